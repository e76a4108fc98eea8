// Kakao and Naver sign-in: an OAuth 2.0 authorization-code flow run by the api function, ending in a Firebase
// custom token the browser signs in with. Security assumptions:
// - `state` is random, single-use, expires in 10 minutes and must match the `__session` cookie set on start;
// - the page that starts the flow keeps a random nonce and sends its hash; the callback answers with a one-time
//   code bound to that hash, and only the nonce turns it into a custom token (2 minutes, once): a link with
//   someone else's code or token cannot sign a victim in (login CSRF), and no token ever sits in a URL;
// - only e-mails the provider marks verified go on the Auth user (Naver has no such flag: never);
// - `next` is a same-site path (checked here, again in the browser), so the flow cannot bounce users off-site;
// - the Firebase uid is `<provider>:<member id>`, so one provider account is one user, and a social login never
//   takes over an email/password account that happens to use the same address.
import type { UserRecord } from 'firebase-admin/auth';
import type { SocialProfile, SocialProvider, SocialProviderId } from '../../providers/auth';
import { auth } from '../../shared/firebase';
import { AppError } from '../../shared/errors';
import { consumeOAuthState, createOAuthState } from './oauth-state.repo';
import { consumeSocialCode, createSocialCode } from './social-code.repo';

export const callbackUrl = (id: SocialProviderId, publicBaseUrl: string) =>
  new URL(`/api/v1/auth/${id}/callback`, publicBaseUrl).toString();

export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) && next.length <= 500 ? next : '/';
}

/** The SHA-256 (base64url) of the starting page's nonce; null when missing or malformed. */
export function validNonceHash(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export async function beginSocialSignIn(
  provider: SocialProvider,
  publicBaseUrl: string,
  next: unknown,
  nonceHash: string,
) {
  const state = await createOAuthState(provider.id, safeNext(next), nonceHash);
  return {
    state,
    url: provider.authorizeUrl({ state, redirectUri: callbackUrl(provider.id, publicBaseUrl) }),
  };
}

export type SocialOutcome = { ok: true; code: string; next: string } | { ok: false; reason: string };

export async function completeSocialSignIn(
  provider: SocialProvider,
  publicBaseUrl: string,
  input: { code?: string; state?: string; error?: string; cookieState?: string },
): Promise<SocialOutcome> {
  if (!input.state || input.state !== input.cookieState) return { ok: false, reason: 'state_mismatch' };
  const saved = await consumeOAuthState(provider.id, input.state);
  if (!saved) return { ok: false, reason: 'state_invalid' };
  if (input.error || !input.code) return { ok: false, reason: input.error ? 'denied' : 'no_code' };

  const profile = await provider.fetchProfile({
    code: input.code,
    state: input.state,
    redirectUri: callbackUrl(provider.id, publicBaseUrl),
  });
  const uid = `${provider.id}:${profile.id}`;
  await ensureAuthUser(uid, profile);
  const code = await createSocialCode({ uid, provider: provider.id, nonceHash: saved.nonceHash });
  return { ok: true, code, next: saved.next };
}

/** POST /auth/social/exchange: the one-time code and the page's nonce → a custom token. */
export async function exchangeSocialCode(input: { code: string; nonce: string }) {
  const grant = await consumeSocialCode(input.code, input.nonce);
  if (!grant) throw new AppError(400, 'account.social_code_invalid');
  const token = await auth().createCustomToken(grant.uid, { signInProvider: grant.provider });
  return { token };
}

async function ensureAuthUser(uid: string, profile: SocialProfile): Promise<UserRecord> {
  try {
    return await auth().getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  const base = {
    uid,
    displayName: profile.displayName ?? undefined,
    photoURL: profile.photoUrl ?? undefined,
  };
  // An address the provider has not verified could be anyone's (squatting, admin:grant by e-mail): left out.
  if (!profile.email || !profile.emailVerified) return auth().createUser(base);
  try {
    return await auth().createUser({ ...base, email: profile.email, emailVerified: true });
  } catch (err) {
    // Another account (email/password, Google, the other provider) already holds this address: Firebase keeps
    // emails unique, so this account goes without it rather than failing the sign-in.
    if ((err as { code?: string }).code === 'auth/email-already-exists') return auth().createUser(base);
    throw err;
  }
}
