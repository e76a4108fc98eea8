// POST /payments/confirm. Invariants:
// - only the order's owner confirms it, and only for the order's own amount (a tampered amount is refused
//   before the gateway is called, and grants nothing);
// - the gateway's answer is checked against the order (same orderId, amount, DONE) before anything is granted;
// - the payment record, the order, the credit grants (ledger ref = paymentKey, expiring in 1 year) and
//   totalSpent are written in ONE transaction that first checks whether the payment exists, so repeated or
//   parallel confirms grant once;
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
      await orderRef(order.orderId).update({
        status: 'FAILED',
        failure: err.code,
        updatedAt: FieldValue.serverTimestamp(),
      });
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
    if (order.paymentKey !== input.paymentKey) throw new AppError(409, 'payments.order_already_paid');
    // A reloaded success page: already granted, nothing to ask the gateway.
    const existing = await getPayment(input.paymentKey);
    if (existing) return existing;
  }

  const paid = await approveAtGateway(gateway, order, input);
  if (
    paid.paymentKey !== input.paymentKey ||
    paid.orderId !== order.orderId ||
    paid.totalAmount !== order.amount ||
    paid.status !== 'DONE'
  ) {
    logger.error('gateway payment does not match the order', {
      orderId: order.orderId,
      paymentKey: input.paymentKey,
      status: paid.status,
    });
    throw new AppError(502, 'payments.confirm_failed');
  }
  return recordPayment(gateway.name, order, paid);
}

async function recordPayment(provider: string, order: Order, paid: GatewayPayment): Promise<PaymentRecord> {
  return creditsTransaction(order.userId, async (tx) => {
    const pRef = paymentRef(paid.paymentKey);
    const existing = await tx.get(pRef);
    if (existing.exists) return { ...existing.data(), paymentKey: pRef.id } as PaymentRecord;

    const credits = await grantForPayment(tx, order.userId, {
      paymentKey: paid.paymentKey,
      provides: order.provides,
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
