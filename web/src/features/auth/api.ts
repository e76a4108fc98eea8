// The auth feature's only door to Firebase Auth and to the session call that opens a signed-in visit.
import type { SessionResponse, SocialExchangeRequest } from '@contracts';
import type { Auth, User } from 'firebase/auth';
import { apiRequest, apiUrl } from '../../shared/lib/apiClient';
import { getAuthInstance } from '../../shared/lib/firebase';
import { createSocialNonce } from './store';
import type { AuthUser, SignInMethod, SocialProvider } from './types';

// The SDK and the instance load on first use (shared/lib/firebase.ts), after the first paint; so do the
// contract schemas the answers are parsed with (zod stays off the first screen).
const accountContract = () => import('@contracts/account');

async function sdk(): Promise<[typeof import('firebase/auth'), Auth]> {
  return Promise.all([import('firebase/auth'), getAuthInstance()]);
}

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
  let stopped = false;
  let unsubscribe = () => {};
  void sdk().then(([{ onAuthStateChanged }, auth]) => {
    if (!stopped) unsubscribe = onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** The current user re-read from Auth (after a profile change, which onAuthStateChanged does not report). */
export async function reloadUser(): Promise<AuthUser | null> {
  const auth = await getAuthInstance();
  if (!auth.currentUser) return null;
  await auth.currentUser.reload();
  return auth.currentUser ? toAuthUser(auth.currentUser) : null;
}

/**
 * Whether the signed-in user holds the custom claim `admin: true` (set only by `npm run admin:grant`). It only
 * decides what the page shows; every admin route checks the claim again on the server.
 */
export async function isAdmin(): Promise<boolean> {
  const result = await (await getAuthInstance()).currentUser?.getIdTokenResult();
  return result?.claims.admin === true;
}

export async function signOut(): Promise<void> {
  try {
    const [{ signOut: firebaseSignOut }, auth] = await sdk();
    await firebaseSignOut(auth);
  } catch {
    // Spec §8: log-out errors are swallowed; the auth listener still reflects the real state.
  }
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [{ signInWithEmailAndPassword }, auth] = await sdk();
  await signInWithEmailAndPassword(auth, email, password);
}

/** Creates the account and sends the verification e-mail (M5); a mail that fails to go can be resent from the profile. */
export async function signUpWithEmail(email: string, password: string): Promise<void> {
  const [{ createUserWithEmailAndPassword, sendEmailVerification }, auth] = await sdk();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await sendEmailVerification(user);
  } catch {
    /* the profile shows the address as unverified and offers to send it again */
  }
}

/** Sends the verification e-mail again to the signed-in user. */
export async function resendVerificationEmail(): Promise<void> {
  const [{ sendEmailVerification }, auth] = await sdk();
  if (!auth.currentUser) throw new Error('not signed in');
  await sendEmailVerification(auth.currentUser);
}

function googleProvider({ GoogleAuthProvider }: typeof import('firebase/auth')) {
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
  const [firebaseAuth, auth] = await sdk();
  try {
    await firebaseAuth.signInWithRedirect(auth, googleProvider(firebaseAuth));
  } catch {
    await firebaseAuth.signInWithPopup(auth, googleProvider(firebaseAuth));
  }
}

/** Completes a Google redirect on return; throws the redirect's error so the form can show it. */
export async function completeRedirectSignIn(): Promise<void> {
  const [{ getRedirectResult }, auth] = await sdk();
  await getRedirectResult(auth);
}

/**
 * Kakao and Naver run through the api function (full-page navigation); see functions/src/features/auth. The
 * nonce kept in this tab is what later turns the callback's one-time code into a sign-in.
 */
export async function startSocialSignIn(provider: SocialProvider, next: string): Promise<void> {
  const nonceHash = await createSocialNonce();
  const query = new URLSearchParams({ next, nonce_hash: nonceHash });
  window.location.assign(apiUrl(`/auth/${provider}/start?${query.toString()}`));
}

/** Exchanges the callback's one-time code, with this tab's nonce, for a custom token and signs in with it. */
export async function signInWithSocialCode(code: string, nonce: string): Promise<void> {
  const body: SocialExchangeRequest = { code, nonce };
  const { token } = await apiRequest('/auth/social/exchange', {
    method: 'POST',
    body,
    schema: async () => (await accountContract()).socialExchangeResponseSchema,
  });
  const [{ signInWithCustomToken }, auth] = await sdk();
  await signInWithCustomToken(auth, token);
}

/** Set while a sign-up form's "14 or older" box is ticked, until the server has recorded it (any sign-in method). */
const AGE_CONFIRMED_KEY = 'bitna.signup.age14';

/** The sign-up form's confirmation of being 14 or older, recorded with the next session (openSession). */
export function rememberAgeConfirmation(confirmed: boolean): void {
  if (confirmed) sessionStorage.setItem(AGE_CONFIRMED_KEY, '1');
  else sessionStorage.removeItem(AGE_CONFIRMED_KEY);
}

/**
 * Creates the user document with the free trial on the first sign-in; records lastSignedIn every time, and the
 * sign-up's "14 or older" confirmation with the server's time when the form gave one.
 */
export async function openSession(): Promise<SessionResponse> {
  const session = await apiRequest('/account/session', {
    method: 'POST',
    auth: true,
    schema: async () => (await accountContract()).sessionResponseSchema,
  });
  if (sessionStorage.getItem(AGE_CONFIRMED_KEY)) {
    await apiRequest('/account/consents/age14', {
      method: 'POST',
      auth: true,
      schema: async () => (await accountContract()).consentResponseSchema,
    });
    sessionStorage.removeItem(AGE_CONFIRMED_KEY);
  }
  return session;
}
