// Running a job, by the trigger on its document (and callable directly: tests run it twice to prove a repeated
// trigger acts once). It claims the job under a lease, prepares the provider's input, and starts it at the
// job's provider: one that answers at once completes the job here; a queued one (fal) leaves it running with
// the provider's job id, finished by the webhook or the reconcile. Every failure fails the job with a
// translated reason and refunds its credit, once.
// A runner that dies (out of memory, a crash) leaves the job under its lease: the trigger is retried by the
// platform ('busy' asks for that) until the lease is over; then one more runner tries, and a job whose runners
// died MAX_RUNS times fails and refunds at once instead of waiting for the reconcile's timeout.
import * as logger from 'firebase-functions/logger';
import { failureOf } from './failure';
import { claimJob, heldByRunner, markJobQueued } from './lease';
import type { JobLine, JobRecord, QueuedPort } from './line';
import { completeJob, failJob, type SettleOutcome } from './settle';

/** What a run needs from its composition root. */
export interface JobDeps<P> {
  /** The adapter of the provider the job was started with (the selection may have changed since). */
  portFor(provider: string): P;
  /** Where a queued provider posts the result; without one the reconcile polls. */
  webhookUrl?(id: string): string | undefined;
  now?: () => number;
}

/** 'busy': another runner holds the job under a live lease (the trigger should be retried later). */
export type JobOutcome = 'skipped' | 'busy' | 'queued' | 'completed' | 'failed' | 'already_settled';

/** Runners a job may have before it is failed rather than run again (the first, and one after a crash). */
export const MAX_RUNS = 2;

export async function runJob<J extends JobRecord, I, R extends { state: 'completed' }>(
  line: JobLine<J, I, R>,
  id: string,
  deps: JobDeps<QueuedPort<I, R, unknown>>,
): Promise<JobOutcome> {
  const now = deps.now ?? Date.now;
  const job = await claimJob(line, id, now());
  if (!job) return (await heldByRunner(line, id, now())) ? 'busy' : 'skipped';
  if ((job.runs ?? 1) > MAX_RUNS) {
    logger.error(`${line.name} runners died ${MAX_RUNS} times; failed and refunded`, { id });
    return settled(await failJob(line, job, { key: line.failedKey }, { now: now() }));
  }
  try {
    const prepared = await line.prepare(job);
    if ('fail' in prepared) return settled(await failJob(line, job, { key: prepared.fail }, { now: now() }));
    const port = deps.portFor(job.provider);
    const started = await port.start(prepared.input, { webhookUrl: deps.webhookUrl?.(job.id) });
    if (started.state === 'queued') {
      if (await markJobQueued(line, job, started.jobId)) return 'queued';
      // Settled while we were submitting (cancelled or timed out): the provider's work is not wanted.
      await port.cancel(started.jobId).catch(() => undefined);
      return 'already_settled';
    }
    return settled(await completeJob(line, job, started, { now: now() }));
  } catch (err) {
    const failure = failureOf(err, line.failedKey);
    logger.warn(`${line.name} failed`, {
      id,
      provider: job.provider,
      key: failure.key,
      error: err instanceof Error ? err.message : String(err),
    });
    return settled(await failJob(line, job, failure, { now: now() }));
  }
}

const settled = (outcome: SettleOutcome): JobOutcome =>
  outcome === 'completed' || outcome === 'failed' ? outcome : 'already_settled';
