import { describe, expect, it, vi } from 'vitest';
import { cachedTokenSource, TOKEN_CACHE_MS } from './tokenCache';

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
