import type { InstantEditStatus, InstantStatus } from '@contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { startWithCredits, stubObjectUrls } from '../../../test/pageSetup';
import { renderRoute } from '../../../test/renderApp';
import { ApiError, apiBlob } from '../../../shared/lib/apiClient';
import { fetchCredits } from '../../credits/api';
import { BALANCE_REFETCH_MS } from '../../credits/components/CreditsBalance';
import { fetchEditStatus, startEdit, uploadOriginal, watchEditStatus } from '../api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));
vi.mock('../api', () => ({
  uploadOriginal: vi.fn(),
  startEdit: vi.fn(),
  fetchEditStatus: vi.fn(),
  watchEditStatus: vi.fn(),
}));

// The first bytes of a JPEG and a PNG: the page reads them before it takes a photo.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const photo = (
  name = 'me.jpg',
  type = 'image/jpeg',
  size: number | null = 1000,
  bytes: BlobPart[] = [type === 'image/png' ? PNG : JPEG],
) => {
  const file = new File(bytes, name, { type });
  if (size !== null) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const completed: InstantEditStatus = {
  edit_id: 'e1',
  status: 'completed',
  preset_id: 'linkedin',
  provider: 'local',
  original_url: '/instant/e1/original',
  outputs: ['/instant/e1/images/0'],
  print_sheet_url: null,
  id_photo: null,
  model: 'local-engine',
  local_look: 'studio',
  error: null,
  created_at: '2026-01-01T00:00:00Z',
  completed_at: '2026-01-01T00:00:02Z',
  processing_time: 1.8,
  likeness: [],
  likeness_refund: null,
  frame: { x: 0.2, y: 0.1, width: 0.6, height: 0.5 },
};

/** The listener the page opened, to push document changes as Firestore would. */
let emit: (status: InstantStatus) => void;
let listenerFails: (error: unknown) => void;

stubObjectUrls();
startWithCredits({ instant: 5, training: 0, generation: 0 });

beforeEach(() => {
  vi.mocked(uploadOriginal).mockResolvedValue({ upload_id: 'u1', expires_at: '2999-01-01T00:00:00Z' });
  vi.mocked(startEdit).mockResolvedValue({ edit_id: 'e1', status: 'pending' });
  vi.mocked(fetchEditStatus).mockResolvedValue(completed);
  vi.mocked(apiBlob).mockResolvedValue(new Blob(['jpg']));
  vi.mocked(watchEditStatus).mockImplementation((_id, onStatus, onError) => {
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

async function open() {
  const result = await renderRoute('/instant-new');
  await act(async () => emitUser(testUser));
  await screen.findByTestId('instant-generate');
  // The first balance load has settled (tests count the fetches that follow it).
  await waitFor(() => expect(screen.getByTestId('instant-balance').textContent).toMatch(/\d|크레딧 없음/));
  // And the balance box's own refetch 100 ms after it mounts (a real timer: left pending, it would land inside a
  // test's fake-timer window and count as the fetch that test waits for). Two calls can come before it (the
  // first load, asked by two parts of the page), so counting calls is not enough on a busy machine (CI saw 3
  // where 2 were expected); a real timer set now fires after it.
  await waitFor(() => expect(vi.mocked(fetchCredits).mock.calls.length).toBeGreaterThanOrEqual(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, BALANCE_REFETCH_MS + 20)));
  return result;
}

/** Picks a file and lets the page read its first bytes (the check is asynchronous, a few ms). */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const pickState = () =>
  `${screen.getByTestId('instant-drop').getAttribute('aria-label')}|${screen.queryByTestId('instant-notice')?.textContent}`;
/** Picks a file and waits for the page's verdict: it reads the file's first bytes (and may resize it) first. */
const choose = async (file: File) => {
  const before = pickState();
  fireEvent.change(screen.getByTestId('instant-file'), { target: { files: [file] } });
  for (let i = 0; i < 100 && pickState() === before; i++) await tick();
  await tick();
};
const notice = () => screen.getByTestId('instant-notice').textContent;

describe('InstantNewPage', () => {
  it('opens on the trend category with the figure preset chosen', async () => {
    await open();
    expect(screen.getByTestId('instant-category-trend').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('instant-preset-figure').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('instant-preset-figure').textContent).toContain('인기');
  });

  it('clears the style when the category changes, so a figure is never made from the business chips', async () => {
    await open();
    await choose(photo());
    fireEvent.click(screen.getByTestId('instant-category-business'));
    expect(screen.getByTestId('instant-category-business').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('instant-preset-figure')).toBeNull();
    fireEvent.click(screen.getByTestId('instant-generate'));
    expect(notice()).toBe('스타일을 선택해주세요.');
    fireEvent.click(screen.getByTestId('instant-category-trend'));
    expect(screen.getByTestId('instant-preset-figure').getAttribute('aria-pressed')).toBe('false');
    expect(uploadOriginal).not.toHaveBeenCalled();
  });

  it('asks for an image, then for a style, with the spec messages and no call', async () => {
    await open();
    fireEvent.click(screen.getByTestId('instant-generate'));
    expect(notice()).toBe('이미지를 업로드해주세요.');
    await choose(photo());
    fireEvent.click(screen.getByTestId('instant-preset-figure'));
    fireEvent.click(screen.getByTestId('instant-generate'));
    expect(notice()).toBe('스타일을 선택해주세요.');
    expect(uploadOriginal).not.toHaveBeenCalled();
  });

  it('refuses a non-image and a file over 20 MB before sending anything', async () => {
    await open();
    await choose(photo('notes.txt', 'text/plain'));
    expect(notice()).toBe('이미지 파일만 업로드할 수 있어요. (JPG, PNG, WebP, GIF)');
    await choose(photo('big.jpg', 'image/jpeg', 20 * 1024 * 1024 + 1));
    expect(notice()).toBe('파일 크기는 20MB 이하여야 해요.');
    expect(screen.queryByAltText('올린 원본 사진')).toBeNull();
  });

  it('brings a 64-megapixel photo under the server limit on the device, then uploads it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 8000, height: 8000, close: vi.fn() })),
    );
    const sizes: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      sizes.push([this.width, this.height]);
      return { drawImage: vi.fn() } as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['resized'], { type: 'image/jpeg' })),
    );
    await open();
    await choose(photo('huge.png', 'image/png', 4_000_000));
    expect(sizes).toEqual([[6000, 6000]]);
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    const sent = vi.mocked(uploadOriginal).mock.calls[0]![0] as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['huge.jpg', 'image/jpeg', 7]);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses an empty file and a text file named .jpg when picked, with the right message', async () => {
    await open();
    await choose(photo('empty.jpg', 'image/jpeg', null, []));
    expect(notice()).toBe('빈 파일이에요. 사진이 담긴 파일을 골라 주세요.');
    await choose(photo('notes.jpg', 'image/jpeg', null, ['just some text, not a photo']));
    expect(notice()).toBe('이미지 파일만 업로드할 수 있어요. (JPG, PNG, WebP, GIF)');
    expect(screen.queryByAltText('올린 원본 사진')).toBeNull();
    fireEvent.click(screen.getByTestId('instant-generate'));
    expect(notice()).toBe('이미지를 업로드해주세요.');
    expect(uploadOriginal).not.toHaveBeenCalled();
  });

  it('on a 402 shows the no-credits message and goes to /pricing 2 s later', async () => {
    vi.mocked(startEdit).mockRejectedValueOnce(new ApiError('생성 크레딧이 부족합니다.', 402));
    const { router } = await open();
    await choose(photo());
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    expect(notice()).toContain('생성 크레딧이 부족합니다. 크레딧을 구매해주세요.');
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/instant-new');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('with a balance of zero says so and redirects without uploading', async () => {
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 0, training: 0, generation: 0 });
    const { router } = await open();
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('크레딧 없음'));
    await choose(photo());
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('instant-generate'));
    expect(notice()).toContain('생성 크레딧이 부족합니다. 크레딧을 구매해주세요.');
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(uploadOriginal).not.toHaveBeenCalled();
  });

  it('follows the job through the listener: pending, processing, then the result; the balance drops by one', async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('5회 남음'));
    // From here the server never answers a balance call, so whatever the box shows is the page's own count.
    vi.mocked(fetchCredits).mockReturnValue(new Promise(() => {}));
    await choose(photo());
    fireEvent.click(screen.getByTestId('instant-preset-figure'));
    fireEvent.click(screen.getByTestId('instant-category-business'));
    fireEvent.click(screen.getByTestId('instant-preset-linkedin'));
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    expect(startEdit).toHaveBeenCalledWith({ upload_id: 'u1', preset_id: 'linkedin' });
    expect(screen.getByTestId('credits-balance').textContent).toBe('4회 남음');
    expect(screen.getByTestId('instant-progress').dataset.stage).toBe('pending');
    expect((screen.getByTestId('instant-generate') as HTMLButtonElement).disabled).toBe(true);
    act(() => emit('processing'));
    expect(screen.getByTestId('instant-progress').dataset.stage).toBe('processing');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).not.toBe('20');
    await act(async () => emit('completed'));
    expect(fetchEditStatus).toHaveBeenCalledWith('e1');
    expect(await screen.findByTestId('instant-result-image')).toBeTruthy();
    // The original is cropped to the rectangle the engine says the result shows (item 5, tour finding 7).
    expect(screen.getByTestId('instant-compare-before').style.width).toBe('166.67%');
    expect(screen.getByTestId('instant-engine').textContent).toContain('로컬 엔진');
    // Tour finding 27: the downloads come right under the picture, before the engine's and likeness's notes.
    const order = [...screen.getByTestId('instant-result').querySelectorAll('[data-testid]')].map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(order.indexOf('instant-download-hd')).toBeGreaterThan(order.indexOf('instant-result-image'));
    expect(order.indexOf('instant-download-hd')).toBeLessThan(order.indexOf('instant-engine'));
    expect(screen.getByTestId('instant-generate').textContent).toBe('다시 생성하기');
    fireEvent.click(screen.getByTestId('instant-enlarge'));
    expect(screen.getByRole('dialog').textContent).toContain('링크드인 프로필');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fetches the balance again 10 s after a success, and at once after a failed job', async () => {
    await open();
    await choose(photo());
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    vi.useFakeTimers();
    await act(async () => emit('completed'));
    expect(screen.getByTestId('instant-result')).toBeTruthy();
    const before = vi.mocked(fetchCredits).mock.calls.length;
    await act(async () => vi.advanceTimersByTime(9999));
    expect(fetchCredits).toHaveBeenCalledTimes(before);
    await act(async () => vi.advanceTimersByTime(1));
    // At 10 s the balance is asked again (the page's box and the shared balance may each ask once).
    expect(vi.mocked(fetchCredits).mock.calls.length).toBeGreaterThan(before);

    vi.mocked(fetchEditStatus).mockResolvedValue({ ...completed, status: 'failed', outputs: [] });
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    const beforeFailure = vi.mocked(fetchCredits).mock.calls.length;
    await act(async () => emit('failed'));
    expect(screen.getByTestId('instant-failed')).toBeTruthy();
    // At once, without waiting for any timer.
    expect(vi.mocked(fetchCredits).mock.calls.length).toBeGreaterThan(beforeFailure);
  });

  it('polls the status call when the listener fails', async () => {
    vi.mocked(fetchEditStatus).mockResolvedValueOnce({ ...completed, status: 'processing' });
    await open();
    await choose(photo());
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    vi.useFakeTimers();
    await act(async () => listenerFails(new Error('permission-denied')));
    expect(fetchEditStatus).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('instant-progress').dataset.stage).toBe('processing');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(fetchEditStatus).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    expect(await screen.findByTestId('instant-result')).toBeTruthy();
  });

  it('shows a failed job with its translated error and the refund note', async () => {
    vi.mocked(fetchEditStatus).mockResolvedValue({
      ...completed,
      status: 'failed',
      outputs: [],
      error: { code: 'provider.safety', detail: '안전 기준에 맞지 않아 이미지를 만들 수 없습니다.' },
    });
    await open();
    await choose(photo());
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    await act(async () => emit('failed'));
    const failed = await screen.findByTestId('instant-failed');
    expect(failed.textContent).toContain('안전 기준에 맞지 않아 이미지를 만들 수 없습니다.');
    expect(failed.textContent).toContain('사용한 크레딧 1회는 돌려드렸어요.');
  });

  it('drops the result and the message when another photo is chosen, and uploads the new one', async () => {
    await open();
    await choose(photo());
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    await act(async () => emit('completed'));
    await screen.findByTestId('instant-result');
    await choose(photo('other.png', 'image/png'));
    expect(screen.queryByTestId('instant-result')).toBeNull();
    expect(screen.queryByTestId('instant-notice')).toBeNull();
    expect(screen.getByTestId('instant-generate').textContent).toBe('생성하기');
    await act(async () => fireEvent.click(screen.getByTestId('instant-generate')));
    expect(uploadOriginal).toHaveBeenCalledTimes(2);
  });
});
