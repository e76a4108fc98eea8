import type { TrainingPhotoVerdict, TrainingUploadResponse } from '@contracts';
import { STUDIO_STORAGE_KEYS } from '../wizardStorage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { startWithCredits, stubObjectUrls } from '../../../test/pageSetup';
import { renderRoute } from '../../../test/renderApp';
import { ApiError } from '../../../shared/lib/apiClient';
import { fetchEngines } from '../../../shared/lib/engines';
import { fetchBiometricConsent, giveBiometricConsent } from '../consent-api';
import { fetchCredits } from '../../credits/api';
import { deleteUploadPhoto, fetchUploadSession, startTraining, uploadTrainingPhoto } from '../training-api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));
vi.mock('../photo', () => ({ downscalePhoto: vi.fn(async (file: File) => file) }));
vi.mock('../consent-api', () => ({
  fetchBiometricConsent: vi.fn(async () => true),
  giveBiometricConsent: vi.fn(async () => undefined),
}));
vi.mock('../../../shared/lib/engines', () => ({
  fetchEngines: vi.fn(async () => ({ instant: 'ai', studio: 'ai' })),
}));
vi.mock('../training-api', () => ({
  uploadTrainingPhoto: vi.fn(),
  fetchUploadSession: vi.fn(),
  deleteUploadPhoto: vi.fn(),
  startTraining: vi.fn(),
}));

const verdict = (n: number, reason: TrainingPhotoVerdict['reason'] = null): TrainingPhotoVerdict => ({
  photo_id: `ph${n}`,
  file_name: `me${n}.jpg`,
  verdict: reason ? 'rejected' : 'accepted',
  reason,
  identity: 0.9,
  preview_url: `/api/v1/training/upload-sessions/s1/photos/ph${n}`,
});

/** A session with `accepted` good photos plus the given rejected ones; ready from 10 accepted. */
function sessionWith(accepted: number, rejected: TrainingPhotoVerdict[] = []): TrainingUploadResponse {
  const photos = [...Array.from({ length: accepted }, (_, i) => verdict(i + 1)), ...rejected];
  return {
    session_id: 's1',
    photos,
    accepted_count: accepted,
    ready: accepted >= 10,
    expires_at: '2999-01-01T00:00:00Z',
  };
}

/** The stepper's step names, in order (without the hidden "done" marks). */
const stepLabels = () =>
  [1, 2, 3].map(
    (n) => screen.getByTestId(`wizard-step-${n}`).querySelector('span:nth-child(2)')!.textContent,
  );

const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

stubObjectUrls();
startWithCredits({ instant: 5, training: 0, generation: 0 });

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

async function open(session: TrainingUploadResponse | null) {
  if (session) {
    localStorage.setItem(STUDIO_STORAGE_KEYS.uploadSession, session.session_id);
    vi.mocked(fetchUploadSession).mockResolvedValue(session);
  }
  const result = await renderRoute('/upload');
  await act(async () => emitUser(testUser));
  await screen.findByTestId('upload-drop');
  return result;
}

describe('UploadPage', () => {
  it('item 4: asks the separate face-data consent before any photo can be chosen, and records it', async () => {
    vi.mocked(fetchBiometricConsent).mockResolvedValueOnce(false);
    await renderRoute('/upload');
    await act(async () => emitUser(testUser));
    const card = await screen.findByTestId('biometric-consent');
    expect(card.textContent).toContain('처리 목적');
    expect(card.textContent).toContain('보관 기간');
    expect(card.textContent).toContain('24시간');
    expect(screen.queryByTestId('upload-drop')).toBeNull();
    const accept = screen.getByTestId('biometric-consent-accept') as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('biometric-consent-check'));
    fireEvent.click(accept);
    await screen.findByTestId('upload-drop');
    expect(giveBiometricConsent).toHaveBeenCalledTimes(1);
  });

  it('item 7: says before any photo is sent that the local engine, not AI, makes the headshots', async () => {
    vi.mocked(fetchEngines).mockResolvedValue({ instant: 'local', studio: 'local' });
    try {
      await open(null);
      const notice = await screen.findByTestId('engine-notice');
      expect(notice.textContent).toContain('AI 아님');
    } finally {
      vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'ai' });
    }
  });

  it('item 7: is not offered where the studio has no engine', async () => {
    vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'unavailable' });
    try {
      await renderRoute('/upload');
      await act(async () => emitUser(testUser));
      await screen.findByTestId('service-unavailable');
      expect(screen.queryByTestId('upload-drop')).toBeNull();
    } finally {
      vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'ai' });
    }
  });

  it('resumes the stored session and shows each verdict, a rejection with its reason in words', async () => {
    await open(sessionWith(3, [verdict(9, 'multiple_faces')]));
    expect(fetchUploadSession).toHaveBeenCalledWith('s1');
    expect(screen.getByTestId('photo-ph1').dataset.verdict).toBe('accepted');
    expect(screen.getByTestId('photo-ph9-reason').textContent).toBe(
      '여러 사람이 나와요. 나만 나온 사진을 올려 주세요.',
    );
    expect(screen.getByTestId('upload-counter').textContent).toContain('3장 통과 (최소 10장)');
  });

  it('puts the photo picker before the advice, so a phone shows the main action first', async () => {
    await open(sessionWith(3, []));
    const drop = screen.getByTestId('upload-drop');
    const tips = screen.getByTestId('upload-tips');
    expect(drop.compareDocumentPosition(tips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('starts a new session when the stored one is gone', async () => {
    localStorage.setItem(STUDIO_STORAGE_KEYS.uploadSession, 'old');
    vi.mocked(fetchUploadSession).mockRejectedValue(new ApiError('gone', 404));
    await renderRoute('/upload');
    await act(async () => emitUser(testUser));
    await screen.findByTestId('upload-empty');
    expect(localStorage.getItem(STUDIO_STORAGE_KEYS.uploadSession)).toBeNull();
  });

  it('starts a new set, and says why, when the stored session was already trained on', async () => {
    localStorage.setItem(STUDIO_STORAGE_KEYS.uploadSession, 'used');
    vi.mocked(fetchUploadSession).mockRejectedValue(
      new ApiError('이 사진들로 이미 학습을 시작했습니다.', 409, 'studio.session_used'),
    );
    await renderRoute('/upload');
    await act(async () => emitUser(testUser));
    await screen.findByTestId('upload-empty');
    expect(localStorage.getItem(STUDIO_STORAGE_KEYS.uploadSession)).toBeNull();
    expect(screen.getByTestId('upload-session-used').textContent).toContain('이미 학습을 시작했어요');
  });

  it('sends photos one per request, the first naming the session the next ones join, and leaves out non-images', async () => {
    await open(null);
    vi.mocked(uploadTrainingPhoto)
      .mockResolvedValueOnce(sessionWith(1))
      .mockResolvedValueOnce(sessionWith(2));
    fireEvent.change(screen.getByTestId('upload-files'), {
      target: { files: [photo('a.jpg'), photo('notes.txt', 'text/plain'), photo('b.jpg')] },
    });
    await waitFor(() => expect(uploadTrainingPhoto).toHaveBeenCalledTimes(2));
    expect(vi.mocked(uploadTrainingPhoto).mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['a.jpg', null],
      ['b.jpg', 's1'],
    ]);
    expect(screen.getByTestId('upload-skipped').textContent).toContain('이미지가 아닌 파일 1개');
    await waitFor(() => expect(screen.getByTestId('upload-counter').textContent).toContain('2장 통과'));
    expect(localStorage.getItem(STUDIO_STORAGE_KEYS.uploadSession)).toBe('s1');
  });

  it('shows a progress bar while a photo uploads, and a retry when it fails', async () => {
    await open(null);
    let report: (fraction: number) => void = () => {};
    let fail: (error: Error) => void = () => {};
    vi.mocked(uploadTrainingPhoto).mockImplementationOnce((_p, _n, _s, onProgress) => {
      report = onProgress;
      return new Promise((_, reject) => (fail = reject));
    });
    fireEvent.change(screen.getByTestId('upload-files'), { target: { files: [photo('a.jpg')] } });
    await waitFor(() => expect(uploadTrainingPhoto).toHaveBeenCalled());
    act(() => report(0.4));
    expect(screen.getByTestId('pending-a.jpg').querySelector('progress')?.value).toBe(40);
    await act(async () => fail(new Error('너무 큼')));
    expect(screen.getByTestId('pending-a.jpg').textContent).toContain('올리지 못했어요: 너무 큼');
    vi.mocked(uploadTrainingPhoto).mockResolvedValueOnce(sessionWith(1));
    fireEvent.click(screen.getByText('다시 시도'));
    await waitFor(() => expect(screen.queryByTestId('pending-a.jpg')).toBeNull());
    expect(screen.getByTestId('photo-ph1')).toBeTruthy();
  });

  it('removes a photo through the server and shows the verdicts it answers', async () => {
    await open(sessionWith(10));
    vi.mocked(deleteUploadPhoto).mockResolvedValue(sessionWith(9));
    fireEvent.click(screen.getByTestId('photo-ph10-remove'));
    await waitFor(() => expect(screen.queryByTestId('photo-ph10')).toBeNull());
    expect(deleteUploadPhoto).toHaveBeenCalledWith('s1', 'ph10');
    expect(screen.getByTestId('upload-counter').textContent).toContain('9장 통과');
  });

  it('without a training credit offers styles, only once the set is ready', async () => {
    await open(sessionWith(9));
    const choose = await screen.findByTestId('upload-choose-styles');
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('upload-start')).toBeNull();
  });

  it('without a training credit and a ready set, leads to /style-selection', async () => {
    await open(sessionWith(10));
    const choose = await screen.findByTestId('upload-choose-styles');
    expect(choose.getAttribute('href')).toBe('/style-selection');
  });

  it('without a training credit the stepper shows the purchase path: upload, styles, payment', async () => {
    await open(sessionWith(3));
    await waitFor(() => expect(stepLabels()).toEqual(['사진 업로드', '스타일 선택', '결제']));
    expect(screen.getByTestId('wizard-step-1').dataset.state).toBe('current');
  });

  it('without a training credit also offers the starter package the services page quotes', async () => {
    await open(sessionWith(3));
    const buy = await screen.findByTestId('upload-buy-starter');
    expect(buy.getAttribute('href')).toBe('/payment?package=studio_starter_10');
    expect(buy.textContent).toBe('스타터 10 구매하기');
  });

  describe('with a training credit', () => {
    beforeEach(() => vi.mocked(fetchCredits).mockResolvedValue({ instant: 0, training: 1, generation: 10 }));

    it('the stepper shows only the steps ahead: upload, training, generate (no styles or payment)', async () => {
      await open(sessionWith(3));
      await waitFor(() => expect(stepLabels()).toEqual(['사진 업로드', '모델 학습', '사진 생성']));
      expect(screen.getByTestId('wizard-step-1').dataset.state).toBe('current');
    });

    it('keeps start disabled below 10 accepted photos even with a name', async () => {
      await open(sessionWith(9, [verdict(20, 'too_blurry')]));
      fireEvent.change(await screen.findByTestId('upload-lora-name'), { target: { value: '내 모델' } });
      expect((screen.getByTestId('upload-start') as HTMLButtonElement).disabled).toBe(true);
    });

    it('at 10 accepted starts training with the trimmed name, forgets the session and opens the status page', async () => {
      vi.mocked(startTraining).mockResolvedValue({
        training_id: 't1',
        status: 'pending',
        trigger_word: 'bitna',
      });
      const { router } = await open(sessionWith(10));
      const start = await screen.findByTestId('upload-start');
      expect((start as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(screen.getByTestId('upload-lora-name'), { target: { value: '  내 모델  ' } });
      expect((start as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(start);
      await waitFor(() => expect(router.state.location.pathname).toBe('/training-status'));
      expect(startTraining).toHaveBeenCalledWith({ session_id: 's1', lora_name: '내 모델' });
      expect(localStorage.getItem(STUDIO_STORAGE_KEYS.uploadSession)).toBeNull();
    });
  });

  it('gives the photo advice in English too', async () => {
    localStorage.setItem(STUDIO_STORAGE_KEYS.uploadSession, 's1');
    vi.mocked(fetchUploadSession).mockResolvedValue(sessionWith(0));
    await renderRoute('/upload', { language: 'en' });
    await act(async () => emitUser(testUser));
    const tips = await screen.findByTestId('upload-tips');
    expect(tips.textContent).toContain('Only you in the photo');
    expect(tips.textContent).toContain('Group photos');
  });
});
