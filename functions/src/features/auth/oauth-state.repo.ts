// One-time OAuth `state` values for the Kakao and Naver flows, kept server-side for 10 minutes. The browser
// also holds the state in the `__session` cookie (the only cookie Firebase Hosting forwards), so a callback
// is accepted only in the browser that started it and only once: this is the CSRF protection of RFC 6749 §10.12.
// The state also carries the hash of the page's sign-in nonce, which the one-time sign-in code inherits
// (social-code.repo.ts), so the token goes only to the page that started the flow.
import { randomBytes } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import type { SocialProviderId } from '../../providers/auth/port';

export const STATE_TTL_MS = 10 * 60 * 1000;

/** Firestore TTL policy field: expired states are removed by Firestore (see README). */
const collection = () => db().collection('oauth_states');

export async function createOAuthState(
  provider: SocialProviderId,
  next: string,
  nonceHash: string,
  now = Date.now(),
) {
  const state = randomBytes(32).toString('base64url');
  await collection()
    .doc(state)
    .create({ provider, next, nonceHash, createdAt: new Date(now), expiresAt: new Date(now + STATE_TTL_MS) });
  return state;
}

/**
 * Deletes the state and returns where to go next and the nonce hash, or null when it is unknown, used, expired,
 * foreign or from before nonces.
 */
export async function consumeOAuthState(provider: SocialProviderId, state: string, now = Date.now()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(state)) return null;
  const ref = collection().doc(state);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    tx.delete(ref);
    const data = snap.data() as { provider: string; next: string; nonceHash?: string; expiresAt: Timestamp };
    if (data.provider !== provider || data.expiresAt.toMillis() < now || !data.nonceHash) return null;
    return { next: data.next, nonceHash: data.nonceHash };
  });
}
