// The HTTPS functions as deployed: reached directly on the Functions emulator and through the Hosting rewrites.
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, functionUrl, hostingUrl } from './emulator';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/v1/health', () => {
  it.each([
    ['the Functions emulator', () => functionUrl()],
    ['the Hosting rewrite', hostingUrl],
  ])('answers through %s with its status, payment mode and engine kinds only', async (_name, base) => {
    const res = await fetch(`${base()}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toEqual({
      status: 'ok',
      paymentsMode: 'sandbox',
      engines: { instant: 'local', studio: 'local' },
    });
  });
});

describe('authentication', () => {
  it('rejects a missing or forged token with 401 {detail}', async () => {
    for (const headers of [{}, bearer('not-a-jwt'), bearer('eyJhbGciOiJub25lIn0.e30.')]) {
      const res = await fetch(`${hostingUrl()}/api/v1/me`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        detail: '로그인이 필요해요. 다시 로그인해주세요.',
        code: 'auth.required',
      });
    }
  });

  it('accepts an Auth emulator ID token and identifies the caller', async () => {
    const user = await createUser();
    const res = await fetch(`${hostingUrl()}/api/v1/me`, { headers: bearer(user.idToken) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid: user.uid, email: user.email, admin: false });
  });
});

describe('admin guard', () => {
  it('refuses users without the admin claim and admits admins', async () => {
    const user = await createUser();
    const refused = await fetch(`${hostingUrl()}/api/v1/admin/health`, {
      headers: { ...bearer(user.idToken), 'accept-language': 'en' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: 'Only administrators can use this feature.',
      code: 'auth.admin_only',
    });

    const admin = await createAdmin();
    const ok = await fetch(`${hostingUrl()}/api/v1/admin/health`, { headers: bearer(admin.idToken) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      providers: { payments: 'sandbox', edit: 'local', instant: 'local', studio: 'local', tools: 'local' },
      tools: { analysis: 'local', imageGeneration: 'unavailable' },
      paymentsMode: 'sandbox',
      social: { google: true, kakao: true, naver: true }, // npm test points both at their fakes
      models: {
        geminiImage: 'gemini-3.1-flash-image',
        geminiText: 'gemini-3.5-flash',
        falInstant: 'fal-ai/flux-pro/kontext',
        falTraining: 'fal-ai/flux-lora-fast-training',
        falGeneration: 'fal-ai/flux-lora',
      },
      problems: [],
      emulated: true,
    });
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 {detail} in the caller’s language', async () => {
    const res = await fetch(`${hostingUrl()}/api/v1/does-not-exist`, {
      headers: { 'accept-language': 'ja-JP' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      detail: '指定されたアドレスが見つかりません。',
      code: 'request.not_found',
    });
  });

  it('limits body size and rejects malformed JSON', async () => {
    const headers = { 'content-type': 'application/json' };
    const big = await fetch(`${functionUrl()}/api/v1/me`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pad: 'x'.repeat(150_000) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      detail: '요청이 너무 커요. (최대 100kb)',
      code: 'request.too_large',
    });
    // The Functions runtime parses JSON before our code runs and answers malformed bodies itself.
    const bad = await fetch(`${functionUrl()}/api/v1/me`, { method: 'POST', headers, body: '{"oops":' });
    expect(bad.status).toBe(400);
  });
});

describe('M6 — one function per privilege', () => {
  it('M6 — Hosting sends payment paths to the payments function, imaging paths to imaging, the rest to api', async () => {
    // Called directly, each function knows only its own routes.
    const direct = async (name: 'api' | 'payments' | 'imaging', path: string) =>
      (await fetch(`${functionUrl(name)}/api/v1${path}`)).status;
    expect(await direct('payments', '/payments/config')).toBe(200);
    expect(await direct('imaging', '/payments/config')).toBe(404);
    expect(await direct('api', '/payments/config')).toBe(404);
    expect(await direct('imaging', '/id-photo/standards')).toBe(200);
    expect(await direct('payments', '/id-photo/standards')).toBe(404);
    expect(await direct('api', '/id-photo/standards')).toBe(404);
    expect(await direct('payments', '/health')).toBe(404);

    // Through Hosting, every path reaches the function that serves it.
    for (const path of ['/payments/config', '/id-photo/standards', '/lightweight/test-prompts', '/health']) {
      expect((await fetch(`${hostingUrl()}/api/v1${path}`)).status, path).toBe(200);
    }
    // POST /id-photo (no sub-path) reaches imaging, which asks for a user; api would not know the route (404).
    expect((await fetch(`${hostingUrl()}/api/v1/id-photo`, { method: 'POST' })).status).toBe(401);
    const config = await fetch(`${hostingUrl()}/api/v1/payments/config`);
    expect(await config.json()).toEqual({ provider: 'sandbox', clientKey: null });
  });
});
