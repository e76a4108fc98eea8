// What other features may do with credits. Each operation runs inside the caller's credits transaction, where
// Firestore wants every read before any write: an operation does its reads when called and returns `commit`
// for its writes, so the caller reads its own documents first and writes them after. The ledger and lot
// bookkeeping (ledger.ts, lots.ts) stays inside this folder.
import type { Transaction } from 'firebase-admin/firestore';
import { CREDIT_UNITS, type Balances, type CreditUnit } from '../../contracts';
import {
  commitLedger,
  jobDebit,
  ledgerTransaction,
  prepareJobRefundPlan,
  prepareLedger,
  type LedgerChange,
  type LedgerPlan,
} from './ledger';
import { commitCloseLots, prepareCloseLots } from './lots';

export { EMPTY_BALANCES, InsufficientCredits } from './ledger';

/** Fields merged into users/{uid} together with the new balances (created with them on a first grant). */
export type UserFields = Record<string, unknown>;

/** An operation whose reads are done; `commit` writes it (after the caller's own reads). */
export interface PendingCredits {
  commit(userFields?: UserFields): void;
}

const pending = (tx: Transaction, plan: LedgerPlan): PendingCredits => ({
  commit: (userFields) => commitLedger(tx, plan, userFields),
});

/** A transaction for work that includes credit changes of user `uid` (queued per user, retried longer). */
export const creditsTransaction = ledgerTransaction;

/** A grant that happens once per `ref` (e.g. the free trial); without `expiresAt` it never lapses. */
export interface Grant {
  unit: CreditUnit;
  amount: number;
  ref: string;
  expiresAt?: Date | null;
}

export async function grant(tx: Transaction, uid: string, grants: Grant[]): Promise<PendingCredits> {
  const changes: LedgerChange[] = grants.map((g) => ({ kind: 'grant', ...g }));
  return pending(tx, await prepareLedger(tx, uid, changes));
}

/** What a payment bought, one lot per unit, keyed by the payment so a repeated confirm grants nothing. */
export function grantForPayment(
  tx: Transaction,
  uid: string,
  payment: { paymentKey: string; provides: Balances; expiresAt: Date },
): Promise<PendingCredits> {
  const grants = CREDIT_UNITS.filter((unit) => payment.provides[unit] > 0).map((unit) => ({
    unit,
    amount: payment.provides[unit],
    ref: payment.paymentKey,
    expiresAt: payment.expiresAt,
  }));
  return grant(tx, uid, grants);
}

/**
 * Closes the lots of grant `grantRef` in `units`: what is left of them is removed, once. `expire` when they
 * lapse, `revoke` when their payment is refunded or cancelled at the gateway.
 */
export async function closeGrant(
  tx: Transaction,
  uid: string,
  close: { grantRef: string; units: readonly CreditUnit[]; kind: 'expire' | 'revoke' },
): Promise<PendingCredits & { removed: number }> {
  const plan = await prepareCloseLots(tx, uid, close.units, close.grantRef, close.kind);
  return {
    removed: plan.removed,
    commit: (userFields) => commitCloseLots(tx, plan, close.kind, userFields),
  };
}

/** What was granted under `grantRef` and what is left of it now (read-only), e.g. to price a refund. */
export async function grantRemaining(uid: string, grantRef: string, units: readonly CreditUnit[]) {
  const lots = await ledgerTransaction(
    uid,
    async (tx) => (await prepareCloseLots(tx, uid, units, grantRef, 'revoke')).lots,
  );
  return {
    granted: lots.reduce((sum, l) => sum + l.granted, 0),
    remaining: lots.reduce((sum, l) => sum + l.remaining, 0),
  };
}

/**
 * The debit of a job, in the transaction that creates the job document (ref = job id, so a retried start debits
 * once). Throws InsufficientCredits (402) when the balance is too low.
 */
export async function debitForJob(
  tx: Transaction,
  uid: string,
  job: { unit: CreditUnit; amount: number; jobId: string },
): Promise<PendingCredits> {
  return pending(tx, await prepareLedger(tx, uid, [jobDebit(job.unit, job.amount, job.jobId)]));
}

/** Refunds a failed, cancelled or timed-out job: what its debit took, once; nothing if it was never debited. */
export async function prepareJobRefund(
  tx: Transaction,
  uid: string,
  job: { unit: CreditUnit; jobId: string },
): Promise<PendingCredits> {
  return pending(tx, await prepareJobRefundPlan(tx, uid, job.unit, job.jobId));
}
