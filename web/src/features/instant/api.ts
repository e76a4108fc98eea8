// The instant line's calls (spec §7 /instant/*) and the live view of one job: the only module of the feature
// that talks to /api/v1 or Firestore.
import {
  instantStatusSchema,
  type InstantEditRequest,
  type InstantEditResponse,
  type InstantEditStatus,
  type InstantStatus,
  type InstantUploadResponse,
} from '@contracts';
import { apiBlob, apiRequest, fileForm } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';

/** POST /instant/upload: the original is kept privately (24 h) and edited by its id. */
export function uploadOriginal(file: File): Promise<InstantUploadResponse> {
  return apiRequest<InstantUploadResponse>('/instant/upload', { auth: true, form: fileForm('file', file) });
}

/** POST /instant/edit: 202 with the job; 402 when the caller has no instant credit left. */
export function startEdit(request: InstantEditRequest): Promise<InstantEditResponse> {
  return apiRequest<InstantEditResponse>('/instant/edit', { auth: true, body: request });
}

/** GET /instant/{id}/status: the job with its result links and, when failed, the translated error. */
export function fetchEditStatus(editId: string): Promise<InstantEditStatus> {
  return apiRequest<InstantEditStatus>(`/instant/${encodeURIComponent(editId)}/status`, { auth: true });
}

// The status answer links files as paths under /api/v1; accept them with or without that prefix.
const API_PREFIX = '/api/v1';
function apiPath(url: string, hd: boolean): string {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  if (!hd) return path;
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('variant', 'hd');
  return `${base}?${params.toString()}`;
}

/** A result file (owner only: it needs the ID token, so it comes as a blob, never as a plain <img src>). */
export function fetchEditFile(url: string, { hd = false }: { hd?: boolean } = {}): Promise<Blob> {
  return apiBlob(apiPath(url, hd), { auth: true });
}

/**
 * Follows instant_edits/{id} live under the rules (its owner may read it). Only the status is taken from the
 * document: links and the translated error come from the status call once the job settles. `onError` means
 * the listener stopped (offline, rules) and the caller should poll instead. Returns the unsubscribe.
 */
export function watchEditStatus(
  editId: string,
  onStatus: (status: InstantStatus) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  Promise.all([import('firebase/firestore'), getDb()]).then(([{ doc, onSnapshot }, db]) => {
    if (stopped) return;
    unsubscribe = onSnapshot(
      doc(db, 'instant_edits', editId),
      (snapshot) => {
        const status = instantStatusSchema.safeParse(snapshot.data()?.status);
        if (status.success) onStatus(status.data);
      },
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
