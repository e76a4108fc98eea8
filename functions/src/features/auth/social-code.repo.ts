// One-time sign-in codes that end the Kakao and Naver flows (login CSRF defence, M1). The callback does not put
// a custom token in the URL: it stores who signed in under a random code, bound to the SHA-256 of the nonce the
// starting page keeps in sessionStorage. POST /auth/social/exchange gives the token only for the matching
// nonce, once, within CODE_TTL_MS. A link carrying someone else's code is useless: the victim's page has no
// matching nonce. Expired codes are removed by a Firestore TTL policy on `expiresAt` (see README).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import type { SocialProviderId } from '../../providers/auth/port';

export const CODE_TTL_MS = 2 * 60 * 1000;

const collection = () => db().collection('social_codes');

/** SHA-256 of the nonce, base64url: what the browser sends on start and what the code keeps. */
export const nonceHashOf = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export async function createSocialCode(
  grant: { uid: string; provider: SocialProviderId; nonceHash: string },
  now = Date.now(),
) {
  const code = randomBytes(32).toString('base64url');
  await collection()
    .doc(code)
    .create({ ...grant, createdAt: new Date(now), expiresAt: new Date(now + CODE_TTL_MS) });
  return code;
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Deletes the code (whatever the outcome: a guessed nonce burns it) and returns who signed in, or null when the
 * code is unknown, used, expired or the nonce is not the one the flow started with.
 */
export async function consumeSocialCode(code: string, nonce: string, now = Date.now()) {
  const ref = collection().doc(code);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    tx.delete(ref);
    const data = snap.data() as {
      uid: string;
      provider: SocialProviderId;
      nonceHash: string;
      expiresAt: Timestamp;
    };
    if (data.expiresAt.toMillis() < now || !sameHash(data.nonceHash, nonceHashOf(nonce))) return null;
    return { uid: data.uid, provider: data.provider };
  });
}
