import type { EditResponse, IdPhotoResponse } from '@contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { startWithCredits, stubObjectUrls } from '../../../test/pageSetup';
import { renderRoute } from '../../../test/renderApp';
import { ApiError } from '../../../shared/lib/apiClient';
import type { Language } from '../../../shared/lib/language';
import { fetchCredits } from '../../credits/api';
import { createMaskBlob, ideogramEdit, makeIdPhoto } from '../api';
import ko from '../../../../../locales/ko/idphoto.json';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../api', () => ({ createMaskBlob: vi.fn(), makeIdPhoto: vi.fn(), ideogramEdit: vi.fn() }));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const photo = (name = 'me.jpg', bytes: BlobPart[] = [JPEG], type = 'image/jpeg') =>
  new File(bytes, name, { type });

const idPhoto: IdPhotoResponse = {
  success: true,
  standard: 'kr_id_card',
  background: 'white',
  image: 'data:image/jpeg;base64,AA==',
  print_sheet: 'data:image/jpeg;base64,AA==',
  measurements: {
    headHeightMm: 34.2,
    topGapMm: 5,
    eyeFromBottomMm: 27,
    centreOffsetMm: 0.1,
    backgroundWhiteness: 0.95,
    fileKb: 40,
    widthPx: 413,
    heightPx: 531,
    widthMm: 35,
    heightMm: 45,
    headWithoutHairMm: 30,
    sideMarginMm: 4,
    mouthOpen: 0,
    teeth: 0.2,
    lipStrip: 0,
    headTopMm: 5,
    outlineBump: 0,
    faceGaps: 0,
    sourceScale: 2,
    yaw: 2,
    pitch: 1,
  },
  rules: [
    { rule: 'head_height', pass: true, value: 34.2, min: 32, max: 36 },
    { rule: 'facing', pass: true, value: 6, max: 12 },
    { rule: 'teeth_hidden', pass: false, value: 0.2, max: 0.05 },
  ],
  advisories: ['no_hair_accessories'],
  quality: {
    sharpness: 1,
    blockiness: 0,
    meanLuminance: 0.5,
    clippedDark: 0,
    clippedBright: 0,
    facePixels: 200,
    reasons: [],
  },
  exposure_gain: 1,
  identity: null,
  processing_time: 0.8,
};

stubObjectUrls();
startWithCredits({ instant: 5, training: 0, generation: 0 });

beforeEach(() => {
  vi.mocked(createMaskBlob).mockResolvedValue(new Blob(['png']));
  vi.mocked(makeIdPhoto).mockResolvedValue(idPhoto);
});

afterEach(() => {
  vi.useRealTimers();
  resetAuth();
  vi.clearAllMocks();
});

async function open(language: Language = 'ko') {
  const result = await renderRoute('/instant-edit', { language });
  await act(async () => emitUser(testUser));
  await screen.findByTestId('idphoto-quick-make');
  await waitFor(() => expect(screen.getAllByTestId('credits-balance')[0]!.dataset.count).toBe('5'));
  return result;
}

/** Picks the original and waits for the page's verdict: it reads the file's first bytes first (asynchronous). */
async function pick(file: File) {
  fireEvent.change(screen.getByTestId('idphoto-original'), { target: { files: [file] } });
  await waitFor(() =>
    expect(quick().queryByText(file.name) ?? screen.queryByTestId('idphoto-error')).toBeTruthy(),
  );
}

const quick = () => within(screen.getByTestId('idphoto-quick'));
const balance = () => within(screen.getByTestId('idphoto-quick')).getByTestId('credits-balance');

describe('IdPhotoPage, one step', () => {
  it('makes the photo from a photo, a document and one button, with each rule in plain Korean', async () => {
    await open();
    await pick(photo());
    fireEvent.click(quick().getByLabelText('주민등록증 (35×45mm)'));
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 4, training: 0, generation: 0 });
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));

    // The page made the mask itself, then the photo for the chosen document.
    const original = vi.mocked(createMaskBlob).mock.calls[0]![0];
    expect((original as File).name).toBe('me.jpg');
    expect(vi.mocked(createMaskBlob).mock.calls[0]![1]).toBe('file');
    const [, params, reference] = vi.mocked(makeIdPhoto).mock.calls[0]!;
    expect([params.standard, params.type, reference]).toEqual(['kr_id_card', 'id_card', null]);

    const plain = await screen.findByTestId('idphoto-plain');
    const head = plain.querySelector('[data-rule="head_height"]')!;
    expect(head.getAttribute('data-verdict')).toBe('pass');
    expect(head.textContent).toContain('통과');
    expect(head.textContent).toContain('머리 크기(정수리부터 턱까지)가 규격에 맞아요.');
    expect(head.textContent).toContain('측정 34.2mm · 기준 32–36mm');
    // A limit on one side reads as one.
    expect(plain.querySelector('[data-rule="facing"]')!.textContent).toContain('측정 6° · 12° 이하');
    const teeth = plain.querySelector('[data-rule="teeth_hidden"]')!;
    expect(teeth.getAttribute('data-verdict')).toBe('fail');
    expect(teeth.textContent).toContain('고쳐야 해요');
    expect(teeth.textContent).toContain('치아가 보여요. 입술을 다물고');
    // A ratio is no figure for a person: no "0.2" beside the teeth sentence.
    expect(teeth.textContent).not.toContain('0.2');
    const advisory = plain.querySelector('[data-advisory="no_hair_accessories"]')!;
    expect(advisory.textContent).toContain('직접 확인');
    expect(screen.getByTestId('idphoto-result').textContent).toContain('1개 항목 미통과');
    expect(screen.getByTestId('idphoto-download-sheet').textContent).toBe('인화용 4×6 시트 다운로드');
    // One credit used: the balance is read again from the server once the photo is made.
    await waitFor(() => expect(balance().dataset.count).toBe('4'));

    // The spec's steps under 'advanced' show what the one step did: the mask and the parameter JSON.
    expect(screen.getByTestId('idphoto-advanced').hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('idphoto-mask-preview')).toBeTruthy();
    expect((screen.getByTestId('idphoto-json') as HTMLTextAreaElement).value).toContain('"kr_id_card"');
  });

  it('shows where it is while it works, and takes no second press', async () => {
    await open();
    await pick(photo());
    let finish!: (r: IdPhotoResponse) => void;
    vi.mocked(makeIdPhoto).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));
    const progress = screen.getByTestId('idphoto-quick-progress');
    expect(progress.dataset.stage).toBe('making');
    expect(progress.textContent).toContain('규격에 맞추는 중');
    expect((screen.getByTestId('idphoto-quick-make') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(idPhoto));
    expect(screen.queryByTestId('idphoto-quick-progress')).toBeNull();
    expect(vi.mocked(makeIdPhoto)).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty file and a non-image at once, in the reader’s language, and sends nothing', async () => {
    await open('en');
    await pick(photo('empty.jpg', []));
    expect(screen.getByTestId('idphoto-error').textContent).toBe(
      'This file is empty. Please choose a file that holds a photo.',
    );
    await pick(photo('notes.jpg', ['just some text, not a photo']));
    expect(screen.getByTestId('idphoto-error').textContent).toBe('Only image files can be uploaded.');
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));
    expect(screen.getByTestId('idphoto-error').textContent).toBe('Please choose a photo first.');
    expect(createMaskBlob).not.toHaveBeenCalled();
    expect(makeIdPhoto).not.toHaveBeenCalled();
  });

  it('says when the server refuses the photo, and reads the refunded balance again', async () => {
    await open();
    await pick(photo());
    vi.mocked(makeIdPhoto).mockRejectedValue(new ApiError('사진에 얼굴이 두 개 이상 있습니다.', 422));
    const reads = vi.mocked(fetchCredits).mock.calls.length;
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));
    expect(quick().getByTestId('idphoto-error').textContent).toBe('사진에 얼굴이 두 개 이상 있습니다.');
    expect(screen.queryByTestId('idphoto-result')).toBeNull();
    await waitFor(() => expect(vi.mocked(fetchCredits).mock.calls.length).toBeGreaterThan(reads));
  });

  it('with no credits left says so and goes to the pricing page, without making anything', async () => {
    const { router } = await open();
    await pick(photo());
    vi.mocked(makeIdPhoto).mockRejectedValue(new ApiError('no credits', 402, 'instant.insufficient_credits'));
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));
    expect(quick().getByTestId('idphoto-error').textContent).toBe(ko.quick.noCredits);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('keeps the spec steps under advanced, sharing the photo and settings with the one step', async () => {
    await open();
    await pick(photo());
    fireEvent.click(screen.getByTestId('idphoto-advanced-toggle'));
    const advanced = within(screen.getByTestId('idphoto-advanced'));
    expect(advanced.getByTestId('idphoto-reference')).toBeTruthy();
    expect(advanced.getByText('고급 설정')).toBeTruthy();
    // The professional type is an edit: the one step then makes the mask and calls the edit with it.
    fireEvent.click(advanced.getByLabelText('프로필'));
    expect(quick().getByTestId('idphoto-quick-other').textContent).toContain("'프로필'");
    const edit: EditResponse = {
      success: true,
      provider: 'local',
      image_url: 'data:image/jpeg;base64,AA==',
      mask_url: 'data:image/png;base64,AA==',
      backup_url: null,
      processing_time: 1,
      error: null,
    };
    vi.mocked(ideogramEdit).mockResolvedValue(edit);
    await act(async () => fireEvent.click(screen.getByTestId('idphoto-quick-make')));
    expect(vi.mocked(ideogramEdit).mock.calls[0]![1]).toBeInstanceOf(Blob);
    expect(makeIdPhoto).not.toHaveBeenCalled();
    expect(screen.getByTestId('idphoto-edit-result')).toBeTruthy();
    // Choosing a document goes back to an ID photo.
    fireEvent.click(quick().getByLabelText('한국 여권 (35×45mm)'));
    expect(quick().queryByTestId('idphoto-quick-other')).toBeNull();
    expect((advanced.getByLabelText('여권') as HTMLInputElement).checked).toBe(true);
  });
});

describe('the plain rule sentences', () => {
  it('are written in 해요체 in Korean', () => {
    const sentences = [
      ...Object.values(ko.plain.rules).flatMap((r) => [r.pass, r.fail]),
      ...Object.values(ko.plain.advisories),
      ko.quick.lead,
      ko.quick.cost,
      ko.quick.noCredits,
      ko.validation.empty,
    ];
    for (const sentence of sentences) expect(sentence).toMatch(/요\.$/);
  });
});
