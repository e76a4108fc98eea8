import { TRAINING_LIST_LIMIT, type TrainingView } from '@contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, isAdmin, resetAuth, testUser } from '../../../test/fakeAuth';
import {
  adminCheckExternalJob,
  adminListTrainings,
  adminMapExternalJob,
  adminSetTrainingStatus,
} from '../admin-api';
import { renderRoute } from '../../../test/renderApp';
import { ApiError, apiBlob } from '../../../shared/lib/apiClient';
import {
  cancelTraining,
  deleteTraining,
  fetchThumbnailUrl,
  fetchTraining,
  listTrainings,
  refreshTraining,
  renameTraining,
} from '../training-api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));
vi.mock('../admin-api', () => ({
  adminListTrainings: vi.fn(),
  adminSetTrainingStatus: vi.fn(),
  adminCheckExternalJob: vi.fn(),
  adminMapExternalJob: vi.fn(),
}));
vi.mock('../training-api', () => ({
  listTrainings: vi.fn(),
  fetchTraining: vi.fn(),
  fetchThumbnailUrl: vi.fn(),
  refreshTraining: vi.fn(),
  renameTraining: vi.fn(),
  cancelTraining: vi.fn(),
  deleteTraining: vi.fn(),
}));

const view = (id: string, change: Partial<TrainingView>): TrainingView => ({
  id,
  status: 'completed',
  actual_status: 'ready',
  stage: null,
  queue_position: null,
  lora_name: `model ${id}`,
  trigger_word: 'ohwx',
  provider: 'fal',
  lora_url: 'https://fal.example/lora.safetensors',
  thumbnail_url: null,
  backup: { backup_url: null, file_size_mb: 171.6 },
  photo_count: 12,
  error: null,
  error_code: null,
  created_at: '2026-11-20T10:00:00Z',
  completed_at: '2026-11-20T10:18:00Z',
  ...change,
});

const ready = view('training-ready-0001', {});
const running = view('training-running-0002', {
  status: 'training',
  actual_status: 'processing',
  stage: 'training',
  lora_url: null,
  backup: null,
  completed_at: null,
});
const local = view('training-local-0003', {
  provider: 'local',
  lora_url: null,
  // The local reference set's backup: a few KB of JSON.
  backup: { backup_url: null, file_size_mb: 0.01 },
  thumbnail_url: '/api/v1/training/training-local-0003/thumbnail/image',
});
const failed = view('training-failed-0004', {
  status: 'failed',
  actual_status: 'failed',
  lora_url: null,
  backup: null,
  error: 'Training timeout - stuck for over 30 minutes',
});

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  vi.mocked(listTrainings).mockResolvedValue([ready, running, local, failed]);
  vi.mocked(fetchThumbnailUrl).mockResolvedValue({
    thumbnail_url: '/training/training-ready-0001/thumbnail/image',
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetAuth();
  vi.clearAllMocks();
});

async function open(language: 'ko' | 'en' = 'ko') {
  const result = await renderRoute('/training-status', { language });
  await act(async () => emitUser(testUser));
  await screen.findByTestId(`training-${ready.id}`);
  return result;
}

const row = (t: TrainingView) => within(screen.getByTestId(`training-${t.id}`));

describe('TrainingStatusPage', () => {
  it('counts Ready, Processing, Failed and Total and lists every training', async () => {
    await open();
    expect(listTrainings).toHaveBeenCalledWith(TRAINING_LIST_LIMIT, 0);
    expect(screen.getByTestId('summary-ready').textContent).toContain('2');
    expect(screen.getByTestId('summary-processing').textContent).toContain('1');
    expect(screen.getByTestId('summary-failed').textContent).toContain('1');
    expect(screen.getByTestId('summary-total').textContent).toContain('4');
    expect(row(failed).getByText('Training timeout - stuck for over 30 minutes')).toBeTruthy();
    expect(screen.getByTestId('back-dashboard').getAttribute('href')).toBe('/dashboard');
  });

  it('offers generate for ready trainings only and cancel for processing ones only', async () => {
    await open();
    expect(screen.getByTestId(`generate-${ready.id}`).getAttribute('href')).toBe(
      `/generate?training_id=${ready.id}`,
    );
    expect(screen.queryByTestId(`generate-${running.id}`)).toBeNull();
    expect(screen.queryByTestId(`generate-${failed.id}`)).toBeNull();
    expect(screen.getByTestId(`cancel-${running.id}`)).toBeTruthy();
    expect(screen.queryByTestId(`cancel-${ready.id}`)).toBeNull();
  });

  it('says plainly that the local engine is not AI, and how long each engine takes', async () => {
    await open();
    expect(screen.getByTestId(`provider-${local.id}`).textContent).toBe('로컬 엔진 (AI 아님)');
    expect(screen.getByTestId(`progress-${running.id}`).textContent).toContain('15~20분');
  });

  it('tells a customer one status in words, with no internal ids, trigger words or file details', async () => {
    const cancelled = view('training-cancelled-0005', { status: 'cancelled', actual_status: 'failed' });
    vi.mocked(listTrainings).mockResolvedValue([ready, running, local, failed, cancelled]);
    await open();
    const state = (t: TrainingView) => screen.getByTestId(`state-${t.id}`).textContent;
    expect([ready, running, local, failed, cancelled].map(state)).toEqual([
      '사용할 수 있어요',
      '학습 중',
      '사용할 수 있어요',
      '실패했어요',
      '취소했어요',
    ]);
    const table = screen.getByRole('table').textContent!;
    for (const hidden of ['…ady-0001', 'ohwx', '실제 상태', '처리 중', 'MB', '참조 세트', 'LoRA'])
      expect(table, hidden).not.toContain(hidden);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '번호',
      '썸네일',
      '모델 이름',
      '상태',
      '학습 엔진',
      '만든 시간',
      '작업',
    ]);
  });

  it('fetches the thumbnail lazily only for a completed training that has none', async () => {
    await open();
    await waitFor(() => expect(fetchThumbnailUrl).toHaveBeenCalledTimes(1));
    expect(fetchThumbnailUrl).toHaveBeenCalledWith(ready.id);
    await waitFor(() =>
      expect(
        vi
          .mocked(apiBlob)
          .mock.calls.map(([path]) => path)
          .sort(),
      ).toEqual([
        '/training/training-local-0003/thumbnail/image',
        '/training/training-ready-0001/thumbnail/image',
      ]),
    );
  });

  it('cancels only after confirmation, and not when the dialog is dismissed', async () => {
    vi.mocked(cancelTraining).mockResolvedValue({ success: true, status: 'cancelled' });
    await open();
    fireEvent.click(screen.getByTestId(`cancel-${running.id}`));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelTraining).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId(`cancel-${running.id}`));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '학습 취소' }));
    await waitFor(() => expect(cancelTraining).toHaveBeenCalledWith(running.id));
  });

  it('deletes after confirmation and reports what it removed', async () => {
    vi.mocked(deleteTraining).mockResolvedValue({
      success: true,
      details: { deleted_files: 14, deleted_generations: 3 },
    });
    await open();
    fireEvent.click(screen.getByTestId(`delete-${failed.id}`));
    expect(deleteTraining).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제했어요. 파일 14개, 생성 기록 3개를 지웠어요.')).toBeTruthy();
    expect(screen.queryByTestId(`training-${failed.id}`)).toBeNull();
  });

  it('renames with the name trimmed', async () => {
    vi.mocked(renameTraining).mockResolvedValue({ success: true, message: 'ok' });
    await open();
    fireEvent.click(screen.getByTestId(`edit-${ready.id}`));
    fireEvent.change(screen.getByTestId(`name-input-${ready.id}`), { target: { value: '  새 이름 ' } });
    fireEvent.click(screen.getByTestId(`name-save-${ready.id}`));
    await waitFor(() => expect(screen.getByTestId(`name-${ready.id}`).textContent).toBe('새 이름'));
    expect(renameTraining).toHaveBeenCalledWith(ready.id, '새 이름');
  });

  it('alerts the translated failure of an action', async () => {
    vi.mocked(refreshTraining).mockRejectedValue(new ApiError('fal is down', 502));
    await open('en');
    fireEvent.click(screen.getByTestId(`refresh-${running.id}`));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to refresh training: fal is down');
    expect(fetchTraining).not.toHaveBeenCalled();
  });

  it('refreshes one training in place after a status check', async () => {
    vi.mocked(refreshTraining).mockResolvedValue({ success: true, status: 'completed', lora_url: 'x' });
    vi.mocked(fetchTraining).mockResolvedValue({ ...running, status: 'completed', actual_status: 'ready' });
    await open();
    fireEvent.click(screen.getByTestId(`refresh-${running.id}`));
    await waitFor(() => expect(screen.getByTestId(`generate-${running.id}`)).toBeTruthy());
  });

  it('shows the empty state with a way to /upload', async () => {
    vi.mocked(listTrainings).mockResolvedValue([]);
    await renderRoute('/training-status');
    await act(async () => emitUser(testUser));
    const empty = await screen.findByTestId('trainings-empty');
    expect(within(empty).getByTestId('trainings-empty-upload').getAttribute('href')).toBe('/upload');
  });

  it('shows the error when the list cannot be loaded', async () => {
    vi.mocked(listTrainings).mockRejectedValue(new ApiError('HTTP 500', 500));
    await renderRoute('/training-status');
    await act(async () => emitUser(testUser));
    expect((await screen.findByTestId('trainings-error')).textContent).toContain('HTTP 500');
  });
});

describe('the admin view (B77)', () => {
  const theirs = { ...view('training-theirs-0009', { provider: 'fal' }), user_id: 'user-b' };
  const stuck = {
    ...running,
    id: 'training-stuck-0010',
    user_id: 'user-c',
    provider_job_id: 'job-9',
  };
  const localRow = { ...local, user_id: 'user-a', provider_job_id: null };

  beforeEach(() => {
    vi.mocked(adminListTrainings).mockResolvedValue([theirs, stuck, localRow]);
  });

  it("is not shown to a customer, who never asks for everyone's trainings", async () => {
    await open();
    await waitFor(() => expect(isAdmin).toHaveBeenCalled());
    expect(screen.queryByTestId('training-admin')).toBeNull();
    expect(adminListTrainings).not.toHaveBeenCalled();
  });

  it("lists every user's trainings with their owner, ids, both statuses and the backup, a page at a time", async () => {
    isAdmin.mockResolvedValue(true);
    await open();
    const admin = await screen.findByTestId('training-admin');
    await within(admin).findByTestId(`admin-row-${theirs.id}`);
    expect(adminListTrainings).toHaveBeenCalledWith(TRAINING_LIST_LIMIT, 0);
    const adminRow = (id: string) => within(within(admin).getByTestId(`admin-row-${id}`));
    expect(adminRow(theirs.id).getByText('user-b')).toBeTruthy();
    expect(adminRow(stuck.id).getByText(stuck.id)).toBeTruthy();
    expect(adminRow(stuck.id).getByText('job-9')).toBeTruthy();
    expect(adminRow(stuck.id).getByText('학습 중')).toBeTruthy();
    expect(adminRow(stuck.id).getByText('처리 중')).toBeTruthy();
    expect(adminRow(theirs.id).getByText('171.6 MB')).toBeTruthy();
    expect(adminRow(localRow.id).getByText('0.1 MB 미만')).toBeTruthy();
    // Fewer rows than a page: there is no next page.
    expect((within(admin).getByTestId('admin-next') as HTMLButtonElement).disabled).toBe(true);
    expect((within(admin).getByTestId('admin-prev') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the list', async () => {
    isAdmin.mockResolvedValue(true);
    const full = Array.from({ length: TRAINING_LIST_LIMIT }, (_, i) => ({
      ...view(`training-page-${i}`, {}),
      user_id: `user-${i}`,
    }));
    vi.mocked(adminListTrainings).mockResolvedValueOnce(full).mockResolvedValueOnce([theirs]);
    await open();
    const admin = await screen.findByTestId('training-admin');
    await within(admin).findByTestId('admin-row-training-page-0');
    fireEvent.click(within(admin).getByTestId('admin-next'));
    await within(admin).findByTestId(`admin-row-${theirs.id}`);
    expect(adminListTrainings).toHaveBeenLastCalledWith(TRAINING_LIST_LIMIT, TRAINING_LIST_LIMIT);
    expect(within(admin).queryByTestId('admin-row-training-page-0')).toBeNull();
  });

  it('runs the three admin calls on a picked training, each answered in one line, and reloads', async () => {
    isAdmin.mockResolvedValue(true);
    vi.mocked(adminSetTrainingStatus).mockResolvedValue({ ...stuck, status: 'failed' });
    vi.mocked(adminCheckExternalJob).mockResolvedValue({
      fal_job_id: 'job-9',
      state: 'queued',
      queue_position: 3,
      lora_url: null,
      training: null,
    });
    vi.mocked(adminMapExternalJob).mockRejectedValue(
      new ApiError('이 학습에는 작업을 연결할 수 없어요.', 409),
    );
    await open();
    const admin = await screen.findByTestId('training-admin');
    fireEvent.click(await within(admin).findByTestId(`admin-pick-${stuck.id}`));
    expect((within(admin).getByTestId('admin-training-id') as HTMLInputElement).value).toBe(stuck.id);
    expect((within(admin).getByTestId('admin-job-id') as HTMLInputElement).value).toBe('job-9');
    const calls = vi.mocked(listTrainings).mock.calls.length;
    const adminCalls = vi.mocked(adminListTrainings).mock.calls.length;
    fireEvent.change(within(admin).getByTestId('admin-reason'), { target: { value: ' stuck ' } });
    await act(async () => fireEvent.click(within(admin).getByTestId('admin-set-status')));
    expect(adminSetTrainingStatus).toHaveBeenCalledWith(stuck.id, 'failed', 'stuck');
    expect(within(admin).getByTestId('admin-outcome').textContent).toBe(`학습 ${stuck.id}의 지금 상태: 실패`);
    await waitFor(() => expect(vi.mocked(listTrainings).mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(vi.mocked(adminListTrainings).mock.calls.length).toBeGreaterThan(adminCalls));

    await act(async () => fireEvent.click(within(admin).getByTestId('admin-check-job')));
    expect(adminCheckExternalJob).toHaveBeenCalledWith('job-9');
    expect(within(admin).getByTestId('admin-outcome').textContent).toBe('작업 job-9: queued');

    await act(async () => fireEvent.click(within(admin).getByTestId('admin-map-job')));
    expect(adminMapExternalJob).toHaveBeenCalledWith(stuck.id, 'job-9');
    expect(within(admin).getByTestId('admin-outcome').textContent).toBe(
      '이 학습에는 작업을 연결할 수 없어요.',
    );
  });
});
