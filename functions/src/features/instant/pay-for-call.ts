// A paid call outside the instant jobs (an ID photo, POST /id-photo, and the ID-photo flow's Ideogram edit,
// POST /instant/ideogram-edit) costs one instant credit, like an instant edit: debited through the credits
// surface before the call (402 `instant.insufficient_credits` at zero) and refunded once if the call fails. The
// ledger ref is the call's own id, so the debit and its refund pair up exactly as a job's do.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors';
import { creditsTransaction, debitForJob, InsufficientCredits, prepareJobRefund } from '../credits';
import { INSTANT_EDIT_COST } from './instant.line';

export async function payForCall<T>(uid: string, kind: string, call: () => Promise<T>): Promise<T> {
  const jobId = `${kind}_${randomUUID()}`;
  try {
    await creditsTransaction(uid, async (tx) =>
      (await debitForJob(tx, uid, { ...INSTANT_EDIT_COST, jobId })).commit(),
    );
  } catch (err) {
    if (err instanceof InsufficientCredits) throw new AppError(402, 'instant.insufficient_credits');
    throw err;
  }
  try {
    return await call();
  } catch (err) {
    await creditsTransaction(uid, async (tx) =>
      (await prepareJobRefund(tx, uid, { unit: INSTANT_EDIT_COST.unit, jobId })).commit(),
    );
    throw err;
  }
}
