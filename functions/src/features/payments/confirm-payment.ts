// POST /payments/confirm. Invariants:
// - only the order's owner confirms it, and only for the order's own amount (a tampered amount is refused
//   before the gateway is called, and grants nothing);
// - the gateway's answer is checked against the order (same orderId, amount, DONE) before anything is granted;
// - the payment record, the order, the credit grants (ledger ref = paymentKey, expiring in 1 year) and
//   totalSpent are written in ONE transaction that first checks whether the payment exists, so repeated or
//   parallel confirms grant once; that transaction also re-reads the order, so a second paymentKey for an order
//   already confirmed with another key grants nothing (409), and is cancelled at the gateway (review L1);
// - before the gateway is asked, the order is marked CONFIRMING with the paymentKey: if we never record the
//   gateway's answer (instance lost, write failed), the reconcile schedule finds the order and finishes it
//   through the same recordPayment (review M4, reconcile-payments.ts);
// - a confirm the gateway did not answer (timeout) is reconciled by looking the order up at the gateway;
//   one it answers with ALREADY_PROCESSED_PAYMENT (a parallel confirm won) is reconciled by the payment.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { AppError } from '../../shared/errors';
import {
  type GatewayPayment,
  GatewayError,
  GatewayUnavailable,
  type PaymentGateway,
} from '../../providers/payments';
import type { ConfirmRequest } from '../../contracts';
import { creditsTransaction, grantForPayment } from '../credits';
import { gatewayAppError } from './gateway-errors';
import { getOrder, getPayment, orderRef, type Order, paymentRef, type PaymentRecord } from './payments.repo';

export const CREDIT_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

export type ConfirmInput = ConfirmRequest;

const orderNotFound = () => new AppError(404, 'payments.order_not_found');

const RECONCILE_DELAYS_MS = [0, 500, 1500];

/** The gateway may still be finishing the confirm it did not answer: look the order up a few times. */
async function reconcile(gateway: PaymentGateway, orderId: string): Promise<GatewayPayment | null> {
  for (const delay of RECONCILE_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const found = await gateway.findByOrderId(orderId).catch(() => null);
    if (found?.status === 'DONE') return found;
  }
  return null;
}

async function approveAtGateway(
  gateway: PaymentGateway,
  order: Order,
  input: ConfirmInput,
): Promise<GatewayPayment> {
  try {
    return await gateway.confirm(input);
  } catch (err) {
    if (err instanceof GatewayError && err.code === 'ALREADY_PROCESSED_PAYMENT') {
      return gateway.getPayment(input.paymentKey);
    }
    if (err instanceof GatewayUnavailable) {
      logger.warn('payment confirm unanswered; reconciling by order', {
        orderId: order.orderId,
        error: err.message,
      });
      const found = await reconcile(gateway, order.orderId);
      if (found) return found;
      throw new AppError(503, 'payments.gateway_unavailable');
    }
    if (err instanceof GatewayError) {
      await markOrderFailed(order, input.paymentKey, err.code);
      throw gatewayAppError(err);
    }
    throw err;
  }
}

export async function confirmPayment(
  gateway: PaymentGateway,
  uid: string,
  input: ConfirmInput,
): Promise<PaymentRecord> {
  const order = await getOrder(input.orderId);
  // Another user's order answers exactly like a missing one: order ids are not secrets worth confirming.
  if (!order || order.userId !== uid) throw orderNotFound();
  if (order.amount !== input.amount) {
    logger.warn('payment amount mismatch', {
      orderId: order.orderId,
      expected: order.amount,
      got: input.amount,
    });
    throw new AppError(400, 'payments.amount_mismatch');
  }
  if (order.status === 'CONFIRMED') {
    if (order.paymentKey !== input.paymentKey) throw alreadyPaid();
    // A reloaded success page: already granted, nothing to ask the gateway.
    const existing = await getPayment(input.paymentKey);
    if (existing) return existing;
  }
  const recorded = await markConfirming(order, input.paymentKey);
  if (recorded) return recorded;

  const paid = await approveAtGateway(gateway, order, input);
  if (paid.paymentKey !== input.paymentKey || !paidInFull(paid, order)) {
    logger.error('gateway payment does not match the order', {
      orderId: order.orderId,
      paymentKey: input.paymentKey,
      status: paid.status,
    });
    throw new AppError(502, 'payments.confirm_failed');
  }
  return recordPayment(gateway, order, paid);
}

const alreadyPaid = () => new AppError(409, 'payments.order_already_paid');

/** The gateway's payment is this order's, for its whole amount, and approved. */
export const paidInFull = (paid: GatewayPayment, order: Order) =>
  paid.orderId === order.orderId && paid.totalAmount === order.amount && paid.status === 'DONE';

/**
 * Marks the order CONFIRMING with this paymentKey before the gateway is asked, so an approval we never record
 * can be found and finished later. Returns the payment when the order turns out to be confirmed already with
 * this key; refuses (409) one confirmed with another key. Queued with the user's other payment transactions, so
 * parallel confirms on one instance do not fight over the order document.
 */
async function markConfirming(order: Order, paymentKey: string): Promise<PaymentRecord | null> {
  return creditsTransaction(order.userId, async (tx) => {
    const ref = orderRef(order.orderId);
    const current = (await tx.get(ref)).data() as Order | undefined;
    if (current?.status === 'CONFIRMED') {
      if (current.paymentKey !== paymentKey) throw alreadyPaid();
      const existing = await tx.get(paymentRef(paymentKey));
      if (existing.exists) return { ...existing.data(), paymentKey } as PaymentRecord;
      return null;
    }
    tx.update(ref, {
      status: 'CONFIRMING',
      paymentKey,
      confirmingAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return null;
  });
}

/**
 * The gateway refused (or never saw) this paymentKey: the order is FAILED with the reason, unless it was
 * confirmed meanwhile or has moved on to another paymentKey.
 */
export async function markOrderFailed(order: Order, paymentKey: string | undefined, failure: string) {
  await creditsTransaction(order.userId, async (tx) => {
    const ref = orderRef(order.orderId);
    const current = (await tx.get(ref)).data() as Order | undefined;
    if (!current || current.status === 'CONFIRMED') return;
    if (paymentKey && current.paymentKey && current.paymentKey !== paymentKey) return;
    tx.update(ref, { status: 'FAILED', failure, updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * Records an approved payment and grants what the order provides, once: the payment document is the
 * idempotency key, and the order is re-read in the same transaction so a second paymentKey for an order
 * confirmed with another one grants nothing. That duplicate was approved at the gateway, so it is cancelled
 * there (same Idempotency-Key every time) and the caller gets 409.
 */
export async function recordPayment(
  gateway: PaymentGateway,
  order: Order,
  paid: GatewayPayment,
): Promise<PaymentRecord> {
  try {
    return await writePayment(gateway.name, order, paid);
  } catch (err) {
    if (err instanceof DuplicatePayment) {
      await cancelDuplicate(gateway, order, paid);
      throw alreadyPaid();
    }
    throw err;
  }
}

class DuplicatePayment extends Error {}

async function cancelDuplicate(gateway: PaymentGateway, order: Order, paid: GatewayPayment) {
  logger.error('second payment for a confirmed order; cancelling it at the gateway', {
    orderId: order.orderId,
    paymentKey: paid.paymentKey,
  });
  await gateway
    .cancel({
      paymentKey: paid.paymentKey,
      reason: '중복 결제 취소',
      idempotencyKey: `duplicate-${paid.paymentKey}`.slice(0, 300),
    })
    .catch((err: unknown) =>
      logger.error('could not cancel a duplicate payment: cancel it in the gateway dashboard', {
        orderId: order.orderId,
        paymentKey: paid.paymentKey,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
}

async function writePayment(provider: string, order: Order, paid: GatewayPayment): Promise<PaymentRecord> {
  return creditsTransaction(order.userId, async (tx) => {
    const pRef = paymentRef(paid.paymentKey);
    const [existing, current] = await Promise.all([tx.get(pRef), tx.get(orderRef(order.orderId))]);
    if (existing.exists) return { ...existing.data(), paymentKey: pRef.id } as PaymentRecord;
    if (current.get('status') === 'CONFIRMED' && current.get('paymentKey') !== paid.paymentKey) {
      throw new DuplicatePayment();
    }

    const credits = await grantForPayment(tx, order.userId, {
      paymentKey: paid.paymentKey,
      provides: order.provides,
      fourK: order.fourK === true,
      expiresAt: new Date(Date.now() + CREDIT_VALIDITY_MS),
    });
    credits.commit({ totalSpent: FieldValue.increment(order.amount) });

    const now = Timestamp.now();
    const record: PaymentRecord = {
      paymentKey: paid.paymentKey,
      userId: order.userId,
      orderId: order.orderId,
      status: 'CONFIRMED',
      orderName: order.orderName,
      package: {
        id: order.packageId,
        name: order.orderName,
        training_included: order.provides.training,
        generations_included: order.provides.generation,
        instant_included: order.provides.instant,
      },
      amount: order.amount,
      refundedAmount: 0,
      method: order.method,
      gatewayMethod: paid.method,
      provider,
      receiptUrl: paid.receiptUrl,
      completedAt: paid.approvedAt ? Timestamp.fromDate(new Date(paid.approvedAt)) : now,
      createdAt: now,
    };
    tx.create(pRef, record);
    tx.update(orderRef(order.orderId), { status: 'CONFIRMED', paymentKey: paid.paymentKey, updatedAt: now });
    return record;
  });
}
