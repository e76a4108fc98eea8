// Per-caller rate limits (security review L4) on order creation and on every route that calls a provider or
// decodes an upload. Windows counted in Firestore, one document per caller and bucket under `rate_limits/`
// (server-only: firestore.rules denies every client), bumped in a transaction, so the limit holds across every
// instance of every function. A refused request gets 429 with a translated `detail` and Retry-After.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { AppError } from '../shared/errors';
import type { Caller } from './request-context';

export interface RateLimit {
  /** Names the counter; one per kind of work, shared by the routes doing it. */
  bucket: string;
  /** Units (requests, or photos and images where a request carries several) allowed per window and caller. */
  max: number;
  windowSeconds: number;
}

/** The limits, by route group. Generous for a person using the app, tight for a script. */
export const RATE_LIMITS = {
  /** POST /payments/request: each creates an order document. */
  orders: { bucket: 'orders', max: 10, windowSeconds: 10 * 60 },
  /** Image decoding and AI provider calls (ID photo, masks, tools, edits). */
  imaging: { bucket: 'imaging', max: 60, windowSeconds: 10 * 60 },
  /**
   * Training photos, counted per photo (security review N5: a request carries up to 10, each an engine run and a
   * stored JPEG): a set is 10-50 photos, so 150 leaves room for retries and removals.
   */
  studioUpload: { bucket: 'studio_upload', max: 150, windowSeconds: 10 * 60 },
  /**
   * Social sign-in starts (anonymous: counted per client address); each writes an OAuth state. Loose, because
   * mobile carriers put many phones behind one address.
   */
  socialStart: { bucket: 'social_start', max: 60, windowSeconds: 10 * 60 },
  /**
   * Provider polls of one training (refresh-status, cancel, delete each ask fal where it is), counted per
   * training (N5): one per 10 s, which also makes them single-flight (the counter is bumped in a transaction).
   */
  trainingPoll: { bucket: 'training_poll', max: 1, windowSeconds: 10 },
} as const satisfies Record<string, RateLimit>;

export const RATE_LIMIT_COLLECTION = 'rate_limits';

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/**
 * Counts `cost` units (default 1) of `key` against `limit` at `now` (ms); refused, nothing is counted, when they
 * would take the window over its limit.
 */
export type RateLimiter = (key: string, limit: RateLimit, now: number, cost?: number) => Promise<RateVerdict>;

/**
 * The window `now` falls in for a counter whose window opened at `opened` (null: none yet). A window opens with
 * the first request after the last one closed, so "1 per 10 s" means 10 s between two calls, whenever they come.
 */
const windowOf = (limit: RateLimit, opened: number | null, now: number) => {
  const ms = limit.windowSeconds * 1000;
  const open = opened !== null && now >= opened && now < opened + ms;
  const start = open ? opened : now;
  return { start, open, retryAfter: Math.max(1, Math.ceil((start + ms - now) / 1000)) };
};

/** The deployed counter: one document per caller and bucket, read and bumped in a transaction. */
export function firestoreRateLimiter(db: () => Firestore): RateLimiter {
  return (key, limit, now, cost = 1) => {
    const ref = db().collection(RATE_LIMIT_COLLECTION).doc(`${limit.bucket}_${key}`);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const opened = snap.exists ? (snap.get('windowStart') as number) : null;
      const { start, open, retryAfter } = windowOf(limit, opened, now);
      const count = open ? (snap.get('count') as number) : 0;
      if (count + cost > limit.max) return { allowed: false, retryAfter };
      // expiresAt: for a Firestore TTL policy on rate_limits (README), so stale counters disappear.
      tx.set(ref, {
        bucket: limit.bucket,
        windowStart: start,
        count: count + cost,
        expiresAt: Timestamp.fromMillis(start + 2 * limit.windowSeconds * 1000),
      });
      return { allowed: true, retryAfter };
    });
  };
}

/** The same counting in one process (unit tests of the routes). */
export function memoryRateLimiter(): RateLimiter {
  const counters = new Map<string, { start: number; count: number }>();
  return async (key, limit, now, cost = 1) => {
    const id = `${limit.bucket}_${key}`;
    const current = counters.get(id);
    const { start, open, retryAfter } = windowOf(limit, current?.start ?? null, now);
    const count = open ? current!.count : 0;
    if (count + cost > limit.max) return { allowed: false, retryAfter };
    counters.set(id, { start, count: count + cost });
    return { allowed: true, retryAfter };
  };
}

/** Whose counter a request bumps: the signed-in user, else the client address (hashed: no address is stored). */
function callerKey(req: Request): string {
  const caller: Caller | undefined = req.ctx.caller;
  if (caller?.uid) return `u_${caller.uid}`;
  return `ip_${createHash('sha256')
    .update(req.ip ?? 'unknown')
    .digest('hex')
    .slice(0, 32)}`;
}

/** Counts `cost` units of `limit` for `key`, or throws 429 `request.rate_limited` (Retry-After set on `res`). */
export async function countFor(
  limiter: RateLimiter,
  limit: RateLimit,
  key: string,
  res: Response,
  cost = 1,
): Promise<void> {
  if (cost <= 0) return;
  const verdict = await limiter(key, limit, Date.now(), cost);
  if (verdict.allowed) return;
  res.set('Retry-After', String(verdict.retryAfter));
  throw new AppError(429, 'request.rate_limited', { seconds: verdict.retryAfter });
}

/**
 * Counts `cost` units of `limit` for the caller of `req` (as countFor). A route whose request carries several units
 * (photos, images) counts the rest with this once it has read them, after rateLimit() counted it as one.
 */
export const countUnits = (
  limiter: RateLimiter,
  limit: RateLimit,
  req: Request,
  res: Response,
  cost: number,
) => countFor(limiter, limit, callerKey(req), res, cost);

/**
 * Counts the request as one unit of `limit` for the caller: the signed-in user (so put it after requireAuth), else
 * the client address. Refuses with 429, `request.rate_limited` and Retry-After.
 */
export function rateLimit(limiter: RateLimiter, limit: RateLimit): RequestHandler {
  return (req, res, next) => {
    countUnits(limiter, limit, req, res, 1).then(() => next(), next);
  };
}
