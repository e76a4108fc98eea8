// POST /payments/webhook/toss (PAYMENT_STATUS_CHANGED). Toss signs no payment events, so the body is only a
// hint: the payment is fetched from the gateway with our secret key and only that answer is trusted.
// Invariants, all in one transaction with the delivery's dedup record (tosspayments-webhook-transmission-id):
// - only what the gateway cancelled beyond what we recorded (`refundedAmount`) is acted on, so a delivery
//   repeated, late or out of order never removes twice;
// - a pending refund of ours that the gateway has made is settled here (its credits were removed when it was
//   reserved), so the refund record survives whichever of route and webhook comes first;
// - anything else was cancelled at the gateway itself (its dashboard): a full cancel closes what is left of the
//   grants (CANCELED); a partial one takes back only credits worth the newly cancelled amount
//   (PARTIALLY_REFUNDED). Either way a `gateway` refund record is written.
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

  // Without a transmission id, one event per cancelled total (a second partial cancel is a new event).
  const id = `toss:${transmissionId || `${paymentKey}:${status}:${cancelledTotal}`}`.replace(/\//g, '_');
  return creditsTransaction(String(ours.get('userId')), async (tx) => {
    const [seen, current] = await tx.getAll(eventRef(id), paymentRef(paymentKey));
    if (seen!.exists) return 'duplicate';
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
    // A full cancel closes what is left; a partial one takes back credits worth what it cancelled.
    const removal =
      newly <= 0
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

    tx.create(eventRef(id), {
      provider: 'toss',
      paymentKey,
      status,
      receivedAt: FieldValue.serverTimestamp(),
    });
    if (settles) payment = commitRefundSettled(tx, payment, pendingSnap!.id, pending);
    if (!removal) return settles ? 'refund_settled' : 'no_change';

    // What was cancelled at the gateway no longer counts as spent.
    removal.commit({ totalSpent: FieldValue.increment(-newly) });
    const now = Timestamp.now();
    const record: RefundRecord = {
      userId: payment.userId,
      paymentKey,
      amount: newly,
      fee: 0,
      kind: 'gateway',
      state: 'done',
      creditsRemoved: removal.removed,
      removed: removal.removedUnits,
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
    logger.info('payment cancelled at the gateway', { paymentKey, full, creditsRemoved: removal.removed });
    return full ? 'cancelled' : 'partially_cancelled';
  });
}
