// Shared steps of the suites that run tiny job lines of their own on the kernel (functions/src/jobs).
import { FieldValue } from 'firebase-admin/firestore';
import { creditsTransaction, debitForJob } from '../../functions/src/features/credits';
import { newJobRef } from '../../functions/src/jobs';

/** A job of `line` with `text`, debited one instant credit in the transaction that creates it, as a start route would. */
export async function newScriptedJob(line: { collection: string }, uid: string, text: string) {
  const ref = newJobRef(line);
  await creditsTransaction(uid, async (tx) => {
    const debit = await debitForJob(tx, uid, { unit: 'instant', amount: 1, jobId: ref.id });
    tx.create(ref, {
      userId: uid,
      status: 'pending',
      provider: 'scripted',
      providerJobId: null,
      text,
      leaseUntil: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    debit.commit();
  });
  return ref.id;
}
