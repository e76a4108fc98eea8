/**
 * Debug and test pages (security review L7). Development and emulator builds open them as the spec says; a
 * build for a real Firebase project (VITE_FIREBASE_API_KEY set) routes them too, but shows them to admins only
 * (ID token claim `admin: true`): everyone else gets a notice and the page makes no call.
 */
export function debugPagesEnabled(env: { DEV: boolean; VITE_FIREBASE_API_KEY?: string }): boolean {
  return env.DEV || !env.VITE_FIREBASE_API_KEY;
}

/** True in development and emulator builds: the debug pages need no admin claim. */
export const debugPagesOpen = debugPagesEnabled(import.meta.env);
