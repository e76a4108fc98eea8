// Setup steps several page tests share (register them at the top of a test file).
import type { Balances } from '@contracts';
import { beforeAll, beforeEach, vi } from 'vitest';
import { useCreditsStore } from '../features/credits';
import { fetchCredits } from '../features/credits/api';

/** jsdom has no object URLs: every one the page makes is `url`. */
export function stubObjectUrls(url = 'blob:photo') {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => url);
    URL.revokeObjectURL = vi.fn();
  });
}

/** A fresh credits store before each test, and these balances from the (mocked) credits api. */
export function startWithCredits(balances: Balances) {
  beforeEach(() => {
    useCreditsStore.getState().reset();
    vi.mocked(fetchCredits).mockResolvedValue(balances);
  });
}
