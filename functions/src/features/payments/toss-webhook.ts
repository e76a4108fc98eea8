// POST /payments/webhook/toss (PAYMENT_STATUS_CHANGED). Toss signs no payment events, so the body is only a
// hint: the payment is fetched from the gateway with our secret key and only that answer is trusted.
// Invariants, all in one transaction with the event record:
// - only what the gateway cancelled beyond what we recorded (`refundedAmount`) is acted on, so a delivery
//   repeated, late or out of order never removes twice;
// - a pending refund of ours that the gateway has made is settled here (its credits were removed when it was
//   reserved), so the refund record survives whichever of route and webhook comes first;
// - anything else was cancelled at the gateway itself (its dashboard): a full cancel closes what is left of the
//   grants (CANCELED); a partial one takes back only credits worth the newly cancelled amount
//   (PARTIALLY_REFUNDED). Either way a `gateway` refund record is written;
// - an `events` record is written only when a delivery changed something, one per (paymentKey, status, cancelled
//   total), so forged or repeated deliveries with fresh transmission ids write nothing (review L4);
// - a payment detached by account deletion (no `userId`, review L2) is updated like any other, but has no ledger
//   to take credits from.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { GatewayError, type PaymentGateway } from '../../providers/payments';
import { closeGrant, creditsTransaction, reduceGrant } from '../credits';
import { eventRef, paymentRef, type PaymentRecord, refundRef, type RefundRecord } from './payments.repo';
import { commitRefundSettled, grantedUnits } from './refund-payment';
import { creditsForAmount } from './refund-policy';

export type WebhookOutcome =
  | 'ignored'
  | 'duplicate'
  | 'unknown_payment'
  | 'no_change'
  | 'cancelled'
  | 'partially_cancelled'
  | 'refund_settled';

export async function handleTossWebhook(
  gateway: PaymentGateway,
  body: unknown,
  transmissionId: string | undefined,
): Promise<WebhookOutcome> {
  const event = (body ?? {}) as { eventType?: unknown; data?: { paymentKey?: unknown } };
  const paymentKey = event.data?.paymentKey;
  if (event.eventType !== 'PAYMENT_STATUS_CHANGED' || typeof paymentKey !== 'string' || !paymentKey)
    return 'ignored';

  const ours = await paymentRef(paymentKey).get();
  if (!ours.exists) return 'unknown_payment';

  let status: string;
  let cancelledTotal: number;
  try {
    const atGateway = await gateway.getPayment(paymentKey);
    status = atGateway.status;
    cancelledTotal = Math.max(0, atGateway.totalAmount - atGateway.balanceAmount);
  } catch (err) {
    // A payment Toss does not know is not ours to change; anything else is retried by Toss.
    if (err instanceof GatewayError && err.code === 'NOT_FOUND_PAYMENT') return 'unknown_payment';
    throw err;
  }
  if (status !== 'CANCELED' && status !== 'PARTIAL_CANCELED') return 'no_change';

  // One event per change the gateway reports (a second partial cancel is a new one), whatever the delivery's
  // transmission id: forged deliveries with random ids find it and write nothing (L4).
  const id = `toss:${paymentKey}:${status}:${cancelledTotal}`.replace(/\//g, '_');
  return creditsTransaction(String(ours.get('userId') ?? ''), async (tx) => {
    const [seen, current] = await tx.getAll(eventRef(id), paymentRef(paymentKey));
    let payment = { ...current!.data(), paymentKey } as PaymentRecord;
    const pendingSnap = payment.refundPending ? await tx.get(refundRef(payment.refundPending)) : null;
    const pending = pendingSnap?.get('state') === 'pending' ? (pendingSnap.data() as RefundRecord) : null;

    // What the gateway has cancelled that we have not recorded yet.
    let newly = cancelledTotal - payment.refundedAmount;
    // Our own refund, reserved and sent: once the gateway shows it, settle it here (the route may not have
    // yet); its credits were removed when it was reserved.
    const settles = pending !== null && newly >= pending.amount;
    if (settles) newly -= pending.amount;
    // Still in flight: whatever else changed shows in the next delivery, after it settles.
    else if (pending) newly = 0;

    const full = status === 'CANCELED';
    const refundId = `gateway_${id}`.replace(/[/:]/g, '_');
    const units = grantedUnits(payment);
    // Nothing new at the gateway: no write at all (L4).
    if (newly <= 0 && !settles) return seen!.exists ? 'duplicate' : 'no_change';
    // A full cancel closes what is left; a partial one takes back credits worth what it cancelled. A detached
    // payment (account deleted, L2) has no credits left to take.
    const detached = !payment.userId;
    const removal =
      newly <= 0 || detached
        ? null
        : full
          ? await closeGrant(tx, payment.userId, {
              grantRef: paymentKey,
              units,
              kind: 'revoke',
              ref: refundId,
            })
          : await reduceGrant(tx, payment.userId, {
              grantRef: paymentKey,
              units,
              ref: refundId,
              choose: (left) => creditsForAmount(newly, left),
            });

    tx.set(eventRef(id), {
      provider: 'toss',
      paymentKey,
      status,
      cancelledTotal,
      transmissionId: transmissionId ?? null,
      receivedAt: FieldValue.serverTimestamp(),
    });
    if (settles) payment = commitRefundSettled(tx, payment, pendingSnap!.id, pending);
    if (newly <= 0) return 'refund_settled';

    // What was cancelled at the gateway no longer counts as spent.
    removal?.commit({ totalSpent: FieldValue.increment(-newly) });
    const now = Timestamp.now();
    const record: Omit<RefundRecord, 'userId'> & { userId?: string } = {
      ...(detached ? {} : { userId: payment.userId }),
      paymentKey,
      amount: newly,
      fee: 0,
      kind: 'gateway',
      state: 'done',
      creditsRemoved: removal?.removed ?? 0,
      removed: removal?.removedUnits ?? {},
      by: 'gateway',
      createdAt: now,
      settledAt: now,
    };
    tx.create(refundRef(refundId), record);
    tx.update(paymentRef(paymentKey), {
      status: full ? 'CANCELED' : 'PARTIALLY_REFUNDED',
      canceledAt: now,
      refundedAmount: payment.refundedAmount + newly,
    });
    logger.info('payment cancelled at the gateway', {
      paymentKey,
      full,
      detached,
      creditsRemoved: removal?.removed ?? 0,
    });
    return full ? 'cancelled' : 'partially_cancelled';
  });
}
