import type { InstantEditStatus, InstantStatus } from '@contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/lib/apiClient';
import { fetchEditStatus, watchEditStatus } from './api';

/** Spec §4/§9: the status is polled every 2 s, here only when the live listener is not available. */
export const STATUS_POLL_MS = 2000;

export type EditJob = {
  /** Where the job is; null before a job exists. */
  status: InstantStatus | null;
  /** The status call's answer once the job completed or failed (links, engine, translated error). */
  settled: InstantEditStatus | null;
  /** The job could not be followed (e.g. it is not ours or is gone): the server's message. */
  lost: string | null;
};

const NONE: EditJob = { status: null, settled: null, lost: null };
const isFinal = (status: InstantStatus) => status === 'completed' || status === 'failed';
// A 4xx other than rate limiting will not change by asking again.
const isPermanent = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429;

/**
 * Follows one instant job: live through the Firestore listener on its document, by polling the status call
 * every 2 s when the listener fails. Once the document says completed or failed, the status call supplies
 * what the page shows.
 */
export function useEditJob(editId: string | null): EditJob {
  const [job, setJob] = useState<EditJob>(NONE);

  useEffect(() => {
    setJob(editId ? { ...NONE, status: 'pending' } : NONE);
    if (!editId) return;
    let done = false;
    let polling = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const answer = await fetchEditStatus(editId);
        if (done) return;
        if (isFinal(answer.status)) {
          done = true;
          setJob({ status: answer.status, settled: answer, lost: null });
        } else setJob((j) => ({ ...j, status: answer.status }));
      } catch (e) {
        if (done || !isPermanent(e)) return;
        done = true;
        setJob((j) => ({ ...j, lost: (e as Error).message }));
      }
    };
    const poll = () => {
      if (done) return;
      void check().then(() => {
        if (!done) timer = setTimeout(poll, STATUS_POLL_MS);
      });
    };
    const startPolling = () => {
      if (polling || done) return;
      polling = true;
      poll();
    };

    const unsubscribe = watchEditStatus(
      editId,
      (status) => {
        if (done) return;
        if (!isFinal(status)) return setJob((j) => ({ ...j, status }));
        // The links and the translated error come from the call; if it fails, keep asking by polling.
        void check().then(() => !done && startPolling());
      },
      startPolling,
    );
    return () => {
      done = true;
      unsubscribe();
      clearTimeout(timer);
    };
  }, [editId]);

  return job;
}
