// Grant lots. Every grant ledger entry is a lot, open until it lapses (1 year after a purchase) or its payment
// is refunded. Credits are spent from the lot that lapses first (never-expiring lots, like the free trial,
// last), which is the order most favourable to the user. Under that order a lot's remainder follows from
// the balance alone, with no per-spend bookkeeping:
//   remaining(L) = clamp(balance − Σ amount of open lots lapsing after L, 0, L.amount)
// because lots lapsing later are untouched while L still holds credits, and lots lapsing earlier are spent
// before L. Closing a lot (expire or revoke) removes exactly that remainder, once: the entry id is derived
// from the lot's ref, and the lot is marked closed in the same transaction.
// A partial cancel at the gateway takes part of a lot and leaves it open (`reduced`: the lot then holds
// amount − reduced). A refund closes its payment's lots before the gateway is asked; if the gateway refuses,
// the lots it closed (`closedRef`) open again and what was removed comes back (`restore`).
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import type { CreditUnit } from '../../contracts';
import { type LedgerPlan, commitLedger, ledgerEntryId, prepareLedger } from './ledger';

export interface Lot {
  id: string;
  unit: CreditUnit;
  /** What the lot holds: the grant less what partial cancels took (`reduced`). */
  amount: number;
  /** Millis; null never lapses. */
  expiresAt: number | null;
  /** Ties between lots with the same expiry are broken by id, the same way everywhere. */
  /** A 4K package's lot: what is spent from it makes 4K results too. */
  fourK?: boolean;
}

const lapsesAfter = (a: Lot, b: Lot) => {
  const ea = a.expiresAt ?? Number.POSITIVE_INFINITY;
  const eb = b.expiresAt ?? Number.POSITIVE_INFINITY;
  return ea > eb || (ea === eb && a.id > b.id);
};

/** Pure: what is left of `lot`, given the unit's balance and every open lot of that unit. */
export function lotRemaining(lot: Lot, balance: number, openLots: Lot[]): number {
  const later = openLots
    .filter((other) => other.id !== lot.id && lapsesAfter(other, lot))
    .reduce((sum, other) => sum + other.amount, 0);
  return Math.max(0, Math.min(lot.amount, balance - later));
}

/**
 * Pure: how many of `amount` credits spent from `balance` come out of 4K lots. Spending takes from the lot
 * that lapses first, so it is what those lots hold before the spend less what they hold after it.
 */
export function spentFromFourK(openLots: Lot[], balance: number, amount: number): number {
  return openLots
    .filter((lot) => lot.fourK)
    .reduce(
      (sum, lot) =>
        sum + lotRemaining(lot, balance, openLots) - lotRemaining(lot, balance - amount, openLots),
      0,
    );
}

/** The open lots of `unit` and its balance, read in the transaction. */
export async function readOpenLots(tx: Transaction, uid: string, unit: CreditUnit) {
  const userRef = db().collection('users').doc(uid);
  const [user, open] = await Promise.all([
    tx.get(userRef),
    tx.get(
      userRef
        .collection('ledger')
        .where('kind', '==', 'grant')
        .where('unit', '==', unit)
        .where('open', '==', true),
    ),
  ]);
  return {
    balance: Number(user.get(`credits.${unit}`) ?? 0),
    lots: open.docs.map((d) => lotOf(d.id, d.data())),
  };
}

const lotOf = (id: string, data: FirebaseFirestore.DocumentData): Lot => ({
  id,
  unit: data.unit as CreditUnit,
  // What the lot holds: its grant less what partial cancels took out of it (`reduced`).
  amount: Number(data.amount) - Number(data.reduced ?? 0),
  expiresAt: data.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : null,
  ...(data.fourK === true ? { fourK: true } : {}),
});

export interface LotState {
  unit: CreditUnit;
  /** The grant while it is open; null when it does not exist or is closed. */
  lot: Lot | null;
  /** What is left of it now. */
  remaining: number;
  /** What the lot holds: the grant less partial cancels (0 when the grant does not exist). */
  granted: number;
  /** Who closed it (`closedRef`), when it is closed. */
  closedRef: string | null;
  exists: boolean;
}

/** The lots of one grant (one per unit), read in the transaction; the reads every lot operation starts with. */
export interface GrantLots {
  uid: string;
  grantRef: string;
  lots: LotState[];
  refs: DocumentReference[];
}

export async function readLots(
  tx: Transaction,
  uid: string,
  units: readonly CreditUnit[],
  grantRef: string,
): Promise<GrantLots> {
  const userRef = db().collection('users').doc(uid);
  const ledger = userRef.collection('ledger');
  const refs = units.map((unit) => ledger.doc(ledgerEntryId({ kind: 'grant', unit, ref: grantRef })));
  const [userSnap, ...lotSnaps] = await tx.getAll(userRef, ...refs);
  const openByUnit = await Promise.all(
    units.map((unit) =>
      tx.get(ledger.where('kind', '==', 'grant').where('unit', '==', unit).where('open', '==', true)),
    ),
  );
  const lots: LotState[] = units.map((unit, i) => {
    const snap = lotSnaps[i]!;
    const lot = snap.exists ? lotOf(snap.id, snap.data()!) : null;
    const base = {
      unit,
      granted: lot?.amount ?? 0,
      exists: snap.exists,
      closedRef: (snap.get('closedRef') as string | undefined) ?? null,
    };
    if (!lot || snap.get('open') !== true) return { ...base, lot: null, remaining: 0 };
    const balance = Number(userSnap?.get(`credits.${unit}`) ?? 0);
    const open = openByUnit[i]!.docs.map((d) => lotOf(d.id, d.data()));
    return { ...base, closedRef: null, lot, remaining: lotRemaining(lot, balance, open) };
  });
  return { uid, grantRef, lots, refs };
}

export type LotRemoval = 'expire' | 'revoke';

export interface LotClosePlan {
  lots: LotState[];
  removed: number;
  ledger: LedgerPlan;
  refs: DocumentReference[];
  ref: string;
}

/**
 * Reads for closing the grant lots of `grantRef` (the ref of the grant entries, e.g. a payment key), one per
 * unit, in one ledger plan so the balances of every unit are written once. The removal entries carry `ref`
 * (default: the grant's ref; a refund uses its own id so a later refund after a failed one removes again).
 */
export async function prepareCloseLots(
  tx: Transaction,
  uid: string,
  units: readonly CreditUnit[],
  grantRef: string,
  kind: LotRemoval,
  ref: string = grantRef,
): Promise<LotClosePlan> {
  const { lots, refs } = await readLots(tx, uid, units, grantRef);
  const changes = lots
    .filter((l) => l.remaining > 0)
    .map((l) => ({ kind, unit: l.unit, amount: l.remaining, ref }));
  const plan = await prepareLedger(tx, uid, changes);
  return { lots, removed: removedBy(plan), ledger: plan, refs, ref };
}

const removedBy = (plan: LedgerPlan) => plan.entries.reduce((sum, e) => sum - e.delta, 0);

/** Writes for closing lots: the expire/revoke entries, the balances, and each open lot marked closed. */
export function commitCloseLots(
  tx: Transaction,
  plan: LotClosePlan,
  kind: LotRemoval,
  userFields: Record<string, unknown> = {},
) {
  commitLedger(tx, plan.ledger, userFields);
  plan.lots.forEach((l, i) => {
    if (l.lot)
      tx.update(plan.refs[i]!, {
        open: false,
        closedBy: kind,
        closedRef: plan.ref,
        closedAt: FieldValue.serverTimestamp(),
      });
  });
}

export interface LotReducePlan {
  /** Credits taken per unit. */
  taken: Partial<Record<CreditUnit, number>>;
  removed: number;
  ledger: LedgerPlan;
  lots: LotState[];
  refs: DocumentReference[];
}

/**
 * Reads for taking part of what is left of a grant's lots (a partial cancel at the gateway): `choose` gets what
 * is left per unit and names how many to take (capped at what is left). The lots stay open and hold less
 * (`reduced`), so the balance and the lots keep agreeing (lots.ts header).
 */
export async function prepareReduceLots(
  tx: Transaction,
  uid: string,
  units: readonly CreditUnit[],
  grantRef: string,
  ref: string,
  choose: (left: Partial<Record<CreditUnit, number>>) => Partial<Record<CreditUnit, number>>,
): Promise<LotReducePlan> {
  const { lots, refs } = await readLots(tx, uid, units, grantRef);
  const left = Object.fromEntries(lots.map((l) => [l.unit, l.remaining]));
  const wanted = choose(left);
  const taken: Partial<Record<CreditUnit, number>> = {};
  for (const l of lots) {
    const n = Math.min(l.remaining, Math.max(0, Math.floor(wanted[l.unit] ?? 0)));
    if (n > 0) taken[l.unit] = n;
  }
  const changes = Object.entries(taken).map(([unit, amount]) => ({
    kind: 'revoke' as const,
    unit: unit as CreditUnit,
    amount: amount!,
    ref,
  }));
  const plan = await prepareLedger(tx, uid, changes);
  return { taken, removed: removedBy(plan), ledger: plan, lots, refs };
}

export function commitReduceLots(
  tx: Transaction,
  plan: LotReducePlan,
  userFields: Record<string, unknown> = {},
) {
  commitLedger(tx, plan.ledger, userFields);
  // Only entries not written before count (a repeated plan with the same ref is a no-op).
  for (const e of plan.ledger.entries) {
    const i = plan.lots.findIndex((l) => l.unit === e.unit);
    tx.update(plan.refs[i]!, { reduced: FieldValue.increment(-e.delta) });
  }
}

export interface LotReopenPlan {
  ledger: LedgerPlan;
  reopen: DocumentReference[];
}

/**
 * Reads for undoing a close by `ref` (a refund the gateway refused): the lots it closed open again and what it
 * removed comes back (`restore` entries with the same ref, so an undo happens once). Lots closed by anything
 * else (expiry) stay closed.
 */
export async function prepareReopenLots(
  tx: Transaction,
  uid: string,
  units: readonly CreditUnit[],
  grantRef: string,
  ref: string,
  removed: Partial<Record<CreditUnit, number>>,
): Promise<LotReopenPlan> {
  const { lots, refs } = await readLots(tx, uid, units, grantRef);
  const reopen = refs.filter((_, i) => lots[i]!.exists && !lots[i]!.lot && lots[i]!.closedRef === ref);
  const changes = Object.entries(removed)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([unit, amount]) => ({ kind: 'restore' as const, unit: unit as CreditUnit, amount: amount!, ref }));
  return { ledger: await prepareLedger(tx, uid, changes), reopen };
}

export function commitReopenLots(
  tx: Transaction,
  plan: LotReopenPlan,
  userFields: Record<string, unknown> = {},
) {
  commitLedger(tx, plan.ledger, userFields);
  for (const ref of plan.reopen)
    tx.update(ref, {
      open: true,
      closedBy: FieldValue.delete(),
      closedRef: FieldValue.delete(),
      closedAt: FieldValue.delete(),
      reopenedAt: FieldValue.serverTimestamp(),
    });
}
