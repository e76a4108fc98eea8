// Grant lots. Every grant ledger entry is a lot, open until it lapses (1 year after a purchase) or its payment
// is refunded. Credits are spent from the lot that lapses first (never-expiring lots, like the free trial,
// last), which is the order most favourable to the user. Under that order a lot's remainder follows from
// the balance alone, with no per-spend bookkeeping:
//   remaining(L) = clamp(balance − Σ amount of open lots lapsing after L, 0, L.amount)
// because lots lapsing later are untouched while L still holds credits, and lots lapsing earlier are spent
// before L. Closing a lot (expire or revoke) removes exactly that remainder, once: the entry id is derived
// from the lot's ref, and the lot is marked closed in the same transaction.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import type { CreditUnit } from '../../contracts';
import { type LedgerPlan, commitLedger, ledgerEntryId, prepareLedger } from './ledger';

export interface Lot {
  id: string;
  unit: CreditUnit;
  amount: number;
  /** Millis; null never lapses. */
  expiresAt: number | null;
  /** Ties between lots with the same expiry are broken by id, the same way everywhere. */
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

const lotOf = (id: string, data: FirebaseFirestore.DocumentData): Lot => ({
  id,
  unit: data.unit as CreditUnit,
  amount: Number(data.amount),
  expiresAt: data.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : null,
});

export interface LotState {
  unit: CreditUnit;
  /** The grant, or null when it does not exist or was closed already. */
  lot: Lot | null;
  /** What is left of it now; this much is removed when the plan is committed. */
  remaining: number;
  granted: number;
}

export interface LotClosePlan {
  lots: LotState[];
  removed: number;
  ledger: LedgerPlan;
  refs: FirebaseFirestore.DocumentReference[];
}

/**
 * Reads for closing the grant lots of `grantRef` (the ref of the grant entries, e.g. a payment key), one per
 * unit, in one ledger plan so the balances of every unit are written once. Callers that only price the unused
 * part (the refund policy) read `lots` and do not commit.
 */
export async function prepareCloseLots(
  tx: Transaction,
  uid: string,
  units: readonly CreditUnit[],
  grantRef: string,
  kind: 'expire' | 'revoke',
): Promise<LotClosePlan> {
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
    if (!lot || snap.get('open') !== true)
      return { unit, lot: null, remaining: 0, granted: lot?.amount ?? 0 };
    const balance = Number(userSnap?.get(`credits.${unit}`) ?? 0);
    const open = openByUnit[i]!.docs.map((d) => lotOf(d.id, d.data()));
    return { unit, lot, remaining: lotRemaining(lot, balance, open), granted: lot.amount };
  });
  const changes = lots
    .filter((l) => l.remaining > 0)
    .map((l) => ({ kind, unit: l.unit, amount: l.remaining, ref: grantRef }));
  const plan = await prepareLedger(tx, uid, changes);
  return { lots, removed: plan.entries.reduce((sum, e) => sum - e.delta, 0), ledger: plan, refs };
}

/** Writes for closing lots: the expire/revoke entries, the balances, and each open lot marked closed. */
export function commitCloseLots(
  tx: Transaction,
  plan: LotClosePlan,
  kind: 'expire' | 'revoke',
  userFields: Record<string, unknown> = {},
) {
  commitLedger(tx, plan.ledger, userFields);
  plan.lots.forEach((l, i) => {
    if (l.lot)
      tx.update(plan.refs[i]!, { open: false, closedBy: kind, closedAt: FieldValue.serverTimestamp() });
  });
}
