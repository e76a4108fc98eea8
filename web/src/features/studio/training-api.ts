// The studio's training calls (spec §7 /training/*): the only module of the studio pages that talks to
// /api/v1 about trainings. Every answer is parsed with the contract's schema (shared/lib/apiClient).
import {
  studioUrls,
  trainingCancelResponseSchema,
  trainingDeleteResponseSchema,
  trainingEditResponseSchema,
  trainingListResponseSchema,
  trainingRefreshResponseSchema,
  trainingStartResponseSchema,
  trainingThumbnailResponseSchema,
  trainingUploadResponseSchema,
  trainingViewSchema,
  TRAINING_LIST_LIMIT,
  type TrainingStartRequest,
  type TrainingUploadResponse,
  type TrainingView,
} from '@contracts';
import type { ZodType } from 'zod';
import { apiRequest, type ApiOptions } from '../../shared/lib/apiClient';

function call<T>(schema: ZodType<T>, path: string, options: ApiOptions = {}): Promise<T> {
  return apiRequest(path, { auth: true, ...options, schema });
}

const trainingPath = (id: string, tail = '') => `/training/${encodeURIComponent(id)}${tail}`;

// ---- upload sessions ----

/**
 * POST /training/upload-images with one photo (multipart `files`), added to `sessionId` when given;
 * `onProgress` gets 0..1.
 */
export function uploadTrainingPhoto(
  photo: Blob,
  fileName: string,
  sessionId: string | null,
  onProgress: (fraction: number) => void,
): Promise<TrainingUploadResponse> {
  const form = new FormData();
  form.append('files', photo, fileName);
  if (sessionId) form.append('session_id', sessionId);
  return apiRequest('/training/upload-images', {
    auth: true,
    form,
    schema: trainingUploadResponseSchema,
    onUploadProgress: onProgress,
  });
}

/** GET /training/upload-sessions/{id}: every verdict so far (a reload or a trip to payment resumes here). */
export function fetchUploadSession(sessionId: string): Promise<TrainingUploadResponse> {
  return call(trainingUploadResponseSchema, `/training/upload-sessions/${encodeURIComponent(sessionId)}`);
}

/** DELETE .../photos/{photoId}: the verdicts of what is left (a removal can change the others'). */
export function deleteUploadPhoto(sessionId: string, photoId: string): Promise<TrainingUploadResponse> {
  return call(trainingUploadResponseSchema, studioUrls.uploadPhoto(sessionId, photoId), { method: 'DELETE' });
}

// ---- trainings ----

export function startTraining(request: TrainingStartRequest) {
  return call(trainingStartResponseSchema, '/training/start', { method: 'POST', body: request });
}

/** GET /training/list, newest first; `t` defeats any cache on the way (spec §7 "no cache"). */
export function listTrainings(limit = TRAINING_LIST_LIMIT, offset = 0): Promise<TrainingView[]> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset), t: String(Date.now()) });
  return call(trainingListResponseSchema, `/training/list?${query.toString()}`);
}

export function fetchTraining(id: string): Promise<TrainingView> {
  return call(trainingViewSchema, trainingPath(id, '/status'));
}

/** GET /training/{id}/thumbnail: makes the thumbnail when missing and names its owner-only URL. */
export function fetchThumbnailUrl(id: string) {
  return call(trainingThumbnailResponseSchema, trainingPath(id, '/thumbnail'));
}

export function refreshTraining(id: string) {
  return call(trainingRefreshResponseSchema, trainingPath(id, '/refresh-status'), { method: 'POST' });
}

/** Spec §5/§7: the name is trimmed before it is sent. */
export function renameTraining(id: string, loraName: string) {
  return call(trainingEditResponseSchema, trainingPath(id, '/edit'), {
    method: 'PUT',
    body: { lora_name: loraName.trim() },
  });
}

export function cancelTraining(id: string) {
  return call(trainingCancelResponseSchema, trainingPath(id, '/cancel'), { method: 'POST' });
}

export function deleteTraining(id: string) {
  return call(trainingDeleteResponseSchema, trainingPath(id), { method: 'DELETE' });
}
