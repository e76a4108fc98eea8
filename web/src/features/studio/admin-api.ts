// The training monitor's three admin calls (spec §6; the server requires the admin claim): set a training's
// status, look at an external (fal) job, and tie an external job to a training.
import type { TrainingStatus, TrainingView } from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';

export type ExternalJobCheck = {
  fal_job_id: string;
  state: string;
  queue_position: number | null;
  lora_url: string | null;
  training: TrainingView | null;
};

export function adminSetTrainingStatus(trainingId: string, status: TrainingStatus, error?: string) {
  return apiRequest<TrainingView>('/admin/update-training-status', {
    auth: true,
    body: { training_id: trainingId, status, ...(error ? { error } : {}) },
  });
}

export function adminCheckExternalJob(jobId: string) {
  return apiRequest<ExternalJobCheck>(`/admin/check-fal-job/${encodeURIComponent(jobId)}`, { auth: true });
}

export function adminMapExternalJob(trainingId: string, jobId: string) {
  return apiRequest<TrainingView>('/admin/map-fal-job', {
    auth: true,
    body: { training_id: trainingId, fal_job_id: jobId },
  });
}
