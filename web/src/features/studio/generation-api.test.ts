import { generationListResponseSchema, generationStartResponseSchema, type GenerationView } from '@contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../shared/lib/apiClient';
import { fetchTrainingHistory, startGeneration } from './generation-api';

vi.mock('../../shared/lib/apiClient', async (original) => ({
  ...(await original<typeof import('../../shared/lib/apiClient')>()),
  apiRequest: vi.fn(),
}));

const item = (id: string, trainingId: string, createdAt: string) =>
  ({ id, generation_id: id, training_id: trainingId, created_at: createdAt }) as GenerationView;

beforeEach(() => vi.mocked(apiRequest).mockReset());

describe('fetchTrainingHistory', () => {
  it('asks for the newest 100 and keeps this training’s, newest first', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce([
      item('a', 't1', '2026-01-01T00:00:00Z'),
      item('b', 't2', '2026-01-03T00:00:00Z'),
      item('c', 't1', '2026-01-02T00:00:00Z'),
    ]);
    const list = await fetchTrainingHistory('t1');
    expect(list.map((g) => g.id)).toEqual(['c', 'a']);
    expect(vi.mocked(apiRequest).mock.calls).toEqual([
      ['/generation/list?limit=100', { auth: true, schema: generationListResponseSchema }],
    ]);
  });

  it('falls back to the newest 50 of the training when the first call fails', async () => {
    vi.mocked(apiRequest)
      .mockRejectedValueOnce(new ApiError('HTTP 500', 500))
      .mockResolvedValueOnce([item('a', 't 1', '2026-01-01T00:00:00Z')]);
    const list = await fetchTrainingHistory('t 1');
    expect(list.map((g) => g.id)).toEqual(['a']);
    expect(vi.mocked(apiRequest).mock.calls[1]).toEqual([
      '/generation/list?limit=50&training_id=t%201',
      { auth: true, schema: generationListResponseSchema },
    ]);
  });
});

describe('generation calls', () => {
  it('starts with a POST of the payload, with the token', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce({ generation_id: 'g1', status: 'pending' });
    const request = { training_id: 't1', prompt: 'bitna_x headshot' };
    await expect(startGeneration(request)).resolves.toEqual({ generation_id: 'g1', status: 'pending' });
    expect(apiRequest).toHaveBeenCalledWith('/generation/start', {
      auth: true,
      body: request,
      schema: generationStartResponseSchema,
    });
  });
});
