import type { GenerationStatus, GenerationView, TrainingView } from '@contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';
import { ApiError } from '../../../shared/lib/apiClient';
import { fetchCredits } from '../../credits/api';
import { useCreditsStore } from '../../credits';
import {
  cancelGeneration,
  fetchGeneration,
  fetchGenerationImage,
  fetchTraining,
  fetchTrainingHistory,
  startGeneration,
  watchGeneration,
} from '../generation-api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../generation-api', () => ({
  fetchTraining: vi.fn(),
  startGeneration: vi.fn(),
  fetchGeneration: vi.fn(),
  cancelGeneration: vi.fn(),
  fetchTrainingHistory: vi.fn(),
  fetchGenerationImage: vi.fn(),
  watchGeneration: vi.fn(),
}));

const training: TrainingView = {
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

const images = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => `/api/v1/generation/${id}/images/${i}`);
const completed: GenerationView = {
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
  images: images('g1', 3),
  // Out of order on purpose: the page puts the best likeness first.
  identity: [
    { score: 0.71, same_person: true },
    { score: 0.923, same_person: true },
    { score: 0.31, same_person: false },
  ],
  provider: 'local',
  model: 'local-engine',
  processing_time: 4.2,
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

/** The listener the page opened, to push document changes as Firestore would. */
let emit: (status: GenerationStatus) => void;
let listenerFails: (error: unknown) => void;

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
  vi.mocked(fetchGenerationImage).mockResolvedValue(new Blob(['png']));
  vi.mocked(watchGeneration).mockImplementation((_id, onStatus, onError) => {
    emit = onStatus;
    listenerFails = onError;
    return () => {};
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetAuth();
  vi.clearAllMocks();
});

async function open(path = '/generate?training_id=t1', language: 'ko' | 'en' = 'ko') {
  const result = await renderRoute(path, { language });
  await act(async () => emitUser(testUser));
  return result;
}
async function openReady(path?: string, language?: 'ko' | 'en') {
  const result = await open(path, language);
  await screen.findByTestId('gen-start', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getByTestId('gen-balance').textContent).toMatch(/\d/));
  return result;
}
const notice = () => screen.getByTestId('gen-notice').textContent;
const start = () => act(async () => fireEvent.click(screen.getByTestId('gen-start')));
const badges = () => screen.getAllByTestId('gen-likeness').map((b) => b.textContent);

describe('GeneratePage', () => {
  it('goes to the model list when there is no training_id', async () => {
    const { router } = await open('/generate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/training-status'));
    expect(fetchTraining).not.toHaveBeenCalled();
  });

  it('shows the model: its name, trigger word, and says the local engine composes, not AI', async () => {
    await openReady();
    expect(fetchTraining).toHaveBeenCalledWith('t1');
    expect(screen.getByTestId('gen-model-name').textContent).toBe('내 첫 모델');
    expect(screen.getByTestId('gen-trigger').textContent).toBe('bitna_kim');
    const engine = within(screen.getByTestId('gen-model')).getByTestId('gen-engine');
    expect(engine.textContent).toContain('AI 아님');
    expect(screen.getByTestId('gen-balance').textContent).toBe('보유: 8개');
  });

  it('says the model failed to load, in the page language', async () => {
    vi.mocked(fetchTraining).mockRejectedValue(new ApiError('HTTP 404', 404));
    await open('/generate?training_id=t1', 'en');
    expect((await screen.findByTestId('gen-load-failed', {}, { timeout: 5000 })).textContent).toBe(
      'Failed to load training model',
    );
  });

  it('asks for a template, then a prompt, then a valid seed, and sends nothing', async () => {
    await openReady();
    await start();
    expect(notice()).toBe('템플릿을 선택해주세요.');
    fireEvent.click(screen.getByTestId('gen-template-linkedin'));
    expect((screen.getByTestId('gen-prompt') as HTMLTextAreaElement).value).toContain('LinkedIn');
    fireEvent.change(screen.getByTestId('gen-prompt'), { target: { value: '   ' } });
    await start();
    expect(notice()).toBe('프롬프트를 입력해주세요.');
    fireEvent.change(screen.getByTestId('gen-prompt'), { target: { value: 'headshot' } });
    fireEvent.change(screen.getByTestId('gen-seed'), { target: { value: '-3' } });
    await start();
    expect(notice()).toBe('시드는 0에서 2147483647 사이의 정수로 입력해주세요.');
    expect(startGeneration).not.toHaveBeenCalled();
  });

  it('keeps the advanced settings closed, with the spec defaults and ranges', async () => {
    await openReady();
    const advanced = screen.getByTestId('gen-advanced') as HTMLDetailsElement;
    expect(advanced.open).toBe(false);
    const sliders = within(advanced).getAllByRole('slider') as HTMLInputElement[];
    expect(sliders.map((s) => [s.min, s.max, s.step, s.value])).toEqual([
      ['1', '10', '0.5', '3.5'],
      ['20', '50', '1', '28'],
      ['0', '1', '0.1', '0.8'],
    ]);
    const options = (id: string) =>
      [...(screen.getByTestId(id) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('gen-width')).toEqual(['512', '768', '1024']);
    expect(options('gen-format')).toEqual(['png', 'jpeg', 'webp']);
    expect((screen.getByTestId('gen-width') as HTMLSelectElement).value).toBe('1024');
    expect((screen.getByTestId('gen-height') as HTMLSelectElement).value).toBe('1024');
    expect((screen.getByTestId('gen-format') as HTMLSelectElement).value).toBe('png');
    expect((screen.getByTestId('gen-scheduler') as HTMLSelectElement).value).toBe('DPM++ 2M SDE Karras');
    expect((screen.getByTestId('gen-seed') as HTMLInputElement).value).toBe('');
    const counts = [1, 2, 3, 4].map((n) => screen.getByTestId(`gen-count-${n}`));
    expect(counts.map((c) => c.textContent)).toEqual(['1장', '2장', '3장', '4장']);
    expect(counts.map((c) => c.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
  });

  it('sends the payload with the trigger word in front, the negative prompt trimmed and the numbers set', async () => {
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-conference_speaker'));
    fireEvent.change(screen.getByTestId('gen-prompt'), { target: { value: 'on stage, smiling ' } });
    fireEvent.change(screen.getByTestId('gen-negative'), { target: { value: '  hat, blur  ' } });
    fireEvent.click(screen.getByTestId('gen-count-3'));
    expect(screen.getByTestId('gen-cost').textContent).toContain('생성 크레딧 3개 사용');
    const [guidance, steps, lora] = screen.getAllByRole('slider');
    fireEvent.change(guidance!, { target: { value: '6.5' } });
    fireEvent.change(steps!, { target: { value: '40' } });
    fireEvent.change(lora!, { target: { value: '0.6' } });
    fireEvent.change(screen.getByTestId('gen-width'), { target: { value: '768' } });
    fireEvent.change(screen.getByTestId('gen-format'), { target: { value: 'webp' } });
    fireEvent.change(screen.getByTestId('gen-seed'), { target: { value: '42' } });
    await start();
    expect(startGeneration).toHaveBeenCalledWith({
      training_id: 't1',
      prompt: 'bitna_kim on stage, smiling',
      negative_prompt: 'hat, blur',
      num_images: 3,
      guidance_scale: 6.5,
      num_inference_steps: 40,
      width: 768,
      height: 1024,
      scheduler: 'DPM++ 2M SDE Karras',
      lora_scale: 0.6,
      output_format: 'webp',
      seed: 42,
      style: 'conference_speaker',
    });
  });

  it('follows the run to results sorted by likeness, reloads the history and the balance 10 s later', async () => {
    await openReady('/generate?training_id=t1&prompt=bitna_kim%20at%20work&style=office_reading');
    expect((screen.getByTestId('gen-prompt') as HTMLTextAreaElement).value).toBe('bitna_kim at work');
    await start();
    expect(vi.mocked(startGeneration).mock.calls[0]![0].prompt).toBe('bitna_kim at work');
    expect(screen.getByTestId('gen-progress').dataset.stage).toBe('pending');
    act(() => emit('processing'));
    expect(screen.getByTestId('gen-progress').dataset.stage).toBe('processing');
    const historyLoads = vi.mocked(fetchTrainingHistory).mock.calls.length;
    vi.useFakeTimers();
    await act(async () => emit('completed'));
    expect(fetchGeneration).toHaveBeenCalledWith('g1');
    const grid = screen.getByTestId('gen-result-grid');
    expect(
      within(grid)
        .getAllByTestId('gen-tile')
        .map((t) => t.dataset.shot),
    ).toEqual(['g1:1', 'g1:0', 'g1:2']);
    expect(badges()).toEqual(['닮음 92%', '닮음 71%', '닮음 31% · 덜 닮았어요']);
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
    await act(async () => listenerFails(new Error('permission-denied')));
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
    await act(async () => emit('failed'));
    expect(screen.getByTestId('gen-failed').textContent).toContain('안전 기준에 맞지 않아');
    vi.mocked(fetchGeneration).mockResolvedValueOnce({
      ...completed,
      status: 'failed',
      images: [],
      error: null,
    });
    vi.mocked(startGeneration).mockResolvedValueOnce({ generation_id: 'g2', status: 'pending' });
    await start();
    await act(async () => emit('failed'));
    expect(screen.getByTestId('gen-failed').textContent).toContain('Generation failed');
  });

  it('says Failed to start generation when the start call breaks without a server message', async () => {
    vi.mocked(startGeneration).mockRejectedValueOnce(new TypeError('network down'));
    await openReady('/generate?training_id=t1', 'en');
    fireEvent.click(screen.getByTestId('gen-template-casual'));
    await start();
    expect(notice()).toBe('Failed to start generation');
  });

  it('on a 402 shows the no-credits message and goes to /pricing 2 s later', async () => {
    vi.mocked(startGeneration).mockRejectedValueOnce(
      new ApiError('생성 크레딧이 부족합니다.', 402, 'credits.insufficient_credits'),
    );
    const { router } = await openReady();
    fireEvent.click(screen.getByTestId('gen-template-professional'));
    vi.useFakeTimers();
    await start();
    expect(notice()).toContain('생성 크레딧이 부족합니다. 크레딧을 구매해주세요.');
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/generate');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('with no generation credit left says so and redirects without starting', async () => {
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 3, training: 0, generation: 0 });
    const { router } = await openReady();
    fireEvent.click(screen.getByTestId('gen-template-professional'));
    vi.useFakeTimers();
    await start();
    expect(notice()).toContain('생성 크레딧이 부족합니다. 크레딧을 구매해주세요.');
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(startGeneration).not.toHaveBeenCalled();
  });

  it('with fewer credits than photos asks for fewer photos and stays', async () => {
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 0, training: 0, generation: 2 });
    const { router } = await openReady();
    fireEvent.click(screen.getByTestId('gen-template-professional'));
    fireEvent.click(screen.getByTestId('gen-count-4'));
    await start();
    expect(notice()).toBe('생성 크레딧이 2개 남아 있어요. 사진 수를 줄이거나 크레딧을 구매해주세요.');
    expect(router.state.location.pathname).toBe('/generate');
    expect(startGeneration).not.toHaveBeenCalled();
  });

  it('does not generate from a model that is still training', async () => {
    vi.mocked(fetchTraining).mockResolvedValue({
      ...training,
      status: 'training',
      actual_status: 'processing',
    });
    await openReady();
    expect((screen.getByTestId('gen-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('gen-model').textContent).toContain('아직 학습 중이에요');
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
    await act(async () => emit('completed'));
    const first = within(screen.getByTestId('gen-result-grid')).getAllByRole('button')[0]!;
    first.focus();
    await act(async () => fireEvent.click(first));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('사진 1 / 3');
    expect(within(dialog).getByTestId('gen-likeness').textContent).toBe('닮음 92%');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').textContent).toContain('사진 2 / 3');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('gen-download-hd')));
    expect(fetchGenerationImage).toHaveBeenLastCalledWith('g1', 0, '/api/v1/generation/g1/images/0', 'hd');
    vi.mocked(fetchGenerationImage).mockRejectedValueOnce(new ApiError('HTTP 500', 500));
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
    await act(async () => emit('completed'));
    vi.mocked(fetchGenerationImage).mockClear();
    vi.mocked(fetchGenerationImage)
      .mockResolvedValueOnce(new Blob(['a']))
      .mockRejectedValueOnce(new Error('x'));
    await act(async () => fireEvent.click(screen.getByTestId('gen-download-all')));
    expect(vi.mocked(fetchGenerationImage).mock.calls.map((c) => [c[1], c[3]])).toEqual([
      [1, 'hd'],
      [0, 'hd'],
      [2, 'hd'],
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
