// The auth feature's only door to Firebase Auth and to the session call that opens a signed-in visit.
import type { SessionResponse } from '@contracts';
import {
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { apiRequest } from '../../shared/lib/apiClient';
import { auth } from '../../shared/lib/firebase';
import type { AuthUser, SignInMethod, SocialProvider } from './types';

function methodsOf(user: User): SignInMethod[] {
  const social = /^(kakao|naver):/.exec(user.uid)?.[1] as SocialProvider | undefined;
  if (social) return [social];
  const ids = user.providerData.map((p) => p.providerId);
  const methods: SignInMethod[] = [];
  if (ids.includes('google.com')) methods.push('google');
  if (ids.includes('password')) methods.push('password');
  return methods;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providers: methodsOf(user),
  };
}

/** Calls `listener` with the current user now and on every change; returns the unsubscribe function. */
export function subscribeToAuth(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
}

/** The current user re-read from Auth (after a profile change, which onAuthStateChanged does not report). */
export async function reloadUser(): Promise<AuthUser | null> {
  if (!auth.currentUser) return null;
  await auth.currentUser.reload();
  return auth.currentUser ? toAuthUser(auth.currentUser) : null;
}

export async function signOut(): Promise<void> {
  try {
    await firebaseSignOut(auth);
  } catch {
    // Spec §8: log-out errors are swallowed; the auth listener still reflects the real state.
  }
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signUpWithEmail(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}

function googleProvider() {
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * Spec §4: a redirect first (works where popups are blocked, e.g. in-app browsers), a popup when the redirect
 * cannot start (storage-partitioned or unsupported environments).
 */
export async function signInWithGoogle(): Promise<void> {
  try {
    await signInWithRedirect(auth, googleProvider());
  } catch {
    await signInWithPopup(auth, googleProvider());
  }
}

/** Completes a Google redirect on return; throws the redirect's error so the form can show it. */
export async function completeRedirectSignIn(): Promise<void> {
  await getRedirectResult(auth);
}

/** Kakao and Naver run through the api function (full-page navigation); see functions/src/features/auth. */
export function startSocialSignIn(provider: SocialProvider, next: string): void {
  window.location.assign(`/api/v1/auth/${provider}/start?next=${encodeURIComponent(next)}`);
}

export async function signInWithSocialToken(token: string): Promise<void> {
  await signInWithCustomToken(auth, token);
}

/** Creates the user document with the free trial on the first sign-in; records lastSignedIn every time. */
export async function openSession(): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/account/session', { method: 'POST', auth: true });
}
