import type { AnalysisResult, BatchAnalysisResult } from '@contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';
import { ApiError } from '../../../shared/lib/apiClient';
import { formatDateTime } from '../../../shared/lib/format';
import { analyzeImage, batchAnalyze } from '../api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../api', () => ({ analyzeImage: vi.fn(), batchAnalyze: vi.fn() }));

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const photos = (n: number) => Array.from({ length: n }, (_, i) => photo(`p${i + 1}.jpg`));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

async function open() {
  await renderRoute('/gemini-analysis');
  await act(async () => emitUser(testUser));
  await screen.findByTestId('analysis-run');
}
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('analysis-file'), { target: { files } });
const type = (text: string) =>
  fireEvent.change(screen.getByTestId('analysis-prompt'), { target: { value: text } });
const run = () => fireEvent.click(screen.getByTestId('analysis-run'));

const single: AnalysisResult = {
  prompt: '설명',
  result: '[로컬 엔진 분석] 얼굴 1개를 찾았습니다.',
  model: 'local-engine',
  analysis_id: 'a1',
  timestamp: '2026-01-01T00:00:00Z',
};

describe('/gemini-analysis', () => {
  it('asks for both an image and a prompt before calling', async () => {
    await open();
    run();
    expect(screen.getByTestId('analysis-error').textContent).toBe('이미지와 프롬프트를 모두 입력해주세요.');
    pick([photo('me.jpg')]);
    run();
    expect(screen.getByTestId('analysis-error').textContent).toBe('이미지와 프롬프트를 모두 입력해주세요.');
    expect(analyzeImage).not.toHaveBeenCalled();
  });

  it('fills the prompt from the five templates and shows a local result labelled as local', async () => {
    vi.mocked(analyzeImage).mockResolvedValue(single);
    await open();
    for (const id of ['detailed', 'critique', 'emotion', 'creative'])
      expect(screen.getByTestId(`template-${id}`));
    fireEvent.click(screen.getByTestId('template-technical'));
    expect((screen.getByTestId('analysis-prompt') as HTMLTextAreaElement).value).toContain('기술적인 품질');
    pick([photo('me.jpg')]);
    run();
    expect((await screen.findByTestId('analysis-text')).textContent).toBe(single.result);
    expect(screen.getByTestId('analysis-model').textContent).toBe('로컬 엔진 (AI가 아닌 사진 측정)');
    expect(screen.getByTestId('analysis-id').textContent).toBe('a1');
    // The time reads like every other date in the app ('2026년 1월 1일 오전 09:00'), not '2026. 1. 1. 오전 9:00:00'.
    const time = screen.getByTestId('analysis-time').textContent!;
    expect(time).toBe(formatDateTime(new Date(single.timestamp), 'ko'));
    expect(vi.mocked(analyzeImage).mock.calls[0]![1]).toContain('기술적인 품질');
  });

  it('shows the server message, or the spec fallback', async () => {
    vi.mocked(analyzeImage).mockRejectedValueOnce(new ApiError('파일 크기는 20MB 이하여야 합니다.', 413));
    await open();
    pick([photo('me.jpg')]);
    type('설명');
    run();
    expect((await screen.findByTestId('analysis-error')).textContent).toBe(
      '파일 크기는 20MB 이하여야 합니다.',
    );
    vi.mocked(analyzeImage).mockRejectedValueOnce('odd');
    run();
    await waitFor(() =>
      expect(screen.getByTestId('analysis-error').textContent).toBe('분석 중 오류가 발생했습니다.'),
    );
  });

  it('previews 8 thumbnails then +N, refuses 11 images, and shows a batch result', async () => {
    const batch: BatchAnalysisResult = {
      batch_id: 'b1',
      prompt: '조명',
      model: 'gemini-2.5-flash',
      total_images: 10,
      successful_analyses: 9,
      errors: ['p10.jpg: 이미지를 읽을 수 없습니다.'],
      results: photos(9).map((f, i) => ({ filename: f.name, image_index: i, result: `결과 ${i + 1}` })),
      timestamp: '2026-01-01T00:00:00Z',
    };
    vi.mocked(batchAnalyze).mockResolvedValue(batch);
    await open();
    fireEvent.click(screen.getByTestId('tab-batch'));
    pick(photos(11));
    expect(
      screen.getAllByRole('img', { hidden: true }).filter((i) => i.closest('[data-testid="thumb-grid"]')),
    ).toHaveLength(8);
    expect(screen.getByTestId('thumb-more').textContent).toBe('+3');
    type('조명');
    run();
    expect(screen.getByTestId('analysis-error').textContent).toBe(
      '한 번에 최대 10개의 이미지만 분석할 수 있습니다.',
    );
    expect(batchAnalyze).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('선택 지우기'));
    pick(photos(10));
    run();
    expect((await screen.findByTestId('batch-count')).textContent).toBe('성공: 9/10');
    expect(screen.getByTestId('batch-id').textContent).toBe('b1');
    expect(screen.getByTestId('batch-errors').textContent).toContain('p10.jpg');
    expect(screen.getByText('9. p9.jpg')).toBeTruthy();
    expect(screen.getByTestId('analysis-model').textContent).toBe('gemini-2.5-flash');
  });

  it('refuses, before uploading, a batch too large for one request (Cloud Run stops bodies over 32 MiB)', async () => {
    await open();
    fireEvent.click(screen.getByTestId('tab-batch'));
    const big = photos(2).map((file) => Object.defineProperty(file, 'size', { value: 16 * 1024 * 1024 }));
    pick(big);
    type('조명');
    run();
    expect(screen.getByTestId('analysis-error').textContent).toBe(
      '한 번에 보낼 수 있는 이미지는 모두 합쳐 30MB까지예요. 이미지를 줄이거나 나누어 분석해주세요.',
    );
    expect(batchAnalyze).not.toHaveBeenCalled();
  });

  it('falls back to the batch message', async () => {
    vi.mocked(batchAnalyze).mockRejectedValue({});
    await open();
    fireEvent.click(screen.getByTestId('tab-batch'));
    pick(photos(2));
    type('조명');
    run();
    expect((await screen.findByTestId('analysis-error')).textContent).toBe(
      '배치 분석 중 오류가 발생했습니다.',
    );
  });
});
