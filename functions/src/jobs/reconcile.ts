// The reconcile, for the jobs nobody finished (run by the lines' schedules; `now` is a parameter so tests move
// the clock):
// - a job queued at its provider whose webhook is late is polled with `check()`; a finished one is settled
//   here exactly as the webhook would have (settle.ts decides who wins a race), a failed one fails;
// - a job open longer than the line's `timeoutMs` fails with its `timeoutKey` and is refunded in the same
//   transaction; only the run that ended it then cancels it at the provider, whose end then finds it final.
import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { ProviderError } from '../providers/ai';
import { db } from '../shared/firebase';
import { failureOf } from './failure';
import { readJob, type JobRecord, type LineOf, type QueuedPort } from './line';
import { completeJob, failJob, type SettleOutcome } from './settle';

/** Jobs looked at per run; the next run takes the rest. */
const BATCH = 200;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Port = QueuedPort<any, any, unknown>;

export interface ReconcileDeps {
  portFor(provider: string): Port;
  now?: number;
}

export interface ReconcileReport {
  completed: string[];
  failed: string[];
  waiting: string[];
  errors: string[];
}

/** The line's jobs in `statuses` whose `field` is before `before`, oldest first. */
export async function findJobs<J extends JobRecord>(
  line: LineOf<J>,
  statuses: string[],
  field: string,
  before: number,
  limit = BATCH,
): Promise<J[]> {
  const snap = await db()
    .collection(line.collection)
    .where('status', 'in', statuses)
    .where(field, '<', Timestamp.fromMillis(before))
    .orderBy(field, 'asc')
    .limit(limit)
    .get();
  return snap.docs.map((d) => readJob<J>(d)!);
}

export type PollOutcome = SettleOutcome | 'queued' | 'running' | 'not_queued';

/** Asks the provider where a queued job is and applies the answer. */
export async function pollJob<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  port: Port,
  now = Date.now(),
): Promise<PollOutcome> {
  const jobId = job.providerJobId;
  if (job.status !== line.running || !jobId) return 'not_queued';
  try {
    const progress = (await port.check(jobId)) as { state: 'completed' } | { state: 'queued' | 'running' };
    if (progress.state === 'completed') return await completeJob(line, job, progress, { jobId, now });
    await line.progress?.(job, progress);
    return progress.state === 'queued' ? 'queued' : 'running';
  } catch (err) {
    // The provider answered that the job failed: settle it, as its webhook would have. Not reaching the
    // provider at all (status 0) says nothing about the job: the next run tries again, until it is overdue.
    if (err instanceof ProviderError && err.status !== 0)
      return failJob(line, job, failureOf(err, line.failedKey), { jobId, now });
    throw err;
  }
}

/** Fails an overdue job with the line's timeout (and its refund), then cancels it at the provider. */
export async function expireJob<J extends JobRecord>(line: LineOf<J>, job: J, port: Port, now: number) {
  const jobId = job.providerJobId ?? undefined;
  const outcome = await failJob(line, job, { key: line.timeoutKey }, { jobId, now });
  if (outcome === 'failed' && jobId) await cancelAtProvider(line, job, port);
  return outcome;
}

/** Stops the provider spending on a job we settled; a failure here changes nothing of ours. */
export async function cancelAtProvider(line: { name: string }, job: JobRecord, port: Port) {
  if (!job.providerJobId) return;
  await port.cancel(job.providerJobId).catch((err: unknown) =>
    logger.warn(`${line.name} cancel at provider failed`, {
      id: job.id,
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}

const overdue = (line: LineOf<JobRecord>, job: JobRecord, now: number) =>
  !!job.createdAt && job.createdAt.toDate().getTime() <= now - line.timeoutMs;

async function reconcileOne<J extends JobRecord>(line: LineOf<J>, job: J, port: Port, now: number) {
  let outcome: PollOutcome = 'not_queued';
  try {
    outcome = await pollJob(line, job, port, now);
  } catch (err) {
    if (!overdue(line, job, now)) throw err;
  }
  if (outcome !== 'not_queued' && outcome !== 'queued' && outcome !== 'running') return outcome;
  return overdue(line, job, now) ? expireJob(line, job, port, now) : 'waiting';
}

/** Runs `each` over `jobs` and reports what became of them (an error stays with its job). */
export async function reportOn<J extends JobRecord>(
  jobs: J[],
  each: (job: J) => Promise<string>,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: [], failed: [], waiting: [], errors: [] };
  for (const job of jobs) {
    try {
      const outcome = await each(job);
      if (outcome === 'completed') report.completed.push(job.id);
      else if (outcome === 'failed') report.failed.push(job.id);
      else report.waiting.push(job.id);
    } catch (err) {
      report.errors.push(`${job.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

/** Polls the open jobs older than the webhook grace, and times out the overdue ones. */
export async function reconcileJobs<J extends JobRecord>(
  line: LineOf<J>,
  deps: ReconcileDeps,
): Promise<ReconcileReport> {
  const now = deps.now ?? Date.now();
  const open = await findJobs(line, ['pending', line.running], 'createdAt', now - line.webhookGraceMs);
  return reportOn(open, (job) => reconcileOne(line, job, deps.portFor(job.provider), now));
}
