// Reconciliation of refunds (review H2, with M4's schedule): a refund reserves its credits and is `pending`
// before Toss is asked to cancel. When Toss does not answer and neither the webhook nor a new request of the
// user comes, the credits would stay removed and the money unpaid. Every run, each refund still pending after
// its lease (REFUND_LEASE_MS since its last gateway call) is looked up at the gateway (Toss:
// GET /v1/payments/{paymentKey}) and:
// - the gateway shows our cancel (cancelled beyond what we recorded by at least the refund's amount): settled
//   as done through the same transaction as the refund route and the webhook (finishRefund);
// - otherwise it is claimed (its lease renewed, so a user's retry gets 409 meanwhile) and the cancel is sent
//   again through the route's own cancelReserved, with the refund's id as Idempotency-Key, the same amount and
//   reason: settled when the gateway cancels, restored exactly (lots reopened, `failed`) on a refusal, left for
//   the next run when it does not answer;
// - a lookup that fails leaves the refund as it is (logged; counted `pending` when unanswered, else `errors`).
// Each refund is handled on its own: one failure is logged and counted, the rest go on.
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { GatewayUnavailable, type PaymentGateway } from '../../providers/payments';
import { db } from '../../shared/firebase';
import { getPayment, refundRef, type RefundRecord } from './payments.repo';
import {
  cancelReasonOf,
  cancelReserved,
  finishRefund,
  leaseExpired,
  REFUND_LEASE_MS,
} from './refund-payment';

export interface RefundSweepReport {
  /** Refund ids settled as done (the gateway had cancelled, or cancelled on the retry). */
  settled: string[];
  /** Refund ids the gateway refused: credits restored, refund `failed`. */
  failed: string[];
  /** Refund ids not answered, or claimed by someone else meanwhile: tried again next run. */
  pending: string[];
  /** Refund ids that could not be handled (logged as errors). */
  errors: string[];
}

type Outcome = Exclude<keyof RefundSweepReport, 'errors'>;

/** Takes the lease of a stale pending refund for one retry; false when it is settled or retried meanwhile. */
function claim(id: string, nowMs: number, leaseMs: number): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(refundRef(id));
    const refund = snap.data() as RefundRecord | undefined;
    if (!refund || !leaseExpired(refund, nowMs, leaseMs)) return false;
    tx.update(snap.ref, { attemptAt: Timestamp.now() });
    return true;
  });
}

async function reconcileRefund(
  gateway: PaymentGateway,
  id: string,
  refund: RefundRecord,
  lease: { nowMs: number; leaseMs: number },
): Promise<Outcome> {
  const payment = await getPayment(refund.paymentKey);
  if (!payment) throw new Error(`refund ${id}: payment ${refund.paymentKey} not found`);
  const atGateway = await gateway.getPayment(refund.paymentKey);
  const cancelled = Math.max(0, atGateway.totalAmount - atGateway.balanceAmount);
  if (cancelled - payment.refundedAmount >= refund.amount) {
    await finishRefund(payment, id);
    return 'settled';
  }
  if (!(await claim(id, lease.nowMs, lease.leaseMs))) return 'pending';
  const reservation = { id, amount: refund.amount, reason: cancelReasonOf(refund) };
  const outcome = await cancelReserved(gateway, payment, reservation);
  return 'settled' in outcome ? 'settled' : 'refused' in outcome ? 'failed' : 'pending';
}

/** Settles, retries or restores refunds pending longer than `leaseMs` (at most `limit` per run). */
export async function reconcileRefunds(
  gateway: PaymentGateway,
  { now = Date.now(), leaseMs = REFUND_LEASE_MS, limit = 200 } = {},
): Promise<RefundSweepReport> {
  const snap = await db()
    .collection('refunds')
    .where('state', '==', 'pending')
    .where('createdAt', '<=', Timestamp.fromMillis(now - leaseMs))
    .orderBy('createdAt')
    .limit(limit)
    .get();
  const report: RefundSweepReport = { settled: [], failed: [], pending: [], errors: [] };
  for (const doc of snap.docs) {
    const refund = doc.data() as RefundRecord;
    // A request resumed it recently (attemptAt): its own call is still running.
    if (!leaseExpired(refund, now, leaseMs)) continue;
    try {
      const outcome = await reconcileRefund(gateway, doc.id, refund, { nowMs: now, leaseMs });
      report[outcome].push(doc.id);
      if (outcome !== 'pending')
        logger.warn('reconciled a refund left pending', { refundId: doc.id, outcome });
    } catch (err) {
      const unanswered = err instanceof GatewayUnavailable;
      (unanswered ? report.pending : report.errors).push(doc.id);
      (unanswered ? logger.warn : logger.error)('could not reconcile a refund', {
        refundId: doc.id,
        paymentKey: refund.paymentKey,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return report;
}
