// Stand-in for features/studio/generation-api in the /generate page tests:
// `vi.mock('<path>/studio/generation-api', () => import('<path>/test/fakeGenerationApi'))`;
// test/generateHarness.ts gives each function its answer per test.
import { vi } from 'vitest';
import type * as Real from '../features/studio/generation-api';

export const fetchTraining = vi.fn<typeof Real.fetchTraining>();
export const startGeneration = vi.fn<typeof Real.startGeneration>();
export const fetchGeneration = vi.fn<typeof Real.fetchGeneration>();
export const cancelGeneration = vi.fn<typeof Real.cancelGeneration>();
export const fetchTrainingHistory = vi.fn<typeof Real.fetchTrainingHistory>();
export const watchGeneration = vi.fn<typeof Real.watchGeneration>();
