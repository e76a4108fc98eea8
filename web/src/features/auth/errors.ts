import type source from '../../../../locales/ko/auth.json';
import type { AuthMode } from './types';

export type AuthErrorKey = `errors.${keyof (typeof source)['errors']}`;

/** Spec §8: Firebase Auth error codes → messages (keys of locales/<lng>/auth.json `errors`). */
const BY_CODE: Record<string, AuthErrorKey> = {
  'auth/email-already-in-use': 'errors.emailInUse',
  'auth/weak-password': 'errors.weakPassword',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/user-not-found': 'errors.userNotFound',
  'auth/wrong-password': 'errors.wrongPassword',
  // Projects with email enumeration protection answer both of the above with this one code.
  'auth/invalid-credential': 'errors.invalidCredential',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
};

export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : undefined;
}

export function emailErrorKey(error: unknown, mode: AuthMode): AuthErrorKey {
  return (
    BY_CODE[authErrorCode(error) ?? ''] ?? (mode === 'signup' ? 'errors.signupFailed' : 'errors.loginFailed')
  );
}

export function socialErrorKey(mode: AuthMode): AuthErrorKey {
  return mode === 'signup' ? 'errors.socialSignupFailed' : 'errors.socialLoginFailed';
}

/** The user closed Google's window or started another sign-in: not an error worth a red box. */
export function isUserCancel(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
