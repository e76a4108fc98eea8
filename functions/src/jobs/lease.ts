// Claiming a job document for one runner (a trigger may fire twice): a pending job, or a processing one whose
// runner died before queueing it at its provider (lease over), becomes processing under a fresh lease. A job
// held under a live lease, queued at a provider, or settled is left alone (null).
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../shared/firebase';

interface Leased {
  status: string;
  providerJobId: string | null;
  leaseUntil?: { toDate(): Date } | null;
}

export async function claimUnderLease<T extends Leased>(
  ref: DocumentReference,
  read: (snap: FirebaseFirestore.DocumentSnapshot) => T | null,
  leaseMs: number,
  now = Date.now(),
): Promise<T | null> {
  return db().runTransaction(async (tx) => {
    const job = read(await tx.get(ref));
    if (!job) return null;
    const lapsed =
      job.status === 'processing' && !job.providerJobId && (job.leaseUntil?.toDate().getTime() ?? 0) <= now;
    if (job.status !== 'pending' && !lapsed) return null;
    const leaseUntil = Timestamp.fromMillis(now + leaseMs);
    tx.update(ref, { status: 'processing', leaseUntil, updatedAt: FieldValue.serverTimestamp() });
    return { ...job, status: 'processing' as const, leaseUntil };
  });
}

/** The provider queued the job: keep its id for the webhook and the reconcile. False if settled meanwhile. */
export async function markJobQueued<T extends Leased>(
  ref: DocumentReference,
  read: (snap: FirebaseFirestore.DocumentSnapshot) => T | null,
  jobId: string,
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const current = read(await tx.get(ref));
    if (!current || current.status !== 'processing' || current.providerJobId) return false;
    tx.update(ref, { providerJobId: jobId, leaseUntil: null, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
