import { TRAINING_LIST_LIMIT, TRAINING_POLL_MS, type TrainingView } from '@contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listTrainings } from './training-api';
import { useTrainings } from './useTrainings';

vi.mock('./training-api', () => ({ listTrainings: vi.fn() }));

const item = { id: 't1' } as TrainingView;
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(listTrainings).mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('useTrainings', () => {
  it(`asks for the newest ${TRAINING_LIST_LIMIT} at once, then every ${TRAINING_POLL_MS / 1000} s`, async () => {
    const { result } = renderHook(() => useTrainings());
    await settle();
    expect(listTrainings).toHaveBeenCalledTimes(1);
    expect(listTrainings).toHaveBeenCalledWith(TRAINING_LIST_LIMIT, 0);
    expect(result.current.trainings).toEqual([]);
    vi.mocked(listTrainings).mockResolvedValue([item]);
    await act(async () => vi.advanceTimersByTime(TRAINING_POLL_MS - 1));
    expect(listTrainings).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(listTrainings).toHaveBeenCalledTimes(2);
    expect(result.current.trainings).toEqual([item]);
    await act(async () => vi.advanceTimersByTime(TRAINING_POLL_MS));
    expect(listTrainings).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed refresh, keeping the last list and the error', async () => {
    vi.mocked(listTrainings).mockResolvedValueOnce([item]).mockRejectedValueOnce(new Error('HTTP 503'));
    const { result } = renderHook(() => useTrainings());
    await settle();
    await act(async () => vi.advanceTimersByTime(TRAINING_POLL_MS));
    expect(result.current.error).toBe('HTTP 503');
    expect(result.current.trainings).toEqual([item]);
    await act(async () => vi.advanceTimersByTime(TRAINING_POLL_MS));
    expect(listTrainings).toHaveBeenCalledTimes(3);
    expect(result.current.error).toBeNull();
  });

  it('stops polling when the page goes', async () => {
    const { unmount } = renderHook(() => useTrainings());
    await settle();
    unmount();
    await act(async () => vi.advanceTimersByTime(3 * TRAINING_POLL_MS));
    expect(listTrainings).toHaveBeenCalledTimes(1);
  });
});
