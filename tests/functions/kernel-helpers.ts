// Shared steps of the suites that run tiny job lines of their own on the kernel (functions/src/jobs).
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { creditsTransaction, debitForJob } from '../../functions/src/features/credits';
import { newJobRef } from '../../functions/src/jobs';

/**
 * Creates the job document `fields` at `ref`, debited one instant credit in the same transaction, as a start
 * route would (timestamps added).
 */
export async function createDebitedJob(ref: DocumentReference, uid: string, fields: Record<string, unknown>) {
  await creditsTransaction(uid, async (tx) => {
    const debit = await debitForJob(tx, uid, { unit: 'instant', amount: 1, jobId: ref.id });
    tx.create(ref, {
      ...fields,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    debit.commit();
  });
}

/** A pending job of `line` with `text`, debited one instant credit. */
export async function newScriptedJob(line: { collection: string }, uid: string, text: string) {
  const ref = newJobRef(line);
  await createDebitedJob(ref, uid, {
    userId: uid,
    status: 'pending',
    provider: 'scripted',
    providerJobId: null,
    text,
    leaseUntil: null,
  });
  return ref.id;
}
