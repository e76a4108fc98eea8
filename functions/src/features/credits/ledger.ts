// The credits ledger: the only code that changes a balance. Invariants:
// - balances live on users/{uid}.credits and change only in a Firestore transaction that also writes the
//   matching users/{uid}/ledger entry (signed amount, balanceAfter);
// - a balance never goes below zero (InsufficientCredits, HTTP 402);
// - an entry's id is derived from (kind, unit, ref), so applying the same change twice (a retried trigger,
//   a second refund of one job, a repeated confirm) is a no-op.
// - every grant is a lot (`open: true` until it expires or its payment is refunded); credits are spent from
//   the lot that lapses first, so what is left of a lot is computable from the balance alone (lots.ts), and
//   expiry or a refund removes only what is left of that grant;
// - a job refund needs the job's debit: refunding a job that paid nothing, or twice, changes nothing.
// Firestore transactions must do every read before any write, hence the two steps: prepareLedger (reads)
// then commitLedger (writes), with the caller's own reads and writes around them. Every line of the product
// that touches credits goes through this module, by way of the operations in index.ts.
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Balances, CreditUnit, LedgerKind, LedgerReason } from '../../contracts';
import { AppError } from '../../shared/errors';
import { db } from '../../shared/firebase';

export interface LedgerChange {
  kind: LedgerKind;
  unit: CreditUnit;
  /** Positive count of credits; the sign comes from the kind. */
  amount: number;
  /** What the change is for: a payment key, a job id, 'free_trial'. */
  ref: string;
  /** Grants only: when the credits lapse (payments: 1 year). */
  expiresAt?: Date | null;
  /** Why, when the kind alone does not say it: a result that was not the person (`likeness`). */
  reason?: LedgerReason;
  /** Grants only: its credits make 4K results too (a 4K package's generation lot). */
  fourK?: boolean;
}

export const EMPTY_BALANCES: Balances = { instant: 0, training: 0, generation: 0 };

export class InsufficientCredits extends AppError {
  constructor(unit: CreditUnit) {
    super(402, 'credits.insufficient', { unit });
  }
}

const SIGN: Record<LedgerKind, 1 | -1> = {
  grant: 1,
  refund: 1,
  restore: 1,
  consume: -1,
  expire: -1,
  revoke: -1,
};

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
      ...(e.reason ? { reason: e.reason } : {}),
      ...(e.fourK ? { fourK: true } : {}),
      createdAt: FieldValue.serverTimestamp(),
      // Grants are lots: open until expiry or a refund closes them (see lots.ts).
      ...(e.kind === 'grant' ? { open: true } : {}),
    });
  }
}

/**
 * Options for transactions that touch a balance. A popular balance (many jobs started at once) makes
 * transactions contend; the default 5 attempts would turn contention into errors that are not the user's
 * fault, so ledger transactions retry longer.
 */
export const LEDGER_TX = { maxAttempts: 50 } as const;

// One instance serves up to 40 requests at once: queue this instance's ledger transactions per user, so they
// never fight each other for the user's document (Firestore answers such fights with lock waits and aborts).
// Transactions from other instances still meet Firestore's own concurrency control and the retries above.
const queues = new Map<string, Promise<unknown>>();

/** A Firestore transaction for work that includes ledger changes of user `uid`. */
export function ledgerTransaction<T>(uid: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const previous = queues.get(uid) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => db().runTransaction(fn, LEDGER_TX));
  const settled = run.catch(() => undefined);
  queues.set(uid, settled);
  void settled.then(() => {
    if (queues.get(uid) === settled) queues.delete(uid);
  });
  return run;
}

/** The debit of a job (ref = job id). */
export const jobDebit = (unit: CreditUnit, amount: number, jobId: string): LedgerChange => ({
  kind: 'consume',
  unit,
  amount,
  ref: jobId,
});

/** A part of a job's debit to give back: at most `amount`, once under its own `ref`, with a reason if any. */
export interface RefundPart {
  amount: number;
  ref: string;
  reason?: LedgerReason;
}

/**
 * Reads for refunding a job: the refund mirrors the job's debit, so a job that was never debited refunds nothing
 * and a second refund finds its entry already written (an empty plan). Without `parts`, the whole debit (a failed,
 * cancelled or timed-out job, ref = job id); with them, each part in turn (e.g. images a safety filter dropped,
 * results that were not the person), all of them together never more than the debit took.
 */
export async function prepareJobRefundPlan(
  tx: Transaction,
  uid: string,
  unit: CreditUnit,
  jobId: string,
  parts?: RefundPart[],
): Promise<LedgerPlan> {
  const debitRef = db()
    .collection('users')
    .doc(uid)
    .collection('ledger')
    .doc(ledgerEntryId(jobDebit(unit, 1, jobId)));
  const debit = await tx.get(debitRef);
  const spent = debit.exists ? -Number(debit.get('amount')) : 0;
  if (!parts)
    return prepareLedger(tx, uid, spent > 0 ? [{ kind: 'refund', unit, amount: spent, ref: jobId }] : []);
  let left = spent;
  const changes: LedgerChange[] = [];
  for (const part of parts) {
    const amount = Math.min(left, part.amount);
    left -= amount;
    if (amount > 0)
      changes.push({
        kind: 'refund',
        unit,
        amount,
        ref: part.ref,
        ...(part.reason ? { reason: part.reason } : {}),
      });
  }
  return prepareLedger(tx, uid, changes);
}
