import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../tests/fixtures/serve';
import { z } from 'zod';
import * as logger from 'firebase-functions/logger';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));
import { settings } from '../config';
import { errorResponseSchema } from '../contracts';
import { providersFor } from '../providers';
import { createApp, type RouteModule } from './app';
import { requireAdmin, requireAuth, type TokenVerifier } from './auth';
import { memoryRateLimiter } from './rate-limit';
import { callerOf } from './request-context';
import { parse } from './validate';

// Every refusal is an ErrorResponse; parsing it through the contract also types it.
const problem = async (res: Response) => errorResponseSchema.parse(await res.json());

// Tokens: "alice" is a user, "root" an admin; anything else is rejected like a forged token. "revoked" passes
// only when the revocation check is skipped, as a revoked token does at Firebase Auth.
const verify: TokenVerifier = async (token, checkRevoked) => {
  if (token === 'revoked' && !checkRevoked) return { uid: 'u-revoked' };
  if (token === 'alice') return { uid: 'u-alice', email: 'alice@example.com' };
  if (token === 'root') return { uid: 'u-root', email: 'root@example.com', admin: true };
  throw new Error('bad token');
};

const testRoutes: RouteModule = (deps) => {
  const r = Router();
  r.post('/things', requireAuth(deps.verifyIdToken), (req, res) => {
    const body = parse(z.object({ name: z.string().trim().min(1).max(20) }), req);
    res.status(201).json({ owner: callerOf(req).uid, name: body.name });
  });
  r.get('/admin/secret', requireAuth(deps.verifyIdToken), requireAdmin, (_req, res) =>
    res.json({ ok: true }),
  );
  r.get('/cheap-read', requireAuth(deps.verifyIdToken, { checkRevoked: false }), (req, res) => {
    res.json({ owner: callerOf(req).uid });
  });
  r.get('/explode', () => {
    throw new Error('database password is hunter2');
  });
  return r;
};

let base = '';
let close: () => void;
beforeAll(async () => {
  ({ base, close } = await serveApi(
    createApp(
      { verifyIdToken: verify, providers: () => providersFor(settings()), rateLimiter: memoryRateLimiter() },
      [testRoutes],
    ),
  ));
});
afterAll(() => close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('auth middleware', () => {
  it('answers 401 {detail} in Korean without a token and with a bad one', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer forged' },
      { authorization: 'Basic alice' },
    ];
    for (const headers of cases) {
      const res = await post('/things', '{"name":"x"}', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        detail: '로그인이 필요해요. 다시 로그인해주세요.',
        code: 'auth.required',
      });
    }
  });

  it('lets a verified caller through', async () => {
    const res = await post('/things', '{"name":"  mug "}', { authorization: 'Bearer alice' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ owner: 'u-alice', name: 'mug' });
  });

  it('admin guard: 403 for users, 200 for the admin claim', async () => {
    const user = await fetch(`${base}/admin/secret`, {
      headers: { authorization: 'Bearer alice', 'accept-language': 'en' },
    });
    expect(user.status).toBe(403);
    expect((await problem(user)).detail).toBe('Only administrators can use this feature.');
    const admin = await fetch(`${base}/admin/secret`, { headers: { authorization: 'Bearer root' } });
    expect(admin.status).toBe(200);
  });
});

describe('validation and errors', () => {
  it('answers 400 naming the field when zod rejects the body', async () => {
    const res = await post('/things', '{"name":""}', {
      authorization: 'Bearer alice',
      'accept-language': 'ja',
    });
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body.code).toBe('request.invalid_field');
    expect(body.detail).toContain('入力内容が正しくありません: name');
  });

  it('answers 400 for malformed JSON and 413 for bodies over the limit', async () => {
    const bad = await post('/things', '{"name":', { authorization: 'Bearer alice' });
    expect(bad.status).toBe(400);
    expect((await problem(bad)).code).toBe('request.invalid_json');
    const big = await post('/things', JSON.stringify({ name: 'x'.repeat(200_000) }), {
      authorization: 'Bearer alice',
    });
    expect(big.status).toBe(413);
    expect((await problem(big)).code).toBe('request.too_large');
  });

  it('logs unknown errors with the request id and never leaks them', async () => {
    const res = await fetch(`${base}/explode`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('req-12345678');
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(errorResponseSchema.parse(JSON.parse(text)).detail).toContain('req-12345678');
    expect(logger.error).toHaveBeenCalledWith(
      'unhandled error',
      expect.objectContaining({ requestId: 'req-12345678', error: expect.stringContaining('hunter2') }),
    );
  });

  it('gives every response a request id, ignoring unsafe incoming ones', async () => {
    const res = await fetch(`${base}/nowhere`, { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await problem(res)).detail).toBe('요청하신 주소를 찾을 수 없어요.');
  });
});

describe('revocation check', () => {
  const get = (path: string, token: string) =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('L2 — a revoked token is refused by default: every route checks unless it opts out', async () => {
    expect((await post('/things', '{"name":"x"}', { authorization: 'Bearer revoked' })).status).toBe(401);
    expect((await get('/admin/secret', 'revoked')).status).toBe(401);
  });

  it('lets a read-only route skip the check (one call to Firebase Auth less per poll)', async () => {
    const res = await get('/cheap-read', 'revoked');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ owner: 'u-revoked' });
  });
});
