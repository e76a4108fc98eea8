import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, cachedTokenSource, TOKEN_CACHE_MS } from './apiClient';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the bearer token and language, and raises the server detail', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ detail: '금액이 다릅니다', code: 'x' }), { status: 400 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'ko';
    const error = await apiRequest('/payments/confirm', { method: 'POST', body: {}, token: 't' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '금액이 다릅니다', status: 400, code: 'x' });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ authorization: 'Bearer t', 'accept-language': 'ko' });
  });

  it("falls back to 'HTTP {status}' without a detail", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(apiRequest('/x')).rejects.toThrow('HTTP 502');
  });
});

describe('cachedTokenSource', () => {
  it('reuses a token for 30 minutes per user', async () => {
    let now = 0;
    const read = vi.fn(async () => ({ uid: 'a', token: `t${read.mock.calls.length}` }));
    const token = cachedTokenSource(read, () => now);
    expect(await token('a')).toBe('t1');
    now = TOKEN_CACHE_MS - 1;
    expect(await token('a')).toBe('t1');
    now = TOKEN_CACHE_MS + 1;
    expect(await token('a')).toBe('t2');
    expect(await token('a', true)).toBe('t3');
  });
});
