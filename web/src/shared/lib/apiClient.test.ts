import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiBlob, apiRequest, ApiError, fileForm, INVALID_ANSWER_CODE, NO_TOKEN_MESSAGE } from './apiClient';
import { idToken } from './firebase';

vi.mock('./firebase', () => ({ idToken: vi.fn() }));

beforeEach(() => vi.mocked(idToken).mockClear().mockResolvedValue('t'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const headersOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;

const anything = z.unknown();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('apiRequest', () => {
  it('sends the bearer token and language, and raises the server detail', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ detail: '금액이 다릅니다', code: 'x' }), { status: 400 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'ko';
    const error = await apiRequest('/payments/confirm', {
      method: 'POST',
      body: {},
      auth: true,
      schema: anything,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '금액이 다릅니다', status: 400, code: 'x' });
    expect(headersOf(fetchMock)).toMatchObject({ authorization: 'Bearer t', 'accept-language': 'ko' });
  });

  it('L4 — a rate-limited call (429) raises the translated detail and the Retry-After seconds', async () => {
    const detail = '요청이 너무 많습니다. 42초 후에 다시 시도해주세요.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ detail, code: 'request.rate_limited' }), {
          status: 429,
          headers: { 'retry-after': '42' },
        }),
      ),
    );
    await expect(
      apiRequest('/payments/request', { body: {}, auth: true, schema: anything }),
    ).rejects.toMatchObject({
      message: detail,
      status: 429,
      code: 'request.rate_limited',
      retryAfter: 42,
    });
  });

  it("falls back to 'HTTP {status}' without a detail", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(apiRequest('/x', { schema: anything })).rejects.toThrow('HTTP 502');
  });

  it("A87 — a call that gets no answer raises 'Unknown error', never the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', { schema: anything })).rejects.toMatchObject({
      message: 'Unknown error',
      status: 0,
      code: 'network',
    });
    await expect(apiBlob('/x')).rejects.toMatchObject({ message: 'Unknown error', status: 0 });
  });

  it('fails before the call when a signed-in call has no user', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(idToken).mockResolvedValue(null);
    await expect(apiRequest('/pricing/credits', { auth: true, schema: anything })).rejects.toMatchObject({
      message: NO_TOKEN_MESSAGE,
      status: 401,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token unless asked', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/payments/config', { schema: anything });
    expect(headersOf(fetchMock).authorization).toBeUndefined();
    expect(idToken).not.toHaveBeenCalled();
  });

  it('returns the answer as its contract schema parsed it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ created: true, extra: 'dropped' })));
    const schema = z.object({ created: z.boolean() });
    await expect(apiRequest('/account/session', { schema })).resolves.toEqual({ created: true });
  });

  it('rejects an answer that does not match its contract, saying so in the console', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ created: 'yes' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = z.object({ created: z.boolean() });
    await expect(apiRequest('/account/session', { schema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      code: INVALID_ANSWER_CODE,
    });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]![0])).toContain('/account/session');
  });

  it('loads a lazily given schema only once the answer has come', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ n: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const load = vi.fn(async () => {
      expect(fetchMock).toHaveBeenCalledOnce();
      return z.object({ n: z.number() });
    });
    await expect(apiRequest('/x', { schema: load })).resolves.toEqual({ n: 1 });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('apiBlob', () => {
  it('posts a multipart form and returns the file, asking for the file rather than JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('png', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = fileForm('file', new Blob(['x']), { crop_percent: '30' });
    const blob = await apiBlob('/mask/face-only', { form, auth: true });
    expect(await blob.text()).toBe('png');
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(form.get('crop_percent')).toBe('30');
    // The browser writes the multipart boundary itself.
    expect(headersOf(fetchMock)['content-type']).toBeUndefined();
    expect(headersOf(fetchMock)).toMatchObject({ accept: '*/*', authorization: 'Bearer t' });
  });

  it('raises the server detail of a failed upload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ detail: '얼굴이 없습니다' }), { status: 422 })),
    );
    await expect(apiBlob('/mask/face-only', { form: new FormData() })).rejects.toThrow('얼굴이 없습니다');
  });
});
