// Reconciliation (review M4): a confirm marks its order CONFIRMING before asking the gateway, so an approval we
// never recorded (the instance died, our transaction failed) leaves the order in that state. Every few minutes
// the schedule looks such orders up at the gateway (Toss: GET /v1/payments/orders/{orderId}, else by
// paymentKey) and:
// - DONE for the order's amount: records it through the confirm path's own recordPayment, which grants once
//   (the payment document is the idempotency key, so a late browser confirm and the schedule never both grant);
// - still open at the gateway (READY, IN_PROGRESS, WAITING_FOR_DEPOSIT): left for the next run;
// - not paid (EXPIRED, ABORTED, cancelled, or unknown to the gateway): the order is marked FAILED with that
//   reason. A later confirm the gateway approves still records it: the gateway's answer wins.
// Each order is handled on its own: one failure is logged and counted, the rest go on.
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayStatus,
  GatewayUnavailable,
  type PaymentGateway,
} from '../../providers/payments';
import { db } from '../../shared/firebase';
import { markOrderFailed, paidInFull, recordPayment } from './confirm-payment';
import type { Order } from './payments.repo';

/** A confirm older than this is not running any more (the gateway call times out after 10 s). */
export const STUCK_AFTER_MS = 5 * 60 * 1000;

const STILL_OPEN = new Set<GatewayStatus>(['READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT']);

export interface ReconcileReport {
  /** Order ids granted now (or found already recorded). */
  granted: string[];
  /** Order ids the gateway reports as not paid, now FAILED. */
  failed: string[];
  /** Order ids still open at the gateway, or not answered: tried again next run. */
  pending: string[];
  /** Order ids that could not be handled (logged as errors). */
  errors: string[];
}

async function lookUp(gateway: PaymentGateway, order: Order): Promise<GatewayPayment | null> {
  const byOrder = await gateway.findByOrderId(order.orderId);
  if (byOrder || !order.paymentKey) return byOrder;
  try {
    return await gateway.getPayment(order.paymentKey);
  } catch (err) {
    if (err instanceof GatewayError && err.code === 'NOT_FOUND_PAYMENT') return null;
    throw err;
  }
}

async function reconcileOrder(
  gateway: PaymentGateway,
  order: Order,
): Promise<Exclude<keyof ReconcileReport, 'errors'>> {
  const paid = await lookUp(gateway, order);
  if (paid?.status === 'DONE') {
    if (!paidInFull(paid, order))
      throw new Error(`gateway payment ${paid.paymentKey} does not match the order`);
    await recordPayment(gateway, order, paid);
    logger.warn('reconciled a payment approved at the gateway but not recorded', {
      orderId: order.orderId,
      paymentKey: paid.paymentKey,
    });
    return 'granted';
  }
  if (paid && STILL_OPEN.has(paid.status)) return 'pending';
  await markOrderFailed(order, order.paymentKey, paid?.status ?? 'NOT_FOUND_PAYMENT');
  return 'failed';
}

/** Finishes confirms stuck in CONFIRMING for longer than `stuckAfterMs` (at most `limit` per run). */
export async function reconcilePayments(
  gateway: PaymentGateway,
  { now = Date.now(), stuckAfterMs = STUCK_AFTER_MS, limit = 200 } = {},
): Promise<ReconcileReport> {
  const snap = await db()
    .collection('orders')
    .where('status', '==', 'CONFIRMING')
    .where('confirmingAt', '<=', Timestamp.fromMillis(now - stuckAfterMs))
    .orderBy('confirmingAt')
    .limit(limit)
    .get();
  const report: ReconcileReport = { granted: [], failed: [], pending: [], errors: [] };
  for (const doc of snap.docs) {
    const order = { ...doc.data(), orderId: doc.id } as Order;
    try {
      report[await reconcileOrder(gateway, order)].push(order.orderId);
    } catch (err) {
      const unanswered = err instanceof GatewayUnavailable;
      (unanswered ? report.pending : report.errors).push(order.orderId);
      (unanswered ? logger.warn : logger.error)('could not reconcile a payment', {
        orderId: order.orderId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return report;
}
