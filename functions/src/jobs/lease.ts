// Claiming a job for one runner (a trigger may fire twice): a pending job, or a running one whose runner died
// before queueing it at its provider (lease over), becomes running under a fresh lease, and its `runs` count
// goes up. A job held under a live lease, queued at a provider, or settled is left alone (null).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../shared/firebase';
import { jobRef, readJob, type JobRecord, type LineOf } from './line';

/** Running before its provider queued it: in a runner's hands, under a lease that ends at the returned time. */
const runnerLeaseEnd = (line: { running: string }, job: JobRecord): number | null =>
  job.status === line.running && !job.providerJobId ? (job.leaseUntil?.toDate().getTime() ?? 0) : null;

export async function claimJob<J extends JobRecord>(
  line: LineOf<J>,
  id: string,
  now = Date.now(),
): Promise<J | null> {
  const ref = jobRef(line, id);
  return db().runTransaction(async (tx) => {
    const job = readJob<J>(await tx.get(ref));
    if (!job) return null;
    const leaseEnd = runnerLeaseEnd(line, job);
    const lapsed = leaseEnd !== null && leaseEnd <= now;
    if (job.status !== 'pending' && !lapsed) return null;
    const change = {
      status: line.running,
      leaseUntil: Timestamp.fromMillis(now + line.leaseMs),
      runs: (job.runs ?? 0) + 1,
      ...line.claimed,
    };
    tx.update(ref, { ...change, updatedAt: FieldValue.serverTimestamp() });
    return { ...job, ...change };
  });
}

/** Whether job `id` is held by a runner under a live lease (a repeated trigger should come back later). */
export async function heldByRunner(line: LineOf<JobRecord>, id: string, now = Date.now()): Promise<boolean> {
  const job = readJob<JobRecord>(await jobRef(line, id).get());
  const leaseEnd = job && runnerLeaseEnd(line, job);
  return leaseEnd != null && leaseEnd > now;
}

/** The provider queued the job: keep its id for the webhook and the reconcile. False if settled meanwhile. */
export async function markJobQueued<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  providerJobId: string,
): Promise<boolean> {
  const ref = jobRef(line, job.id);
  return db().runTransaction(async (tx) => {
    const current = readJob<J>(await tx.get(ref));
    if (!current || current.status !== line.running || current.providerJobId) return false;
    tx.update(ref, {
      providerJobId,
      leaseUntil: null,
      ...line.queued,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
