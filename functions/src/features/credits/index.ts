// What other features may do with credits. Each operation runs inside the caller's credits transaction, where
// Firestore wants every read before any write: an operation does its reads when called and returns `commit`
// for its writes, so the caller reads its own documents first and writes them after. The ledger and lot
// bookkeeping (ledger.ts, lots.ts) stays inside this folder.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import { CREDIT_UNITS, type Balances, type CreditUnit } from '../../contracts';
import {
  commitLedger,
  jobDebit,
  ledgerTransaction,
  prepareJobRefundPlan,
  prepareLedger,
  type LedgerChange,
  type LedgerPlan,
  type RefundPart,
} from './ledger';
import {
  commitCloseLots,
  commitReduceLots,
  commitReopenLots,
  prepareCloseLots,
  prepareReduceLots,
  prepareReopenLots,
  readLots,
  readOpenLots,
  spentFromFourK,
  type LotState,
} from './lots';

export { EMPTY_BALANCES, InsufficientCredits, type RefundPart } from './ledger';

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
  /** Its credits make 4K results too. */
  fourK?: boolean;
}

export async function grant(tx: Transaction, uid: string, grants: Grant[]): Promise<PendingCredits> {
  const changes: LedgerChange[] = grants.map((g) => ({ kind: 'grant', ...g }));
  return pending(tx, await prepareLedger(tx, uid, changes));
}

/** What a payment bought, one lot per unit, keyed by the payment so a repeated confirm grants nothing. */
export function grantForPayment(
  tx: Transaction,
  uid: string,
  payment: { paymentKey: string; provides: Balances; expiresAt: Date; fourK?: boolean },
): Promise<PendingCredits> {
  const grants = CREDIT_UNITS.filter((unit) => payment.provides[unit] > 0).map((unit) => ({
    unit,
    amount: payment.provides[unit],
    ref: payment.paymentKey,
    expiresAt: payment.expiresAt,
    // A 4K package: its generation credits make 4K results.
    ...(payment.fourK && unit === 'generation' ? { fourK: true } : {}),
  }));
  return grant(tx, uid, grants);
}

/** Credits per unit, e.g. what an operation removed. */
export type UnitCounts = Partial<Record<CreditUnit, number>>;

/** One lot of a grant as its owner sees it: what it holds (grant less partial cancels) and what is left. */
export interface GrantUnit {
  unit: CreditUnit;
  granted: number;
  remaining: number;
}

const unitsOf = (lots: LotState[]): GrantUnit[] =>
  lots.map(({ unit, granted, remaining }) => ({ unit, granted, remaining }));

const countsOf = (entries: Array<{ unit: CreditUnit; delta: number }>): UnitCounts => {
  const counts: UnitCounts = {};
  for (const e of entries) counts[e.unit] = (counts[e.unit] ?? 0) + Math.abs(e.delta);
  return counts;
};

/**
 * Closes the lots of grant `grantRef` in `units`: what is left of them is removed, once. `expire` when they
 * lapse, `revoke` when their payment is refunded or cancelled at the gateway. The removal entries and the
 * closed lots carry `ref` (default `grantRef`), which reopenGrant needs to undo exactly this close.
 * `units` says what the lots held before the close (e.g. to price a refund from it).
 */
export async function closeGrant(
  tx: Transaction,
  uid: string,
  close: { grantRef: string; units: readonly CreditUnit[]; kind: 'expire' | 'revoke'; ref?: string },
): Promise<PendingCredits & { removed: number; removedUnits: UnitCounts; units: GrantUnit[] }> {
  const plan = await prepareCloseLots(tx, uid, close.units, close.grantRef, close.kind, close.ref);
  return {
    removed: plan.removed,
    removedUnits: countsOf(plan.ledger.entries),
    units: unitsOf(plan.lots),
    commit: (userFields) => commitCloseLots(tx, plan, close.kind, userFields),
  };
}

/**
 * Takes part of what is left of grant `grantRef` (a partial cancel at the gateway): `choose` gets what is left
 * per unit and says how much to take; at most what is left is taken, once per `ref`. The lots stay open.
 */
export async function reduceGrant(
  tx: Transaction,
  uid: string,
  reduce: {
    grantRef: string;
    units: readonly CreditUnit[];
    ref: string;
    choose: (left: UnitCounts) => UnitCounts;
  },
): Promise<PendingCredits & { removed: number; removedUnits: UnitCounts }> {
  const plan = await prepareReduceLots(tx, uid, reduce.units, reduce.grantRef, reduce.ref, reduce.choose);
  return {
    removed: plan.removed,
    removedUnits: countsOf(plan.ledger.entries),
    commit: (userFields) => commitReduceLots(tx, plan, userFields),
  };
}

/**
 * Undoes closeGrant(..., ref): the lots that close shut open again and `removed` (what it took) comes back
 * with `restore` entries, once per `ref`.
 */
export async function reopenGrant(
  tx: Transaction,
  uid: string,
  reopen: { grantRef: string; units: readonly CreditUnit[]; ref: string; removed: UnitCounts },
): Promise<PendingCredits> {
  const plan = await prepareReopenLots(tx, uid, reopen.units, reopen.grantRef, reopen.ref, reopen.removed);
  return { commit: (userFields) => commitReopenLots(tx, plan, userFields) };
}

/** What grant `grantRef` holds per unit and what is left of it now, read in the caller's transaction. */
export async function readGrant(
  tx: Transaction,
  uid: string,
  grantRef: string,
  units: readonly CreditUnit[],
): Promise<GrantUnit[]> {
  return unitsOf((await readLots(tx, uid, units, grantRef)).lots);
}

/** The same, read-only outside any transaction of the caller (e.g. to show a refund quote). */
export function grantRemaining(uid: string, grantRef: string, units: readonly CreditUnit[]) {
  return db().runTransaction((tx) => readGrant(tx, uid, grantRef, units), { readOnly: true });
}

/**
 * The debit of a job, in the transaction that creates the job document (ref = job id, so a retried start debits
 * once). Throws InsufficientCredits (402) when the balance is too low. `fourK`: how many of the credits come out
 * of 4K lots (lots.ts spending order), i.e. how many of the job's results were paid for in 4K.
 */
export async function debitForJob(
  tx: Transaction,
  uid: string,
  job: { unit: CreditUnit; amount: number; jobId: string },
): Promise<PendingCredits & { fourK: number }> {
  const { balance, lots } = await readOpenLots(tx, uid, job.unit);
  const plan = await prepareLedger(tx, uid, [jobDebit(job.unit, job.amount, job.jobId)]);
  // A retried start (its debit already written) spends nothing now.
  const spent = plan.entries.length ? job.amount : 0;
  return { ...pending(tx, plan), fourK: spentFromFourK(lots, balance, spent) };
}

/**
 * Refunds a failed, cancelled or timed-out job: what its debit took, once; nothing if it was never debited.
 * With `amount` only that much of it (never more than the debit), once per `part` (default: the job's refund).
 */
export async function prepareJobRefund(
  tx: Transaction,
  uid: string,
  job: { unit: CreditUnit; jobId: string; amount?: number; part?: string },
): Promise<PendingCredits> {
  const parts =
    job.amount === undefined && !job.part
      ? undefined
      : [{ amount: job.amount ?? Infinity, ref: job.part ? `${job.jobId}_${job.part}` : job.jobId }];
  return pending(tx, await prepareJobRefundPlan(tx, uid, job.unit, job.jobId, parts));
}

/**
 * Gives back parts of a completed job's debit (together at most what it paid), each once, in one ledger change:
 * `given(ref)` says how many credits a part gave back now (0 when it paid nothing or was given back before).
 */
export async function prepareJobPartRefunds(
  tx: Transaction,
  uid: string,
  job: { unit: CreditUnit; jobId: string },
  parts: RefundPart[],
): Promise<PendingCredits & { given(ref: string): number }> {
  const plan = await prepareJobRefundPlan(tx, uid, job.unit, job.jobId, parts);
  const given = (ref: string) =>
    plan.entries.filter((e) => e.ref === ref).reduce((sum, e) => sum + e.delta, 0);
  return { ...pending(tx, plan), given };
}
