// Firestore access for orders, payments, refunds and the price list. Writes that move credits happen in the
// use cases' transactions; this module only names documents and reads.
import {
  parsePricingConfig,
  type Balances,
  type StyleOption,
  type StyleOptionId,
  type OrderView,
  type Package,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentView,
} from '../../contracts';
import { db } from '../../shared/firebase';

/** What an order needs of a package; the name may lack translations in a hand-edited price list. */
export type PackageInfo = Pick<Package, 'id' | 'line' | 'price_krw' | 'provides' | 'four_k'> & {
  name: Pick<Package['name'], 'ko'> & Partial<Package['name']>;
};

/** orders/{orderId}: server-only; the browser sees its OrderView. */
export interface Order extends OrderView {
  userId: string;
  line: Package['line'];
  provides: Balances;
  /** Its generation credits make 4K results too (the package's `four_k`; missing on older orders: false). */
  fourK?: boolean;
  /** A style wizard order (packageId `styles`): the styles it paid for. */
  styleIds?: StyleOptionId[];
  paymentKey?: string;
  /** When the last confirm started (status CONFIRMING): the reconcile schedule looks up older ones. */
  confirmingAt?: FirebaseFirestore.Timestamp;
  failure?: string;
}

/** payments/{paymentKey}: server-only; the browser sees its PaymentView. */
export interface PaymentRecord {
  paymentKey: string;
  userId: string;
  orderId: string;
  status: PaymentStatus;
  orderName: string;
  package: PaymentView['package'];
  amount: number;
  refundedAmount: number;
  method: PaymentMethod;
  gatewayMethod: string | null;
  provider: string;
  receiptUrl: string | null;
  completedAt: FirebaseFirestore.Timestamp;
  createdAt: FirebaseFirestore.Timestamp;
  /** The id of a refund whose credits are reserved and whose gateway cancel is not settled yet. */
  refundPending?: string;
  /** Refunds started so far (each gets its own id and Idempotency-Key). */
  refundAttempts?: number;
}

/**
 * refunds/{id}: server-only; the audit trail of refunds (kept 5 years). A refund of ours is `pending` from the
 * moment its credits are reserved until the gateway answers: then `done`, or `failed` with the credits back.
 * A cancel made at the gateway itself (its dashboard) is recorded `done` with kind `gateway`.
 */
export interface RefundRecord {
  userId: string;
  paymentKey: string;
  /** Won refunded (or being refunded). */
  amount: number;
  fee: number;
  kind: 'full' | 'partial' | 'override' | 'gateway';
  state: 'pending' | 'done' | 'failed';
  /** Credits removed, in total and per unit. */
  creditsRemoved: number;
  removed: Partial<Balances>;
  /** The caller's uid, or 'gateway'. */
  by: string;
  /** The cancel reason the caller gave (else a default by who asked), sent again on every retry. */
  reason?: string;
  createdAt: FirebaseFirestore.Timestamp;
  attemptAt?: FirebaseFirestore.Timestamp;
  settledAt?: FirebaseFirestore.Timestamp;
  failure?: string;
}

export const orderRef = (orderId: string) => db().collection('orders').doc(orderId);
export const paymentRef = (paymentKey: string) => db().collection('payments').doc(paymentKey);
export const refundRef = (id: string) => db().collection('refunds').doc(id);
export const eventRef = (id: string) => db().collection('events').doc(id);

export async function getOrder(orderId: string): Promise<Order | null> {
  const snap = await orderRef(orderId).get();
  return snap.exists ? ({ ...snap.data(), orderId } as Order) : null;
}

export async function getPayment(paymentKey: string): Promise<PaymentRecord | null> {
  const snap = await paymentRef(paymentKey).get();
  return snap.exists ? ({ ...snap.data(), paymentKey } as PaymentRecord) : null;
}

export async function listPayments(uid: string, limit = 50): Promise<PaymentRecord[]> {
  const snap = await db()
    .collection('payments')
    .where('userId', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snap.docs.map((d) => ({ ...d.data(), paymentKey: d.id }) as PaymentRecord);
}

/** An active package of pricing_config/main, read with the contract's parser (the same one the web uses). */
export async function findPackage(packageId: string): Promise<PackageInfo | null> {
  const snap = await db().collection('pricing_config').doc('main').get();
  const { packages } = parsePricingConfig(snap.data());
  const pkg = [...packages.instant, ...packages.studio].find((p) => p.id === packageId && p.active);
  if (!pkg) return null;
  const { id, line, price_krw, provides, four_k } = pkg;
  return { id, line, price_krw, provides, four_k, name: pkg.name.ko ? pkg.name : { ko: id, en: id, ja: id } };
}

/** The active styles of pricing_config/main with these ids, or null when any of them is unknown or inactive. */
export async function findStyles(ids: StyleOptionId[]): Promise<StyleOption[] | null> {
  const snap = await db().collection('pricing_config').doc('main').get();
  const { styles } = parsePricingConfig(snap.data());
  const found = [...new Set(ids)].map((id) => styles.find((s) => s.id === id && s.active));
  return found.every((s) => s !== undefined) ? (found as StyleOption[]) : null;
}
