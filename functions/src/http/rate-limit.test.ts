// Security review L4: the rate-limit middleware with the in-process counter (the Firestore one is exercised
// against the emulator in tests/functions/rate-limits.test.ts).
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../tests/fixtures/serve';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { settings } from '../config';
import { errorResponseSchema } from '../contracts';
import { providersFor } from '../providers';
import { createApp, type RouteModule } from './app';
import { requireAuth } from './auth';
import { RATE_LIMITS, countUnits, memoryRateLimiter, rateLimit, type RateLimit } from './rate-limit';

// An hour-long window keeps a slow run from closing it between the requests that should be counted together.
const LIMIT: RateLimit = { bucket: 'test', max: 3, windowSeconds: 3600 };

const limitedRoutes: RouteModule = (deps) => {
  const router = Router();
  router.post(
    '/limited',
    requireAuth(deps.verifyIdToken),
    rateLimit(deps.rateLimiter, LIMIT),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  // A request carrying `n` units (photos, images): one counted on arrival, the rest once read.
  router.post(
    '/units/:n',
    requireAuth(deps.verifyIdToken),
    rateLimit(deps.rateLimiter, LIMIT),
    async (req, res, next) => {
      try {
        await countUnits(deps.rateLimiter, LIMIT, req, res, Number(req.params.n) - 1);
        res.json({ ok: true });
      } catch (err) {
        next(err);
      }
    },
  );
  router.get('/anonymous', rateLimit(deps.rateLimiter, LIMIT), (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/start', rateLimit(deps.rateLimiter, RATE_LIMITS.socialStart), (_req, res) => {
    res.json({ ok: true });
  });
  return router;
};

let base = '';
let close: () => void;
beforeAll(async () => {
  ({ base, close } = await serveApi(
    createApp(
      {
        verifyIdToken: async (token) => ({ uid: token }),
        providers: () => providersFor(settings()),
        rateLimiter: memoryRateLimiter(),
      },
      [limitedRoutes],
    ),
  ));
});
afterAll(() => close());

const post = (uid: string, language = 'ko') =>
  fetch(`${base}/limited`, {
    method: 'POST',
    headers: { authorization: `Bearer ${uid}`, 'accept-language': language },
  });

describe('L4 — rate limits', () => {
  it('L4 — the request over the limit gets 429, a translated detail and Retry-After; other callers are unaffected', async () => {
    for (let i = 0; i < LIMIT.max; i++) expect((await post('alice')).status).toBe(200);
    const refused = await post('alice', 'en');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
    expect(await refused.json()).toEqual({
      detail: `Too many requests. Please try again in ${retryAfter} seconds.`,
      code: 'request.rate_limited',
    });
    expect((await post('bob')).status).toBe(200);
  });

  it('L4 — anonymous requests are counted per client address', async () => {
    for (let i = 0; i < LIMIT.max; i++) expect((await fetch(`${base}/anonymous`)).status).toBe(200);
    const refused = await fetch(`${base}/anonymous`);
    expect(refused.status).toBe(429);
    expect(errorResponseSchema.parse(await refused.json()).detail).toMatch(/^요청이 너무 많아요/);
  });

  it('N5 — a request of several units counts each: 2 + 1 fill a limit of 3, and 2 more are refused whole', async () => {
    const units = (uid: string, n: number) =>
      fetch(`${base}/units/${n}`, { method: 'POST', headers: { authorization: `Bearer ${uid}` } });
    expect((await units('carol', 2)).status).toBe(200);
    expect((await units('carol', 1)).status).toBe(200);
    expect((await units('carol', 1)).status).toBe(429);
    expect((await units('dave', 4)).status).toBe(429);
    // The refused request counted only its arrival: 1 + 2 still fit.
    expect((await units('dave', 2)).status).toBe(200);
    expect((await units('dave', 1)).status).toBe(429);
  });

  it('N9 — anonymous callers are counted by the address the platform saw, not the left-most X-Forwarded-For', async () => {
    // As Hosting and Cloud Functions hand it over: whatever the client sent, then the client's address (added
    // by Hosting), then Hosting's (added by the Functions front end, which is the socket peer).
    const start = (sent: string, client = '198.51.100.7') =>
      fetch(`${base}/start`, { headers: { 'x-forwarded-for': `${sent}, ${client}, 203.0.113.1` } });
    const max = RATE_LIMITS.socialStart.max;
    expect(max).toBe(60);
    for (let i = 0; i < max; i++) expect((await start(`10.0.${i}.1`)).status).toBe(200);
    expect((await start(`10.0.${max}.1`)).status).toBe(429);
    expect((await start('10.9.9.9, 10.8.8.8')).status).toBe(429);
    // Another client behind the same Hosting edge has its own count.
    expect((await start('10.0.0.1', '198.51.100.8')).status).toBe(200);
  });

  it('N5 — a window opens with its first request: 1 per 10 s refuses a call 1 s later wherever the clock is', async () => {
    const limiter = memoryRateLimiter();
    const poll = RATE_LIMITS.trainingPoll;
    // 9.5 s into a clock-aligned 10 s window: aligned windows would let the call at 10.5 s through.
    const t0 = 1_000_000_009_500;
    expect(await limiter('t_1', poll, t0)).toEqual({ allowed: true, retryAfter: 10 });
    expect(await limiter('t_1', poll, t0 + 1000)).toEqual({ allowed: false, retryAfter: 9 });
    expect((await limiter('t_1', poll, t0 + 9999)).allowed).toBe(false);
    expect((await limiter('t_1', poll, t0 + 10_000)).allowed).toBe(true);
    expect((await limiter('t_2', poll, t0 + 1000)).allowed).toBe(true);
  });
});
