import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchCredits = vi.fn();
vi.mock('./api', () => ({ fetchCredits: () => fetchCredits() }));

const { CREDITS_CACHE_MS, useCreditsStore } = await import('./store');

describe('credits store', () => {
  beforeEach(() => {
    useCreditsStore.getState().reset();
    fetchCredits.mockReset().mockResolvedValue({ instant: 2, training: 0, generation: 0 });
    vi.useRealTimers();
  });

  it('caches for two minutes unless forced', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { load } = useCreditsStore.getState();
    await load('u1');
    await load('u1');
    expect(fetchCredits).toHaveBeenCalledTimes(1);
    await load('u1', true);
    expect(fetchCredits).toHaveBeenCalledTimes(2);
    vi.setSystemTime(1_000_000 + CREDITS_CACHE_MS + 1);
    await load('u1');
    expect(fetchCredits).toHaveBeenCalledTimes(3);
  });

  it('refetches for another user and never shows the previous numbers', async () => {
    await useCreditsStore.getState().load('u1');
    fetchCredits.mockReturnValueOnce(new Promise(() => {}));
    void useCreditsStore.getState().load('u2');
    expect(useCreditsStore.getState().credits).toBeNull();
  });

  it('consumes locally by one, never below zero', async () => {
    await useCreditsStore.getState().load('u1');
    const { consume } = useCreditsStore.getState();
    consume();
    consume();
    consume();
    expect(useCreditsStore.getState().credits?.instant).toBe(0);
  });

  it('keeps the error message for the balance box', async () => {
    fetchCredits.mockRejectedValueOnce(new Error('Failed to fetch credits'));
    await useCreditsStore.getState().load('u1');
    expect(useCreditsStore.getState()).toMatchObject({ error: 'Failed to fetch credits', loading: false });
  });
});
