import { vi } from 'vitest';
import type { AuthUser } from '../features/auth/types';

/*
 * Stands in for features/auth/api.ts in tests: `vi.mock('<path>/features/auth/api', () => import(...))`.
 * Until `emitUser` is called the auth state stays "loading", like a real first page load.
 */
type Listener = (user: AuthUser | null) => void;

const listeners = new Set<Listener>();
let current: AuthUser | null | undefined;

export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener);
  if (current !== undefined) listener(current);
  return () => listeners.delete(listener);
}

export const signOut = vi.fn(async () => emitUser(null));

/** Emits a restored session (sessionStartTime present), the usual state of a returning visitor. */
export function emitUser(user: AuthUser | null): void {
  if (user && !localStorage.getItem('sessionStartTime')) {
    localStorage.setItem('sessionStartTime', String(Date.now()));
  }
  current = user;
  listeners.forEach((listener) => listener(user));
}

/** Emits a user who has just signed in: the provider opens the server session first. */
export function emitSignIn(user: AuthUser): void {
  localStorage.removeItem('sessionStartTime');
  current = user;
  listeners.forEach((listener) => listener(user));
}

export const openSession = vi.fn(async () => ({ created: false }));
export const reloadUser = vi.fn(async () => current ?? null);
export const signInWithEmail = vi.fn(async (_email: string, _password: string) => {});
export const signUpWithEmail = vi.fn(async (_email: string, _password: string) => {});
export const signInWithGoogle = vi.fn(async () => {});
export const completeRedirectSignIn = vi.fn(async () => {});
export const startSocialSignIn = vi.fn(async (_provider: string, _next: string) => {});
export const signInWithSocialCode = vi.fn(async (_code: string, _nonce: string) => {});
export const resendVerificationEmail = vi.fn(async () => {});
export const rememberAgeConfirmation = vi.fn((_confirmed: boolean) => {});
/** Nobody is an admin unless a test says so (`vi.mocked(isAdmin).mockResolvedValue(true)`). */
export const isAdmin = vi.fn(async () => false);
const mocks = [
  openSession,
  reloadUser,
  signInWithEmail,
  signUpWithEmail,
  signInWithGoogle,
  completeRedirectSignIn,
  startSocialSignIn,
  signInWithSocialCode,
  resendVerificationEmail,
  rememberAgeConfirmation,
];

export function resetAuth(): void {
  current = undefined;
  listeners.clear();
  signOut.mockClear();
  mocks.forEach((mock) => mock.mockClear());
  isAdmin.mockReset();
  isAdmin.mockResolvedValue(false);
  localStorage.removeItem('sessionStartTime');
  localStorage.removeItem('bitna-last-activity');
}

export const testUser: AuthUser = {
  uid: 'user-1',
  email: 'jiwoo@example.com',
  displayName: '김지우',
  photoURL: null,
  emailVerified: true,
  providers: ['password'],
};
