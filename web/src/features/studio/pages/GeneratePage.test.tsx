import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/lib/apiClient';
import { fetchCredits } from '../../../features/credits/api';
import { fetchGeneration, fetchTraining, startGeneration } from '../../../features/studio/generation-api';
import { nextPathAfter } from '../../payments/nextStep';
import {
  completed,
  notice,
  open,
  openReady,
  start,
  training,
  setUpGenerateBench,
} from '../../../test/generateHarness';

vi.mock('../../../features/auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../../features/credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../features/studio/generation-api', () => import('../../../test/fakeGenerationApi'));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));

setUpGenerateBench();

/** The numbers the form's sliders and fields are set to, and a regenerated request carries. */
const customSettings = {
  guidance_scale: 6.5,
  num_inference_steps: 40,
  lora_scale: 0.6,
  width: 768,
  height: 1024,
  output_format: 'webp',
  seed: 42,
} as const;

describe('GeneratePage: the model and the form', () => {
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
    expect(screen.getByTestId('gen-buy').getAttribute('href')).toBe('/payment?package=studio_addon_10');
  });

  it('says the model failed to load, in the page language', async () => {
    vi.mocked(fetchTraining).mockRejectedValue(new ApiError('HTTP 404', 404));
    await open('/generate?training_id=t1', 'en');
    expect((await screen.findByTestId('gen-load-failed')).textContent).toBe('Failed to load training model');
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
    // flux-lora has neither input: the page says both are kept but not used, rather than pretending.
    expect(screen.getByTestId('gen-scheduler-note').textContent).toBe(
      'FLUX LoRA는 스케줄러를 스스로 정해요. 이 값은 기록으로만 저장돼요.',
    );
    expect(screen.getByTestId('gen-negative-note').textContent).toContain('제외할 요소를 받지 않아요');
    expect(screen.getByTestId('gen-negative').getAttribute('aria-describedby')).toBe(
      screen.getByTestId('gen-negative-note').id,
    );
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
      ...customSettings,
      scheduler: 'DPM++ 2M SDE Karras',
      style: 'conference_speaker',
    });
  });

  it('B20 — "regenerate" starts from the same template, prompt and settings, and sends them unchanged', async () => {
    vi.mocked(fetchGeneration).mockResolvedValue({
      ...completed,
      id: 'g7',
      request: {
        ...customSettings,
        style: 'linkedin',
        negative_prompt: 'hat',
        num_images: 2,
        scheduler: 'Euler',
      },
    });
    await openReady('/generate?training_id=t1&prompt=smiling+by+a+window&style=linkedin&from=g7');
    expect(fetchGeneration).toHaveBeenCalledWith('g7');
    expect((screen.getByTestId('gen-prompt') as HTMLTextAreaElement).value).toBe('smiling by a window');
    await start();
    expect(startGeneration).toHaveBeenCalledWith({
      training_id: 't1',
      prompt: 'bitna_kim smiling by a window',
      negative_prompt: 'hat',
      num_images: 2,
      ...customSettings,
      scheduler: 'Euler',
      style: 'linkedin',
    });
  });

  it('on a 402 shows the no-credits message and goes to the Add-on 10 order 2 s later', async () => {
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
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/payment?package=studio_addon_10',
    );
  });

  it('with no generation credit left says so and redirects without starting', async () => {
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 3, training: 0, generation: 0 });
    const { router } = await openReady();
    fireEvent.click(screen.getByTestId('gen-template-professional'));
    vi.useFakeTimers();
    await start();
    expect(notice()).toContain('생성 크레딧이 부족합니다. 크레딧을 구매해주세요.');
    // Where it goes is Add-on 10's order, and the message says so (not 'the pricing page').
    expect(notice()).toContain('잠시 후 추가 10장 주문 페이지로 이동해요.');
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/payment?package=studio_addon_10',
    );
    expect(startGeneration).not.toHaveBeenCalled();
  });

  it("Add-on 10's success page leads back to this model, whether the message or the buy button sent there", async () => {
    const addOn = { orderId: 'studio_1700000000000_ab12cd', package: { id: 'studio_addon_10' } };
    // Without the generation page, an Add-on order goes where every studio order goes.
    expect(nextPathAfter(addOn)).toBe('/upload');
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 3, training: 0, generation: 0 });
    await openReady();
    fireEvent.click(screen.getByTestId('gen-template-professional'));
    await start();
    expect(nextPathAfter(addOn)).toBe('/generate?training_id=t1');
    // Another package's success page is not sent to the model.
    expect(nextPathAfter({ ...addOn, package: { id: 'studio_starter_10' } })).toBe('/upload');

    localStorage.clear();
    fireEvent.click(screen.getByTestId('gen-buy'));
    expect(nextPathAfter(addOn)).toBe('/generate?training_id=t1');
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
});
