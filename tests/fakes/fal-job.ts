// One request in the fake fal queue, as the image models (fal-images.ts) and training (fal-training.ts) submit it.

export type JobState = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

export interface Job {
  id: string;
  app: string;
  endpoint: string;
  input: Record<string, unknown>;
  submittedAt: number;
  webhook: string | null;
  /** Set when the job ends early (cancelled) or is decided at submit (bad input). */
  forced: { status: number; detail: unknown } | null;
  timer: NodeJS.Timeout | null;
  done: boolean;
  /** Training jobs (their own timings, and the hang switch) vs. image jobs. */
  kind: 'image' | 'training';
  /** Never finishes (hangJobs was on at submit): the timeout's case. */
  hung?: boolean;
  /** Stays IN_QUEUE (holdQueue was on at submit) until it is cancelled. */
  held?: boolean;
  /** A cancel reached it while it ran: fal only signals the runner, the job goes on (and is billed). */
  cancelRequested?: boolean;
  /** A cancel reached it while it was queued: fal removed it, it never ran (and is not billed). */
  cancelledInQueue?: boolean;
}

/**
 * A job just submitted to `segments` ({owner}/{app}[/{path}]: the app is the first two), queued from
 * `submittedAt`. With a `refusal` (the input could not be read) it ends at once in a 422 with that detail.
 */
export function queuedJob(parts: {
  id: string;
  segments: string[];
  input: Record<string, unknown>;
  submittedAt: number;
  webhook: string | null;
  refusal: unknown[] | null;
  kind: Job['kind'];
}): Job {
  const { segments, refusal, ...rest } = parts;
  return {
    ...rest,
    app: segments.slice(0, 2).join('/'),
    endpoint: segments.join('/'),
    forced: refusal ? { status: 422, detail: refusal } : null,
    timer: null,
    done: false,
  };
}
