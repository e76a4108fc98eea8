// Settling a job (completing, failing, cancelling) happens in a transaction that first reads the job, and the
// webhook delivery when there is one, and acts only if the job may still be settled: not final, the delivery
// not seen before, and (when the caller names one) still queued as that provider job.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  creditsTransaction,
  prepareJobPartRefunds,
  prepareJobRefund,
  type RefundPart,
} from '../features/credits';
import { eventRef, recordDelivery, type Delivery } from './events';
import { getJob, isFinal, jobRef, readJob, type JobRecord, type LineOf } from './line';
import { likenessFields, likenessRefund } from './likeness';
import { discardFiles, ownerGone, ownerPresent, ownerRef } from './owner';

export interface SettleOptions {
  /** Settle only if this is still the job's provider job. */
  jobId?: string;
  delivery?: Delivery;
  now?: number;
}

export type SettleOutcome = 'completed' | 'failed' | 'cancelled' | 'already_settled' | 'not_this_job';

/** A reason as its owner reads it: an i18n key (locales/*\/errors.json) and the values it names. */
export interface JobError {
  key: string;
  params?: Record<string, string | number>;
}

/** The job read in `tx`, with the reason it may not be settled ('already_settled', 'not_this_job') or null. */
async function openForSettle<J extends JobRecord>(
  tx: Transaction,
  line: LineOf<J>,
  id: string,
  { jobId, delivery }: SettleOptions,
) {
  const refs = [jobRef(line, id), ...(delivery ? [eventRef(delivery.provider, delivery.id)] : [])];
  const [snap, seen] = await tx.getAll(...refs);
  const current = readJob<J>(snap!);
  if (!current || isFinal(line, current.status) || seen?.exists)
    return { current, outcome: 'already_settled' as const };
  if (jobId !== undefined && current.providerJobId !== jobId)
    return { current, outcome: 'not_this_job' as const };
  return { current, outcome: null };
}

/**
 * Stores the result (the line writes its files first, at paths fixed by the job id, so a repeated completion
 * rewrites the same files and the document only ever names files that exist) and completes the job. Nothing is
 * written for a job already settled or deleted, or whose owner is gone or being deleted (security review N3);
 * when the job is settled or erased while its files are being written, the files are deleted again, so no
 * file is left that no document names.
 */
export async function completeJob<J extends JobRecord, R extends { state: 'completed' }>(
  line: LineOf<J>,
  job: J,
  result: R,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  const latest = await getJob(line, job.id);
  if (!latest || isFinal(line, latest.status) || !(await ownerPresent(job.userId))) return 'already_settled';
  const done = await line.complete(job, result, now);
  let kept = false;
  const outcome = await creditsTransaction(job.userId, async (tx) => {
    const { current, outcome } = await openForSettle(tx, line, job.id, options);
    kept = current?.status === 'completed';
    if (outcome) return outcome;
    if (ownerGone(await tx.get(ownerRef(job.userId)))) return 'already_settled';
    // One credit back per image asked for that was not delivered (a safety filter dropped it: N7), and per
    // image that is not the person (the likeness guarantee): one ledger change, never more than the debit.
    const undelivered = done.undelivered ?? 0;
    const likenessPart = done.likeness ? likenessRefund(job.id, done.likeness) : null;
    const parts: RefundPart[] = [
      ...(undelivered > 0 ? [{ amount: undelivered, ref: `${job.id}_partial` }] : []),
      ...(likenessPart ? [likenessPart] : []),
    ];
    const refund = parts.length
      ? await prepareJobPartRefunds(tx, job.userId, { unit: line.unit, jobId: job.id }, parts)
      : null;
    const likenessCredits = likenessPart && refund ? refund.given(likenessPart.ref) : 0;
    const likeness = done.likeness && likenessFields(done.likeness, likenessCredits, now);
    tx.update(jobRef(line, job.id), {
      status: 'completed',
      error: null,
      errorParams: null,
      ...done.fields(current!),
      ...likeness,
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const made = done.made ? { totalGenerations: FieldValue.increment(done.made) } : null;
    // One write to the user document: the refund's balance carries the count when there is one.
    if (refund) refund.commit(made ?? {});
    else if (made) tx.set(ownerRef(job.userId), made, { merge: true });
    recordDelivery(tx, { [line.deliveryKey]: job.id }, options.delivery);
    return 'completed' as const;
  });
  // Lost a race (cancelled, timed out, deleted with its account): what it wrote belongs to no document.
  if (outcome !== 'completed' && !kept) await discardFiles(done.written);
  return outcome;
}

/**
 * Ends the job as failed with a translated reason (or as the line's cancel status) and refunds its debit, both
 * in one transaction, once; `refund: false` when the provider already did (and billed) the work.
 */
export async function failJob<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  error: JobError,
  options: SettleOptions & { status?: 'failed' | 'cancelled'; refund?: boolean } = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  const status = options.status ?? 'failed';
  return creditsTransaction(job.userId, async (tx) => {
    const { current, outcome } = await openForSettle(tx, line, job.id, options);
    if (outcome) return outcome;
    const refund =
      options.refund === false
        ? null
        : await prepareJobRefund(tx, job.userId, { unit: line.unit, jobId: job.id });
    tx.update(jobRef(line, job.id), {
      status,
      error: error.key,
      errorParams: error.params ?? null,
      ...line.ended(current!, now),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordDelivery(tx, { [line.deliveryKey]: job.id }, options.delivery);
    refund?.commit();
    return status;
  });
}

/** Seconds from the job's creation to `now` (its processing time), null when it has no creation time. */
export const secondsSince = (job: { createdAt?: { toDate(): Date } | null }, now: number) =>
  job.createdAt ? Math.max(0, (now - job.createdAt.toDate().getTime()) / 1000) : null;
