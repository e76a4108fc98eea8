// The instant line's calls (spec §7 /instant/*) and the live view of one job: the only module of the feature
// that talks to /api/v1 or Firestore.
import {
  instantEditResponseSchema,
  instantEditStatusSchema,
  instantStatusSchema,
  instantUploadResponseSchema,
  type InstantEditRequest,
  type InstantEditResponse,
  type InstantEditStatus,
  type InstantStatus,
  type InstantUploadResponse,
} from '@contracts';
import { apiRequest, fileForm } from '../../shared/lib/apiClient';
import { watchDocumentStatus } from '../../shared/lib/watchStatus';

/** POST /instant/upload: the original is kept privately (24 h) and edited by its id. */
export function uploadOriginal(file: File): Promise<InstantUploadResponse> {
  return apiRequest('/instant/upload', {
    auth: true,
    form: fileForm('file', file),
    schema: instantUploadResponseSchema,
  });
}

/** POST /instant/edit: 202 with the job; 402 when the caller has no instant credit left. */
export function startEdit(request: InstantEditRequest): Promise<InstantEditResponse> {
  return apiRequest('/instant/edit', { auth: true, body: request, schema: instantEditResponseSchema });
}

/** GET /instant/{id}/status: the job with its result links and, when failed, the translated error. */
export function fetchEditStatus(editId: string): Promise<InstantEditStatus> {
  return apiRequest(`/instant/${encodeURIComponent(editId)}/status`, {
    auth: true,
    schema: instantEditStatusSchema,
  });
}

/** Follows instant_edits/{id} live (see watchDocumentStatus); `onError` means: poll instead. */
export function watchEditStatus(
  editId: string,
  onStatus: (status: InstantStatus) => void,
  onError: (error: unknown) => void,
): () => void {
  return watchDocumentStatus('instant_edits', editId, instantStatusSchema, onStatus, onError);
}
