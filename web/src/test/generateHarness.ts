// The /generate page's test bench, shared by its test files: fixtures, mocks set per test, and the steps a test
// takes. Each test file mocks the modules itself (vi.mock is hoisted per file):
//   vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
//   vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
//   vi.mock('../generation-api', () => import('../../../test/fakeGenerationApi'));
//   vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));
import type { GenerationStatus, GenerationView, TrainingView } from '@contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { fetchCredits } from '../features/credits/api';
import { useCreditsStore } from '../features/credits';
import {
  cancelGeneration,
  fetchGeneration,
  fetchTraining,
  fetchTrainingHistory,
  startGeneration,
  watchGeneration,
} from '../features/studio/generation-api';
import { apiBlob } from '../shared/lib/apiClient';
import { emitUser, resetAuth, testUser } from './fakeAuth';
import { renderRoute } from './renderApp';

export const training: TrainingView = {
  id: 't1',
  status: 'completed',
  actual_status: 'ready',
  stage: 'done',
  queue_position: null,
  lora_name: '내 첫 모델',
  trigger_word: 'bitna_kim',
  provider: 'local',
  lora_url: null,
  thumbnail_url: null,
  backup: null,
  photo_count: 12,
  error: null,
  error_code: null,
  created_at: '2026-01-01T00:00:00Z',
  completed_at: '2026-01-01T00:01:00Z',
};

export const images = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => `/api/v1/generation/${id}/images/${i}`);
export const completed: GenerationView = {
  generation_id: 'g1',
  id: 'g1',
  status: 'completed',
  prompt: 'bitna_kim professional headshot',
  display_prompt: 'professional headshot',
  created_at: '2026-01-02T00:00:00Z',
  completed_at: '2026-01-02T00:00:05Z',
  type: 'lora_generation',
  instant_edit_id: null,
  original_image_url: null,
  training_id: 't1',
  lora_url: null,
  trigger_word: 'bitna_kim',
  lora_name: '내 첫 모델',
  four_k: null,
  images: images('g1', 3),
  // Out of order on purpose: the page puts the best likeness first.
  identity: [
    { score: 0.55, same_person: true, level: 'medium', own_photo: false },
    { score: 0.923, same_person: true, level: 'high', own_photo: false },
    { score: 0.31, same_person: false, level: 'low', own_photo: false },
  ],
  provider: 'local',
  model: 'local-engine',
  processing_time: 4.2,
  likeness_refund: null,
  request: {
    lora_scale: 0.8,
    guidance_scale: 3.5,
    num_inference_steps: 28,
    seed: null,
    style: 'professional_headshot',
    width: 1024,
    height: 1024,
    negative_prompt: '',
    num_images: 3,
    output_format: 'png',
    scheduler: 'DPM++ 2M SDE Karras',
  },
  error: null,
  error_code: null,
};

/** The listener the page opened: push document changes as Firestore would, or stop it. */
export const live = {
  emit: (_status: GenerationStatus) => {},
  fail: (_error: unknown) => {},
};

/** Registers the per-test setup: a ready local model, 8 generation credits, a run that completes. */
export function setUpGenerateBench() {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });
  beforeEach(() => {
    useCreditsStore.getState().reset();
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 0, training: 0, generation: 8 });
    vi.mocked(fetchTraining).mockResolvedValue(training);
    vi.mocked(fetchTrainingHistory).mockResolvedValue([]);
    vi.mocked(startGeneration).mockResolvedValue({ generation_id: 'g1', status: 'pending' });
    vi.mocked(fetchGeneration).mockResolvedValue(completed);
    vi.mocked(cancelGeneration).mockResolvedValue({ success: true, status: 'failed' });
    vi.mocked(apiBlob).mockResolvedValue(new Blob(['png']));
    vi.mocked(watchGeneration).mockImplementation((_id, onStatus, onError) => {
      live.emit = onStatus;
      live.fail = onError;
      return () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAuth();
    vi.clearAllMocks();
  });
}

export async function open(path = '/generate?training_id=t1', language: 'ko' | 'en' = 'ko') {
  const result = await renderRoute(path, { language });
  await act(async () => emitUser(testUser));
  return result;
}
/** Opens the page and waits until the model and the balance have loaded. */
export async function openReady(path?: string, language?: 'ko' | 'en') {
  const result = await open(path, language);
  await screen.findByTestId('gen-start');
  await waitFor(() => expect(screen.getByTestId('gen-balance').textContent).toMatch(/\d/));
  return result;
}
export const notice = () => screen.getByTestId('gen-notice').textContent;
export const start = () => act(async () => fireEvent.click(screen.getByTestId('gen-start')));
export const badges = () => screen.getAllByTestId('likeness').map((b) => b.textContent);
