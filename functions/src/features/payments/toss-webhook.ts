// POST /payments/webhook/toss (PAYMENT_STATUS_CHANGED). Toss signs no payment events, so the body is only a
// hint: the payment is fetched from the gateway with our secret key and only that answer is trusted. A payment
// cancelled at Toss (e.g. from its dashboard) closes its grants: what is left of them is removed, once.
// Deliveries are deduplicated by tosspayments-webhook-transmission-id in the same transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { GatewayError, type PaymentGateway } from '../../providers/payments';
import { closeGrant, creditsTransaction } from '../credits';
import { eventRef, paymentRef, type PaymentRecord } from './payments.repo';
import { grantedUnits } from './refund-payment';

export type WebhookOutcome = 'ignored' | 'duplicate' | 'unknown_payment' | 'no_change' | 'cancelled';

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
  let cancelledAmount: number;
  try {
    const atGateway = await gateway.getPayment(paymentKey);
    status = atGateway.status;
    cancelledAmount = Math.max(0, atGateway.totalAmount - atGateway.balanceAmount);
  } catch (err) {
    // A payment Toss does not know is not ours to change; anything else is retried by Toss.
    if (err instanceof GatewayError && err.code === 'NOT_FOUND_PAYMENT') return 'unknown_payment';
    throw err;
  }
  if (status !== 'CANCELED' && status !== 'PARTIAL_CANCELED') return 'no_change';

  const id = `toss:${transmissionId || `${paymentKey}:${status}`}`.replace(/\//g, '_');
  return creditsTransaction(String(ours.get('userId')), async (tx) => {
    const [seen, current] = await tx.getAll(eventRef(id), paymentRef(paymentKey));
    if (seen!.exists) return 'duplicate';
    const payment = { ...current!.data(), paymentKey } as PaymentRecord;
    // Refunded through our own route already: the credits were removed then.
    const open = payment.status === 'CONFIRMED';
    const close = open
      ? await closeGrant(tx, payment.userId, {
          grantRef: paymentKey,
          units: grantedUnits(payment),
          kind: 'revoke',
        })
      : null;
    tx.create(eventRef(id), {
      provider: 'toss',
      paymentKey,
      status,
      receivedAt: FieldValue.serverTimestamp(),
    });
    if (!close) return 'no_change';
    // What was cancelled at the gateway no longer counts as spent.
    close.commit({ totalSpent: FieldValue.increment(-cancelledAmount) });
    tx.update(paymentRef(paymentKey), {
      status: 'CANCELED',
      canceledAt: Timestamp.now(),
      refundedAmount: cancelledAmount,
    });
    logger.info('payment cancelled at the gateway', { paymentKey, creditsRemoved: close.removed });
    return 'cancelled';
  });
}
