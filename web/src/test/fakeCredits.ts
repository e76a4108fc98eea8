// Stand-in for features/credits/api in page tests that are not about credits:
// `vi.mock('<path>/credits/api', () => import('<path>/test/fakeCredits'))`.
import { vi } from 'vitest';

export const fetchCredits = vi.fn(async () => ({ instant: 5, training: 0, generation: 0 }));
export const fetchLedger = vi.fn(async () => []);
