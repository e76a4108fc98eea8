import { useEffect, useState } from 'react';
import { ApiError } from '../lib/apiClient';

/** Spec §4/§9: a job's status is polled every 2 s, here only when the live listener is not available. */
export const STATUS_POLL_MS = 2000;

export type LiveJob<S extends string, V> = {
  /** Where the job is; null before a job exists. */
  status: S | null;
  /** The status call's answer once the job completed or failed (links, engine, translated error). */
  settled: V | null;
  /** The job could not be followed (e.g. it is not ours or is gone): the server's message. */
  lost: string | null;
};

/** How to follow one kind of job. Pass a module-level constant: a new object each render restarts the job. */
export type JobSource<S extends string, V> = {
  /** Live listener on the job's document; `onError` means it stopped. Returns the unsubscribe. */
  watch: (id: string, onStatus: (status: S) => void, onError: (error: unknown) => void) => () => void;
  /** The status call. */
  fetch: (id: string) => Promise<V>;
  statusOf: (answer: V) => S;
  initial: S;
};

const isFinal = (status: string) => status === 'completed' || status === 'failed';
// A 4xx other than rate limiting will not change by asking again.
const isPermanent = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429;

/**
 * Follows one job: live through the Firestore listener on its document, by polling the status call every 2 s
 * when the listener fails. Once the document says completed or failed, the status call supplies what the page
 * shows (the document has storage paths and error keys, the call has links and translated messages).
 */
export function useLiveJob<S extends string, V>(id: string | null, source: JobSource<S, V>): LiveJob<S, V> {
  const none: LiveJob<S, V> = { status: null, settled: null, lost: null };
  const [job, setJob] = useState<LiveJob<S, V>>(none);

  useEffect(() => {
    setJob({ status: id ? source.initial : null, settled: null, lost: null });
    if (!id) return;
    let done = false;
    let polling = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const answer = await source.fetch(id);
        if (done) return;
        const status = source.statusOf(answer);
        if (isFinal(status)) {
          done = true;
          setJob({ status, settled: answer, lost: null });
        } else setJob((j) => ({ ...j, status }));
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

    const unsubscribe = source.watch(
      id,
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
  }, [id, source]);

  return job;
}
