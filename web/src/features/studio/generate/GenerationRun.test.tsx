import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiBlob } from '../../../shared/lib/apiClient';
import { fetchCredits } from '../../../features/credits/api';
import {
  cancelGeneration,
  fetchGeneration,
  fetchTrainingHistory,
  startGeneration,
} from '../../../features/studio/generation-api';
import {
  badges,
  completed,
  images,
  live,
  notice,
  openReady,
  start,
  setUpGenerateBench,
} from '../../../test/generateHarness';

vi.mock('../../../features/auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../../features/credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../features/studio/generation-api', () => import('../../../test/fakeGenerationApi'));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));

setUpGenerateBench();

describe('GeneratePage: a run, its results and the history', () => {
  it('follows the run to results sorted by likeness, reloads the history and the balance 10 s later', async () => {
    await openReady('/generate?training_id=t1&prompt=bitna_kim%20at%20work&style=office_reading');
    expect((screen.getByTestId('gen-prompt') as HTMLTextAreaElement).value).toBe('bitna_kim at work');
    await start();
    expect(vi.mocked(startGeneration).mock.calls[0]![0].prompt).toBe('bitna_kim at work');
    expect(screen.getByTestId('gen-progress').dataset.stage).toBe('pending');
    act(() => live.emit('processing'));
    expect(screen.getByTestId('gen-progress').dataset.stage).toBe('processing');
    const historyLoads = vi.mocked(fetchTrainingHistory).mock.calls.length;
    vi.useFakeTimers();
    await act(async () => live.emit('completed'));
    expect(fetchGeneration).toHaveBeenCalledWith('g1');
    const grid = screen.getByTestId('gen-result-grid');
    expect(
      within(grid)
        .getAllByTestId('gen-tile')
        .map((t) => t.dataset.shot),
    ).toEqual(['g1:1', 'g1:0', 'g1:2']);
    expect(badges()).toEqual(['닮음 높음', '닮음 보통', '닮음 낮음']);
    expect(fetchTrainingHistory).toHaveBeenCalledTimes(historyLoads + 1);
    const before = vi.mocked(fetchCredits).mock.calls.length;
    await act(async () => vi.advanceTimersByTime(9999));
    expect(fetchCredits).toHaveBeenCalledTimes(before);
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchCredits).toHaveBeenCalledTimes(before + 1);
  });

  it('polls the status call when the listener fails', async () => {
    vi.mocked(fetchGeneration).mockResolvedValueOnce({ ...completed, status: 'processing', images: [] });
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-casual'));
    await start();
    vi.useFakeTimers();
    await act(async () => live.fail(new Error('permission-denied')));
    expect(screen.getByTestId('gen-progress').dataset.stage).toBe('processing');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(fetchGeneration).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('gen-results')).toBeTruthy();
  });

  it('shows the server’s error of a failed run, or Generation failed without one', async () => {
    vi.mocked(fetchGeneration).mockResolvedValueOnce({
      ...completed,
      status: 'failed',
      images: [],
      identity: [],
      error: '안전 기준에 맞지 않아 이미지를 만들 수 없습니다.',
    });
    await openReady('/generate?training_id=t1', 'en');
    fireEvent.click(screen.getByTestId('gen-template-casual'));
    await start();
    await act(async () => live.emit('failed'));
    expect(screen.getByTestId('gen-failed').textContent).toContain('안전 기준에 맞지 않아');
    vi.mocked(fetchGeneration).mockResolvedValueOnce({
      ...completed,
      status: 'failed',
      images: [],
      error: null,
    });
    vi.mocked(startGeneration).mockResolvedValueOnce({ generation_id: 'g2', status: 'pending' });
    await start();
    await act(async () => live.emit('failed'));
    expect(screen.getByTestId('gen-failed').textContent).toContain('Generation failed');
  });

  it('says Failed to start generation when the start call breaks without a server message', async () => {
    vi.mocked(startGeneration).mockRejectedValueOnce(new TypeError('network down'));
    await openReady('/generate?training_id=t1', 'en');
    fireEvent.click(screen.getByTestId('gen-template-casual'));
    await start();
    expect(notice()).toBe('Failed to start generation');
  });

  it('cancels a running generation', async () => {
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-outdoor'));
    await start();
    await act(async () => fireEvent.click(screen.getByTestId('gen-cancel')));
    expect(cancelGeneration).toHaveBeenCalledWith('g1');
  });

  it('enlarges a result, steps with the arrows, downloads HD with the token and says when it fails', async () => {
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-outdoor'));
    await start();
    await act(async () => live.emit('completed'));
    const first = within(screen.getByTestId('gen-result-grid')).getAllByRole('button')[0]!;
    first.focus();
    await act(async () => fireEvent.click(first));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('사진 1 / 3');
    expect(within(dialog).getByTestId('likeness').textContent).toBe('닮음 높음');
    expect(within(dialog).getByTestId('likeness').title).toBe('얼굴 유사도 0.92');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').textContent).toContain('사진 2 / 3');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('gen-download-hd')));
    expect(apiBlob).toHaveBeenLastCalledWith('/generation/g1/images/0?variant=hd', { auth: true });
    vi.mocked(apiBlob).mockRejectedValueOnce(new ApiError('HTTP 500', 500));
    await act(async () => fireEvent.click(screen.getByTestId('gen-download-preview')));
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      '다운로드에 실패했습니다. 다시 시도해주세요.',
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });

  it('downloads every result in HD, best likeness first, and counts the ones that failed', async () => {
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-outdoor'));
    await start();
    await act(async () => live.emit('completed'));
    vi.mocked(apiBlob).mockClear();
    vi.mocked(apiBlob)
      .mockResolvedValueOnce(new Blob(['a']))
      .mockRejectedValueOnce(new Error('x'));
    await act(async () => fireEvent.click(screen.getByTestId('gen-download-all')));
    expect(vi.mocked(apiBlob).mock.calls.map((c) => c[0])).toEqual([
      '/generation/g1/images/1?variant=hd',
      '/generation/g1/images/0?variant=hd',
      '/generation/g1/images/2?variant=hd',
    ]);
    expect(screen.getByTestId('gen-results').textContent).toContain('1장을 내려받지 못했어요.');
  });

  it('shows the completed images made from this model, newest generation first', async () => {
    vi.mocked(fetchTrainingHistory).mockResolvedValueOnce([
      { ...completed, id: 'g9', generation_id: 'g9', images: images('g9', 1), identity: [] },
      { ...completed, id: 'g8', generation_id: 'g8', status: 'failed', images: [], identity: [] },
      completed,
    ]);
    await openReady();
    const grid = await screen.findByTestId('gen-history-grid');
    expect(
      within(grid)
        .getAllByTestId('gen-tile')
        .map((t) => t.dataset.shot),
    ).toEqual(['g9:0', 'g1:1', 'g1:0', 'g1:2']);
  });

  it('shows a long history a page at a time', async () => {
    const many = Array.from({ length: 4 }, (_, i) => ({
      ...completed,
      id: `h${i}`,
      generation_id: `h${i}`,
      images: images(`h${i}`, 4),
      identity: [],
    }));
    vi.mocked(fetchTrainingHistory).mockResolvedValueOnce(many);
    await openReady();
    const grid = await screen.findByTestId('gen-history-grid');
    expect(within(grid).getAllByTestId('gen-tile')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('gen-history-more'));
    expect(within(grid).getAllByTestId('gen-tile')).toHaveLength(16);
    expect(screen.queryByTestId('gen-history-more')).toBeNull();
  });

  it('shows the empty history', async () => {
    await openReady();
    expect(await screen.findByTestId('gen-history-empty')).toBeTruthy();
  });
});
