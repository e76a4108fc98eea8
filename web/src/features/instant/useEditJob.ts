import type { InstantEditStatus, InstantStatus } from '@contracts';
import { useLiveJob, type JobSource, type LiveJob } from '../../shared/hooks/useLiveJob';
import { fetchEditStatus, watchEditStatus } from './api';

export type EditJob = LiveJob<InstantStatus, InstantEditStatus>;

// Wrapped so a test's mock of ./api is what runs.
const source: JobSource<InstantStatus, InstantEditStatus> = {
  watch: (id, onStatus, onError) => watchEditStatus(id, onStatus, onError),
  fetch: (id) => fetchEditStatus(id),
  statusOf: (answer) => answer.status,
  initial: 'pending',
};

/** Follows one instant job (instant_edits/{id}) live, polling its status call when the listener fails. */
export function useEditJob(editId: string | null): EditJob {
  return useLiveJob(editId, source);
}
