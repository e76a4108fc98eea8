// POST /payments/{paymentKey}/refund. Invariants:
// - only the payment's owner (or an admin) may refund it; anyone else gets the same 404 as a missing payment;
// - the policy (refund-policy.ts) decides the amount from what is left of the payment's grants, valued by unit
//   price; an admin may override a refusal, which refunds what is left of the payment in full;
// - reserve, then ask the gateway, then settle. One transaction re-reads the payment, prices the refund from
//   the lots as they are in that transaction, removes what is left of them and writes the refund `pending`
//   (the payment is marked `refundPending`). Credits spent after that were never part of the refund, and
//   credits refunded can no longer be spent: a spend during the gateway call gets 402;
// - the gateway cancel carries the refund's id as Idempotency-Key and exactly the reserved amount;
// - a gateway that refuses gives the reserved credits back (the lots reopen, `restore` entries) and marks the
//   refund `failed`; a gateway that does not answer leaves the reservation: the Toss webhook settles it if the
//   cancel went through, a new request after REFUND_LEASE_MS asks the gateway again with the same key, and
//   failing both the reconcile schedule sweeps it after the lease (reconcile-refunds.ts, through cancelReserved);
// - a second request while a refund is pending gets 409 payments.refund_in_progress.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { CreditUnit, PaymentStatus, RefundQuote, RefundRequest } from '../../contracts';
import { GatewayError, type PaymentGateway } from '../../providers/payments';
import { AppError, type Actor } from '../../shared/errors';
import { closeGrant, creditsTransaction, grantRemaining, reopenGrant, type GrantUnit } from '../credits';
import { gatewayAppError } from './gateway-errors';
import { getPayment, paymentRef, type PaymentRecord, refundRef, type RefundRecord } from './payments.repo';
import { quoteRefund } from './refund-policy';

/** Statuses a refund may start from (after a partial cancel at the gateway, the rest is still refundable). */
export const REFUNDABLE: readonly PaymentStatus[] = ['CONFIRMED', 'PARTIALLY_REFUNDED'];
/** A pending refund older than this is resumed by the next request (longer than any gateway call takes). */
export const REFUND_LEASE_MS = 3 * 60 * 1000;

/** A pending refund whose last gateway call is older than the lease: nobody is waiting on that call any more. */
export const leaseExpired = (refund: RefundRecord, nowMs: number, leaseMs = REFUND_LEASE_MS): boolean =>
  refund.state === 'pending' && nowMs - ((refund.attemptAt ?? refund.createdAt)?.toMillis() ?? 0) >= leaseMs;

export const grantedUnits = (p: PaymentRecord): CreditUnit[] => {
  const units: CreditUnit[] = [];
  if (p.package.instant_included > 0) units.push('instant');
  if (p.package.training_included > 0) units.push('training');
  if (p.package.generations_included > 0) units.push('generation');
  return units;
};

const recordOf = (snap: FirebaseFirestore.DocumentSnapshot): PaymentRecord =>
  ({ ...snap.data(), paymentKey: snap.id }) as PaymentRecord;

/** Reads the payment for `caller`: owners and admins only. */
export async function paymentFor(caller: Actor, paymentKey: string): Promise<PaymentRecord> {
  const payment = await getPayment(paymentKey);
  if (!payment || (payment.userId !== caller.uid && !caller.admin))
    throw new AppError(404, 'payments.payment_not_found');
  return payment;
}

/** The policy applied to a payment and its lots: the one pricing of the quote and of the refund. */
export const quoteOf = (payment: PaymentRecord, units: GrantUnit[], now: Date): RefundQuote =>
  quoteRefund({
    amount: payment.amount,
    refunded: payment.refundedAmount,
    units,
    paidAt: payment.completedAt.toDate(),
    now,
  });

/** What the policy allows now (read-only); null when no refund can start. */
export async function quoteFor(payment: PaymentRecord, now = new Date()): Promise<RefundQuote | null> {
  if (!REFUNDABLE.includes(payment.status) || payment.refundPending || !payment.userId) return null;
  const units = await grantRemaining(payment.userId, payment.paymentKey, grantedUnits(payment));
  return quoteOf(payment, units, now);
}

/**
 * Writes of settling a pending refund whose cancel the gateway has made (reads done by the caller): the refund
 * `done`, the payment REFUNDED or PARTIALLY_REFUNDED. Used by the refund route and by the Toss webhook,
 * whichever learns of the cancel first.
 */
export function commitRefundSettled(
  tx: Transaction,
  payment: PaymentRecord,
  refundId: string,
  refund: Pick<RefundRecord, 'amount'>,
): PaymentRecord {
  const now = Timestamp.now();
  const refundedAmount = payment.refundedAmount + refund.amount;
  const status: PaymentStatus = refundedAmount >= payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  tx.update(refundRef(refundId), { state: 'done', settledAt: now });
  tx.update(paymentRef(payment.paymentKey), {
    status,
    refundedAmount,
    refundedAt: now,
    refundPending: FieldValue.delete(),
  });
  const settled: PaymentRecord = { ...payment, status, refundedAmount };
  delete settled.refundPending;
  return settled;
}

/** A refund whose credits are reserved: its id is the gateway's Idempotency-Key, its amount what to cancel. */
export interface Reservation {
  id: string;
  amount: number;
  reason: string;
}

/** The cancel reason sent to the gateway (kept on the refund, so a retry sends the same request). */
export const cancelReasonOf = (refund: Pick<RefundRecord, 'reason' | 'by' | 'userId'>): string =>
  refund.reason ?? (refund.by !== refund.userId ? '관리자 환불' : '고객 요청 환불');

async function reserveRefund(
  caller: Actor,
  payment: PaymentRecord,
  options: RefundRequest,
): Promise<Reservation> {
  const { userId, paymentKey } = payment;
  return creditsTransaction(userId, async (tx) => {
    const current = recordOf(await tx.get(paymentRef(paymentKey)));
    const now = Timestamp.now();
    if (current.refundPending) {
      const snap = await tx.get(refundRef(current.refundPending));
      const pending = snap.data() as RefundRecord | undefined;
      if (!pending || !leaseExpired(pending, now.toMillis()))
        throw new AppError(409, 'payments.refund_in_progress');
      // The gateway never answered that attempt: ask again with the same key and amount.
      tx.update(snap.ref, { attemptAt: now });
      return { id: snap.id, amount: pending.amount, reason: cancelReasonOf(pending) };
    }
    if (!REFUNDABLE.includes(current.status)) throw new AppError(409, 'payments.already_refunded');

    const attempt = (current.refundAttempts ?? 0) + 1;
    const id = `refund_${paymentKey}_${attempt}`.replace(/\//g, '_').slice(0, 300);
    const close = await closeGrant(tx, userId, {
      grantRef: paymentKey,
      units: grantedUnits(current),
      kind: 'revoke',
      ref: id,
    });
    const quote = quoteOf(current, close.units, now.toDate());
    const left = current.amount - current.refundedAmount;
    let amount: number;
    if (quote.allowed) amount = quote.refund;
    else if (caller.admin && options.override) amount = left;
    else throw new AppError(400, `payments.refund_${quote.reason}`);
    if (amount <= 0) throw new AppError(409, 'payments.already_refunded');

    close.commit({ totalSpent: FieldValue.increment(-amount) });
    const record: RefundRecord = {
      userId,
      paymentKey,
      amount,
      fee: quote.allowed ? quote.fee : 0,
      kind: quote.allowed ? quote.kind : 'override',
      state: 'pending',
      creditsRemoved: close.removed,
      removed: close.removedUnits,
      by: caller.uid,
      createdAt: now,
      ...(options.reason ? { reason: options.reason.slice(0, 200) } : {}),
    };
    tx.create(refundRef(id), record);
    tx.update(paymentRef(paymentKey), { refundPending: id, refundAttempts: attempt });
    return { id, amount, reason: cancelReasonOf(record) };
  });
}

/** The gateway cancelled: settle the refund, unless the webhook (or the reconcile schedule) did first. */
export function finishRefund(payment: PaymentRecord, refundId: string): Promise<PaymentRecord> {
  return creditsTransaction(payment.userId, async (tx) => {
    const [p, r] = await tx.getAll(paymentRef(payment.paymentKey), refundRef(refundId));
    const current = recordOf(p!);
    const refund = r!.data() as RefundRecord;
    if (refund.state !== 'pending') return current;
    return commitRefundSettled(tx, current, refundId, refund);
  });
}

/** The gateway refused: the reserved credits come back (the lots this refund closed reopen), once. */
export function releaseRefund(payment: PaymentRecord, refundId: string, failure: string): Promise<void> {
  return creditsTransaction(payment.userId, async (tx) => {
    const [p, r] = await tx.getAll(paymentRef(payment.paymentKey), refundRef(refundId));
    const refund = r!.data() as RefundRecord;
    if (refund.state !== 'pending') return;
    const current = recordOf(p!);
    const reopen = await reopenGrant(tx, payment.userId, {
      grantRef: payment.paymentKey,
      units: grantedUnits(current),
      ref: refundId,
      removed: refund.removed,
    });
    reopen.commit({ totalSpent: FieldValue.increment(refund.amount) });
    tx.update(refundRef(refundId), { state: 'failed', failure, settledAt: Timestamp.now() });
    if (current.refundPending === refundId)
      tx.update(paymentRef(payment.paymentKey), { refundPending: FieldValue.delete() });
  });
}

/** Answers that are no refusal: the gateway is still working on the same key, or asks us to slow down. */
const NOT_YET = new Set(['IDEMPOTENT_REQUEST_PROCESSING', 'FORBIDDEN_CONSECUTIVE_REQUEST']);

export type CancelOutcome = { settled: PaymentRecord } | { refused: GatewayError } | { unanswered: true };

/**
 * Asks the gateway to cancel a reserved refund (its id as Idempotency-Key, exactly its amount and reason) and
 * settles by the answer: done when it cancelled; on a refusal (4xx) the reserved credits come back and the
 * refund is `failed`; with no answer (timeout, 5xx, or NOT_YET) the cancel may have happened, so the
 * reservation stays. Used by the refund route and by the reconcile schedule's retry.
 */
export async function cancelReserved(
  gateway: PaymentGateway,
  payment: PaymentRecord,
  reservation: Reservation,
): Promise<CancelOutcome> {
  try {
    await gateway.cancel({
      paymentKey: payment.paymentKey,
      reason: reservation.reason,
      amount: reservation.amount,
      idempotencyKey: reservation.id,
    });
  } catch (err) {
    if (err instanceof GatewayError && err.httpStatus < 500 && !NOT_YET.has(err.code)) {
      await releaseRefund(payment, reservation.id, err.code);
      return { refused: err };
    }
    logger.warn('refund cancel unanswered; credits stay reserved', {
      paymentKey: payment.paymentKey,
      refundId: reservation.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return { unanswered: true };
  }
  return { settled: await finishRefund(payment, reservation.id) };
}

export async function refundPayment(
  gateway: PaymentGateway,
  caller: Actor,
  paymentKey: string,
  options: RefundRequest = {},
): Promise<PaymentRecord> {
  const payment = await paymentFor(caller, paymentKey);
  // The account was deleted (review L2): no credits are left to take back, so refund it in the Toss dashboard;
  // the webhook then records the cancel on the detached payment.
  if (!payment.userId) throw new AppError(409, 'payments.refund_detached');
  const reservation = await reserveRefund(caller, payment, options);
  const outcome = await cancelReserved(gateway, payment, reservation);
  if ('settled' in outcome) return outcome.settled;
  if ('refused' in outcome) throw gatewayAppError(outcome.refused, 'payments.refund_failed');
  throw new AppError(503, 'payments.gateway_unavailable');
}
