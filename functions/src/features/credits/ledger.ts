// The credits ledger: the only code that changes a balance. Invariants:
// - balances live on users/{uid}.credits and change only in a Firestore transaction that also writes the
//   matching users/{uid}/ledger entry (signed amount, balanceAfter);
// - a balance never goes below zero (InsufficientCredits, HTTP 402);
// - an entry's id is derived from (kind, unit, ref), so applying the same change twice (a retried trigger,
//   a second refund of one job, a repeated confirm) is a no-op.
// Firestore transactions must do every read before any write, hence the two steps: prepareLedger (reads)
// then commitLedger (writes), with the caller's own reads and writes around them.
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../../http/errors';
import { db } from '../../shared/firebase';

export const CREDIT_UNITS = ['instant', 'training', 'generation'] as const;
export type CreditUnit = (typeof CREDIT_UNITS)[number];
export type LedgerKind = 'grant' | 'consume' | 'refund' | 'expire';
export type Balances = Record<CreditUnit, number>;

export interface LedgerChange {
  kind: LedgerKind;
  unit: CreditUnit;
  /** Positive count of credits; the sign comes from the kind. */
  amount: number;
  /** What the change is for: a payment key, a job id, 'free_trial'. */
  ref: string;
  /** Grants only: when the credits lapse (payments: 1 year). */
  expiresAt?: Date | null;
}

export const EMPTY_BALANCES: Balances = { instant: 0, training: 0, generation: 0 };

export class InsufficientCredits extends HttpError {
  constructor(unit: CreditUnit) {
    super(402, 'credits.insufficient', { unit });
  }
}

const SIGN: Record<LedgerKind, 1 | -1> = { grant: 1, refund: 1, consume: -1, expire: -1 };

export const ledgerEntryId = (c: Pick<LedgerChange, 'kind' | 'unit' | 'ref'>) =>
  `${c.kind}_${c.unit}_${c.ref}`.replace(/\//g, '_');

export interface LedgerEntry extends LedgerChange {
  id: string;
  delta: number;
  balanceAfter: number;
}

/** Pure: the balances after the changes, and the entries to write. Throws when a balance would go negative. */
export function applyChanges(start: Balances, changes: LedgerChange[]) {
  const balances = { ...start };
  const entries: LedgerEntry[] = changes.map((change) => {
    if (!Number.isInteger(change.amount) || change.amount <= 0) {
      throw new Error(`ledger amounts are positive integers, got ${change.amount}`);
    }
    const delta = SIGN[change.kind] * change.amount;
    const balanceAfter = balances[change.unit] + delta;
    if (balanceAfter < 0) throw new InsufficientCredits(change.unit);
    balances[change.unit] = balanceAfter;
    return { ...change, id: ledgerEntryId(change), delta, balanceAfter };
  });
  return { balances, entries };
}

export interface LedgerPlan {
  userRef: DocumentReference;
  userExists: boolean;
  balances: Balances;
  entries: LedgerEntry[];
}

/** Step 1, reads only: the user's balances and which of the changes were already applied. */
export async function prepareLedger(
  tx: Transaction,
  uid: string,
  changes: LedgerChange[],
): Promise<LedgerPlan> {
  const userRef = db().collection('users').doc(uid);
  const entryRefs = changes.map((c) => userRef.collection('ledger').doc(ledgerEntryId(c)));
  const [user, ...existing] = await tx.getAll(userRef, ...entryRefs);
  const current: Balances = {
    ...EMPTY_BALANCES,
    ...(user?.data()?.credits as Partial<Balances> | undefined),
  };
  const fresh = changes.filter((_, i) => !existing[i]?.exists);
  const { balances, entries } = applyChanges(current, fresh);
  return { userRef, userExists: !!user?.exists, balances, entries };
}

/**
 * Step 2, writes only: the new balances (merged into the user document, with `userFields` when given) and one
 * ledger entry per change that was not applied before.
 */
export function commitLedger(tx: Transaction, plan: LedgerPlan, userFields: Record<string, unknown> = {}) {
  if (plan.entries.length === 0 && Object.keys(userFields).length === 0) return;
  tx.set(plan.userRef, { ...userFields, credits: plan.balances }, { merge: true });
  for (const e of plan.entries) {
    tx.create(plan.userRef.collection('ledger').doc(e.id), {
      kind: e.kind,
      unit: e.unit,
      amount: e.delta,
      balanceAfter: e.balanceAfter,
      ref: e.ref,
      expiresAt: e.expiresAt ? Timestamp.fromDate(e.expiresAt) : null,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
}

/** Convenience for a change that needs nothing else in its transaction. */
export async function applyLedger(uid: string, changes: LedgerChange[]) {
  return db().runTransaction(async (tx) => {
    const plan = await prepareLedger(tx, uid, changes);
    commitLedger(tx, plan);
    return plan;
  });
}
