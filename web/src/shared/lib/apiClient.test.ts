import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBlob, apiRequest, ApiError, fileForm, NO_TOKEN_MESSAGE } from './apiClient';
import { idToken } from './firebase';

vi.mock('./firebase', () => ({ idToken: vi.fn() }));

beforeEach(() => vi.mocked(idToken).mockClear().mockResolvedValue('t'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const headersOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;

describe('apiRequest', () => {
  it('sends the bearer token and language, and raises the server detail', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ detail: '금액이 다릅니다', code: 'x' }), { status: 400 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'ko';
    const error = await apiRequest('/payments/confirm', { method: 'POST', body: {}, auth: true }).catch(
      (e: unknown) => e,
    );
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
    await expect(apiRequest('/payments/request', { body: {}, auth: true })).rejects.toMatchObject({
      message: detail,
      status: 429,
      code: 'request.rate_limited',
      retryAfter: 42,
    });
  });

  it("falls back to 'HTTP {status}' without a detail", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(apiRequest('/x')).rejects.toThrow('HTTP 502');
  });

  it("A87 — a call that gets no answer raises 'Unknown error', never the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({
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
    await expect(apiRequest('/pricing/credits', { auth: true })).rejects.toMatchObject({
      message: NO_TOKEN_MESSAGE,
      status: 401,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token unless asked', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/payments/config');
    expect(headersOf(fetchMock).authorization).toBeUndefined();
    expect(idToken).not.toHaveBeenCalled();
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
