// Per-caller rate limits (security review L4) on order creation and on every route that calls a provider or
// decodes an upload. Fixed windows counted in Firestore, one document per caller and bucket under `rate_limits/`
// (server-only: firestore.rules denies every client), bumped in a transaction, so the limit holds across every
// instance of every function. A refused request gets 429 with a translated `detail` and Retry-After.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { AppError } from '../shared/errors';
import type { Caller } from './request-context';

export interface RateLimit {
  /** Names the counter; one per kind of work, shared by the routes doing it. */
  bucket: string;
  /** Requests allowed per window and caller. */
  max: number;
  windowSeconds: number;
}

/** The limits, by route group. Generous for a person using the app, tight for a script. */
export const RATE_LIMITS = {
  /** POST /payments/request: each creates an order document. */
  orders: { bucket: 'orders', max: 10, windowSeconds: 10 * 60 },
  /** Image decoding and AI provider calls (ID photo, masks, tools, edits). */
  imaging: { bucket: 'imaging', max: 60, windowSeconds: 10 * 60 },
  /** Training photos: the page sends one per request, up to 50 a session, with retries and removals. */
  studioUpload: { bucket: 'studio_upload', max: 150, windowSeconds: 10 * 60 },
  /**
   * Social sign-in starts (anonymous: counted per client address); each writes an OAuth state. Loose, because
   * mobile carriers put many phones behind one address.
   */
  socialStart: { bucket: 'social_start', max: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

export const RATE_LIMIT_COLLECTION = 'rate_limits';

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/** Counts one request of `key` against `limit` at `now` (ms). */
export type RateLimiter = (key: string, limit: RateLimit, now: number) => Promise<RateVerdict>;

const windowOf = (limit: RateLimit, now: number) => {
  const ms = limit.windowSeconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return { start, retryAfter: Math.max(1, Math.ceil((start + ms - now) / 1000)) };
};

/** The deployed counter: one document per caller and bucket, read and bumped in a transaction. */
export function firestoreRateLimiter(db: () => Firestore): RateLimiter {
  return (key, limit, now) => {
    const { start, retryAfter } = windowOf(limit, now);
    const ref = db().collection(RATE_LIMIT_COLLECTION).doc(`${limit.bucket}_${key}`);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const sameWindow = snap.exists && snap.get('windowStart') === start;
      const count = sameWindow ? (snap.get('count') as number) : 0;
      if (count >= limit.max) return { allowed: false, retryAfter };
      // expiresAt: for a Firestore TTL policy on rate_limits (README), so stale counters disappear.
      tx.set(ref, {
        bucket: limit.bucket,
        windowStart: start,
        count: count + 1,
        expiresAt: Timestamp.fromMillis(start + 2 * limit.windowSeconds * 1000),
      });
      return { allowed: true, retryAfter };
    });
  };
}

/** The same counting in one process (unit tests of the routes). */
export function memoryRateLimiter(): RateLimiter {
  const counters = new Map<string, { start: number; count: number }>();
  return async (key, limit, now) => {
    const { start, retryAfter } = windowOf(limit, now);
    const id = `${limit.bucket}_${key}`;
    const current = counters.get(id);
    const count = current?.start === start ? current.count : 0;
    if (count >= limit.max) return { allowed: false, retryAfter };
    counters.set(id, { start, count: count + 1 });
    return { allowed: true, retryAfter };
  };
}

/**
 * Counts the request against `limit` for the caller: the signed-in user (so put it after requireAuth), else the
 * client address (hashed: no address is stored). Refuses with 429, `request.rate_limited` and Retry-After.
 */
export function rateLimit(limiter: RateLimiter, limit: RateLimit): RequestHandler {
  return async (req, res, next) => {
    const caller: Caller | undefined = req.ctx.caller;
    const uid = caller?.uid;
    const key = uid
      ? `u_${uid}`
      : `ip_${createHash('sha256')
          .update(req.ip ?? 'unknown')
          .digest('hex')
          .slice(0, 32)}`;
    try {
      const verdict = await limiter(key, limit, Date.now());
      if (verdict.allowed) return next();
      res.set('Retry-After', String(verdict.retryAfter));
      next(new AppError(429, 'request.rate_limited', { seconds: verdict.retryAfter }));
    } catch (err) {
      next(err);
    }
  };
}
