// Settling a job (completing, failing, cancelling) happens in a transaction that first reads the job, and the
// webhook delivery when there is one, and acts only if the job may still be settled: not final, the delivery
// not seen before, and (when the caller names one) still queued as that provider job.
import type { DocumentReference } from 'firebase-admin/firestore';
import { eventRef, type Delivery } from './events';

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

/** Seconds from the job's creation to `now` (its processing time), null when it has no creation time. */
export const secondsSince = (job: { createdAt?: { toDate(): Date } | null }, now: number) =>
  job.createdAt ? Math.max(0, (now - job.createdAt.toDate().getTime()) / 1000) : null;
