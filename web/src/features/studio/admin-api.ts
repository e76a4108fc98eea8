// The training monitor's admin calls (spec §6; the server requires the admin claim): every user's trainings, a
// page at a time, and the three helpers: set a training's status, look at an external (fal) job, and tie an
// external job to a training.
import {
  adminFalJobCheckSchema,
  trainingListResponseSchema,
  trainingViewSchema,
  type AdminFalJobCheck,
  type TrainingStatus,
} from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';

export type ExternalJobCheck = AdminFalJobCheck;

/** GET /training/list?scope=all: everyone's trainings, newest first, each with its owner and provider job. */
export function adminListTrainings(limit: number, offset: number) {
  return apiRequest(`/training/list?scope=all&limit=${limit}&offset=${offset}&t=${Date.now()}`, {
    auth: true,
    schema: trainingListResponseSchema,
  });
}

export function adminSetTrainingStatus(trainingId: string, status: TrainingStatus, error?: string) {
  return apiRequest('/admin/update-training-status', {
    auth: true,
    body: { training_id: trainingId, status, ...(error ? { error } : {}) },
    schema: trainingViewSchema,
  });
}

export function adminCheckExternalJob(jobId: string) {
  return apiRequest(`/admin/check-fal-job/${encodeURIComponent(jobId)}`, {
    auth: true,
    schema: adminFalJobCheckSchema,
  });
}

export function adminMapExternalJob(trainingId: string, jobId: string) {
  return apiRequest('/admin/map-fal-job', {
    auth: true,
    body: { training_id: trainingId, fal_job_id: jobId },
    schema: trainingViewSchema,
  });
}
