// Settling a job (completing, failing, cancelling) happens in a transaction that first reads the job, and the
// webhook delivery when there is one, and acts only if the job may still be settled: not final, the delivery
// not seen before, and (when the caller names one) still queued as that provider job.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { CreditUnit } from '../contracts';
import { creditsTransaction, prepareJobRefund } from '../features/credits';
import { eventRef, recordDelivery, type Delivery } from './events';

export interface SettleOptions {
  /** Settle only if this is still the job's provider job. */
  jobId?: string;
  delivery?: Delivery;
  now?: number;
}

interface Settleable {
  status: string;
  providerJobId: string | null;
}

/** The job read in `tx`, with the reason it may not be settled ('already_settled', 'not_this_job') or null. */
export async function openForSettle<T extends Settleable>(
  tx: FirebaseFirestore.Transaction,
  ref: DocumentReference,
  read: (snap: FirebaseFirestore.DocumentSnapshot) => T | null,
  isFinal: (status: T['status']) => boolean,
  { jobId, delivery }: SettleOptions,
) {
  const [snap, seen] = await tx.getAll(ref, ...(delivery ? [eventRef(delivery.provider, delivery.id)] : []));
  const current = read(snap!);
  if (!current || isFinal(current.status) || seen?.exists)
    return { current, outcome: 'already_settled' as const };
  if (jobId !== undefined && current.providerJobId !== jobId)
    return { current, outcome: 'not_this_job' as const };
  return { current, outcome: null };
}

/** A paid job as failJob needs it: where it is, how to read it, and what its debit was taken from. */
export interface PaidJob<T extends Settleable> {
  id: string;
  userId: string;
  ref: DocumentReference;
  read: (snap: FirebaseFirestore.DocumentSnapshot) => T | null;
  isFinal: (status: T['status']) => boolean;
  unit: CreditUnit;
  /** How the job is named on its recorded delivery, e.g. { editId }. */
  deliveryKey: Record<string, string>;
}

/** Fails the job with a translated reason and refunds its debit, both in one transaction, once. */
export async function failJob<T extends Settleable & { createdAt?: { toDate(): Date } | null }>(
  job: PaidJob<T>,
  error: { key: string; params?: Record<string, string | number> },
  options: SettleOptions = {},
): Promise<'failed' | 'already_settled' | 'not_this_job'> {
  const now = options.now ?? Date.now();
  return creditsTransaction(job.userId, async (tx) => {
    const { current, outcome } = await openForSettle(tx, job.ref, job.read, job.isFinal, options);
    if (outcome) return outcome;
    const refund = await prepareJobRefund(tx, job.userId, { unit: job.unit, jobId: job.id });
    tx.update(job.ref, {
      status: 'failed',
      error: error.key,
      errorParams: error.params ?? null,
      processingTime: secondsSince(current!, now),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordDelivery(tx, job.deliveryKey, options.delivery);
    refund.commit();
    return 'failed' as const;
  });
}

/** Seconds from the job's creation to `now` (its processing time), null when it has no creation time. */
export const secondsSince = (job: { createdAt?: { toDate(): Date } | null }, now: number) =>
  job.createdAt ? Math.max(0, (now - job.createdAt.toDate().getTime()) / 1000) : null;
