import type { ImageGenerationResult } from '@contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';
import { ApiError, apiBlob } from '../../../shared/lib/apiClient';
import { generateImage } from '../api';
import { useImageGenerationAvailable } from '../../../shared/hooks/useImageGenerationAvailable';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../api', () => ({ generateImage: vi.fn() }));
// GET /gemini/capabilities itself is covered by the dashboard's test; here the page is told the answer.
vi.mock('../../../shared/hooks/useImageGenerationAvailable', () => ({
  useImageGenerationAvailable: vi.fn(() => true),
}));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

async function open() {
  await renderRoute('/gemini-image-generation');
  await act(async () => emitUser(testUser));
  await screen.findByTestId('generation-run');
}
const type = (text: string) =>
  fireEvent.change(screen.getByTestId('generation-prompt'), { target: { value: text } });
const run = () => fireEvent.click(screen.getByTestId('generation-run'));
const error = async () => (await screen.findByTestId('generation-error')).textContent;

const result: ImageGenerationResult = {
  prompt: '호수',
  text_response: 'Here it is.',
  generated_images: [{ generation_id: 'g1', url: '/gemini-image/g1/image', width: 1024, height: 768 }],
  model: 'gemini-2.5-flash-image',
  timestamp: 1_767_225_600,
};

describe('/gemini-image-generation', () => {
  it('says image generation is unavailable before anything is typed, and offers the lines that work', async () => {
    vi.mocked(useImageGenerationAvailable).mockReturnValue(false);
    await open();
    const notice = await screen.findByTestId('generation-unavailable');
    expect(notice.textContent).toContain('이미지 생성은 아직 준비 중이에요');
    expect(within(notice).getByRole('link', { name: '인스턴트 편집으로 가기' }).getAttribute('href')).toBe(
      '/instant-new',
    );
    expect((screen.getByTestId('generation-run') as HTMLButtonElement).disabled).toBe(true);
    vi.mocked(useImageGenerationAvailable).mockReturnValue(true);
  });

  it('asks for a prompt, and for a reference image in reference mode', async () => {
    await open();
    run();
    expect(await error()).toBe('프롬프트를 입력해주세요.');
    fireEvent.click(screen.getByTestId('tab-reference'));
    type('스튜디오');
    run();
    expect(await error()).toBe('참조 이미지를 업로드해주세요.');
    expect(generateImage).not.toHaveBeenCalled();
  });

  it('has six templates and shows the result with its size and a download', async () => {
    vi.mocked(generateImage).mockResolvedValue(result);
    vi.mocked(apiBlob).mockResolvedValue(new Blob(['png']));
    await open();
    for (const id of ['portrait', 'landscape', 'product', 'artistic', 'architecture'])
      screen.getByTestId(`template-${id}`);
    fireEvent.click(screen.getByTestId('template-food'));
    run();
    expect((await screen.findByTestId('generated-size')).textContent).toBe('1024×768');
    expect(vi.mocked(generateImage).mock.calls[0]).toEqual([expect.stringContaining('한식'), undefined]);
    expect(screen.getByText('Here it is.')).toBeTruthy();
    vi.mocked(apiBlob).mockRejectedValueOnce(new Error('gone'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByTestId('generated-download')));
    expect(alert).toHaveBeenCalledWith('다운로드에 실패했습니다. 다시 시도해주세요.');
  });

  it.each([
    [
      new ApiError('이미지 생성 불가', 503, 'tools.generation_needs_provider'),
      '이미지 생성에는 AI 이미지 모델(Gemini)이 필요하지만 아직 설정되어 있지 않아요. 관리자에게 문의하세요.',
    ],
    [
      new ApiError('할당', 429, 'provider.quota'),
      'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
    ],
    [new Error('rate limit reached'), 'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.'],
    [new ApiError('인증', 502, 'provider.unauthorized'), 'API 인증에 실패했습니다. 관리자에게 문의하세요.'],
    [new Error('authentication failed'), 'API 인증에 실패했습니다. 관리자에게 문의하세요.'],
    [new Error('안전 기준에 맞지 않습니다.'), '안전 기준에 맞지 않습니다.'],
    ['odd', '이미지 생성 중 오류가 발생했습니다.'],
  ])('maps %s to the spec message', async (failure, message) => {
    vi.mocked(generateImage).mockRejectedValue(failure);
    await open();
    type('호수');
    run();
    expect(await error()).toBe(message);
  });
});
