// The reconcile, for the jobs nobody finished (run by the lines' schedules; `now` is a parameter so tests move
// the clock):
// - a job queued at its provider whose webhook is late is polled with `check()`; a finished one is settled
//   here exactly as the webhook would have (settle.ts decides who wins a race), a failed one fails;
// - a job open longer than the line's `timeoutMs` is asked about first (N2): one its provider is still running
//   is doing billed work and is left to finish (up to RUNNING_LIMIT_FACTOR × the timeout); one queued, unknown
//   or hung past that fails with its `timeoutKey` and is refunded in the same transaction; only the run that
//   ended it then cancels it at the provider, whose end then finds it final.
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
export type Port = QueuedPort<any, any, unknown>;

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

/**
 * How many times its timeout a job may stay open while its provider reports it running (N2): it is doing
 * (and billing) the work, so its result is waited for. Past that the provider is taken to have hung.
 */
export const RUNNING_LIMIT_FACTOR = 2;

type Whereabouts = PollOutcome | 'unknown';

const settledBy = (where: Whereabouts): where is SettleOutcome =>
  !['queued', 'running', 'not_queued', 'unknown'].includes(where);

/** Where the provider has a job, for deciding an overdue one; 'unknown' when it cannot be reached. */
async function whereIs<J extends JobRecord>(line: LineOf<J>, job: J, port: Port, now: number) {
  return pollJob(line, job, port, now).catch((): Whereabouts => 'unknown');
}

/**
 * An overdue job, given where its provider has it: one still running is left to finish until
 * RUNNING_LIMIT_FACTOR × its timeout; otherwise (queued, unknown, never submitted, or hung past that) it fails
 * with the line's timeout and its refund, then is cancelled at the provider.
 */
async function endOverdue<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  port: Port,
  now: number,
  where: Whereabouts,
): Promise<SettleOutcome | 'running'> {
  if (settledBy(where)) return where;
  if (where === 'running' && !overdue(line, job, now, RUNNING_LIMIT_FACTOR)) return 'running';
  const jobId = job.providerJobId ?? undefined;
  const outcome = await failJob(line, job, { key: line.timeoutKey }, { jobId, now });
  if (outcome === 'failed' && jobId) await cancelAtProvider(line, job, port);
  return outcome;
}

/** Times out an overdue job after asking its provider where it is (endOverdue). */
export async function expireJob<J extends JobRecord>(line: LineOf<J>, job: J, port: Port, now: number) {
  const where: Whereabouts = job.providerJobId ? await whereIs(line, job, port, now) : 'not_queued';
  return endOverdue(line, job, port, now, where);
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

function overdue(line: LineOf<JobRecord>, job: JobRecord, now: number, factor = 1) {
  return !!job.createdAt && job.createdAt.toDate().getTime() <= now - line.timeoutMs * factor;
}

async function reconcileOne<J extends JobRecord>(line: LineOf<J>, job: J, port: Port, now: number) {
  let where: Whereabouts = 'not_queued';
  try {
    where = await pollJob(line, job, port, now);
  } catch (err) {
    if (!overdue(line, job, now)) throw err;
    where = 'unknown';
  }
  if (settledBy(where)) return where;
  if (!overdue(line, job, now)) return 'waiting';
  const outcome = await endOverdue(line, job, port, now, where);
  return outcome === 'running' ? 'waiting' : outcome;
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
