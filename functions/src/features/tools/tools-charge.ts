// What a Gemini tools call costs (security review N1): one instant credit per image analysed or generated on
// Gemini, the operator's paid provider. The credits are taken in the transaction that creates the call's record
// (analyses/{id} or instant_generations/{id}, status 'processing') and before any provider request, so at zero
// credits nothing is sent (402 `instant.insufficient_credits`). When the call ends, the record is written and
// the credits the provider did not earn (a failed call, a failed image in a batch) come back in one
// transaction, once (the refund's ledger id is fixed by the record). The local engine costs the operator
// nothing and is free.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { AppError } from '../../shared/errors';
import { creditsTransaction, debitForJob, InsufficientCredits, prepareJobRefund } from '../credits';

const UNIT = 'instant' as const;

/** The ledger ref of a tools call: its record's collection and id. */
const refOf = (record: DocumentReference) => `tools_${record.parent.id}_${record.id}`;

/** A call's record as it ends: its own fields, with the status it ends in. */
export type ToolRecord = { status: 'completed' | 'failed' } & object;

export interface ToolCharge {
  /** Writes the call's record and gives back `unused` of its credits, in one transaction. */
  settle(fields: ToolRecord, unused: number): Promise<void>;
}

/**
 * Charges `images` credits for a call recorded at `record` when `paid` (a provider that bills the operator);
 * a free call only writes its record when it settles.
 */
export async function chargeTools(
  uid: string,
  record: DocumentReference,
  images: number,
  paid: boolean,
): Promise<ToolCharge> {
  const written = (fields: object) => ({
    ...fields,
    userId: uid,
    createdAt: FieldValue.serverTimestamp(),
  });
  // A free call that failed leaves no record (nothing was spent, nothing to show).
  if (!paid)
    return {
      settle: async (fields) => {
        if (fields.status !== 'failed') await record.set(written(fields));
      },
    };
  const jobId = refOf(record);
  try {
    await creditsTransaction(uid, async (tx) => {
      const debit = await debitForJob(tx, uid, { unit: UNIT, amount: images, jobId });
      tx.create(record, written({ status: 'processing', charged: images }));
      debit.commit();
    });
  } catch (err) {
    if (err instanceof InsufficientCredits) throw new AppError(402, 'instant.insufficient_credits');
    throw err;
  }
  return {
    settle: (fields, unused) =>
      creditsTransaction(uid, async (tx) => {
        const refund =
          unused > 0 ? await prepareJobRefund(tx, uid, { unit: UNIT, jobId, amount: unused }) : null;
        tx.set(record, { ...written(fields), charged: images, refunded: unused });
        refund?.commit();
      }),
  };
}
