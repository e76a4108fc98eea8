import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, translateApiFallbacks } from '../shared/lib/apiClient';
import { renderWithProviders } from '../test/renderApp';

vi.mock('../features/auth/api', () => import('../test/fakeAuth'));

afterEach(() => {
  vi.unstubAllGlobals();
  translateApiFallbacks((f) => (f.key === 'unknown' ? 'Unknown error' : `HTTP ${f.status}`));
});

// Spec §8's fallbacks reach the user in their language: the app registers its translations with the API client.
describe('the API fallback messages', () => {
  it('are Korean for a Korean user: no answer, and an answer without a detail', async () => {
    await renderWithProviders(<p>page</p>, { language: 'ko' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toThrow(
      '알 수 없는 오류가 발생했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
    );
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toThrow(
      '요청을 처리하지 못했어요 (HTTP 502)',
    );
  });

  it('are Japanese for a Japanese user', async () => {
    await renderWithProviders(<p>page</p>, { language: 'ja' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Load failed')));
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toThrow(/^不明なエラーが発生しました/);
  });
});
