// What GET /training/{id}/status, /training/list and the admin calls answer for a training (trainingViewSchema):
// owner-only file links instead of Storage paths, the failure translated in the caller's language, and the
// spec's derived actual status (ready: a backup or LoRA url; processing: pending or training; else failed).
import type { TFunction } from 'i18next';
import { studioUrls, type TrainingStatus, type TrainingView } from '../../../contracts';
import type { TrainingRecord } from './training.repo';

const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);

/** Spec §4: a provider value 'succeeded' (written by an admin tool or an older record) shows as completed. */
export const shownStatus = (status: string): TrainingStatus =>
  status === 'succeeded' ? 'completed' : (status as TrainingStatus);

export function trainingView(
  training: TrainingRecord,
  t: TFunction,
  options: { admin?: boolean } = {},
): TrainingView {
  const status = shownStatus(training.status);
  const ready = !!training.backup || !!training.loraUrl;
  return {
    id: training.id,
    status,
    actual_status: ready ? 'ready' : status === 'pending' || status === 'training' ? 'processing' : 'failed',
    stage: training.stage ?? null,
    queue_position: training.queuePosition ?? null,
    lora_name: training.loraName,
    trigger_word: training.triggerWord,
    provider: training.provider,
    lora_url: training.loraUrl ?? null,
    thumbnail_url: training.thumbnailPath ? studioUrls.thumbnail(training.id) : null,
    backup: training.backup
      ? { backup_url: training.loraUrl ?? null, file_size_mb: training.backup.fileSizeMb }
      : null,
    photo_count: training.photoCount,
    error: training.error
      ? t(training.error, { provider: training.provider, status: 0, ...(training.errorParams ?? {}) })
      : null,
    error_code: training.error ?? null,
    created_at: iso(training.createdAt) ?? new Date(0).toISOString(),
    completed_at: iso(training.completedAt),
    ...(options.admin ? { user_id: training.userId, provider_job_id: training.providerJobId ?? null } : {}),
  };
}
