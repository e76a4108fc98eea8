// POST /payments/{paymentKey}/refund. Invariants:
// - only the payment's owner (or an admin) may refund it; anyone else gets the same 404 as a missing payment;
// - the policy (refund-policy.ts) decides the amount from what is left of the payment's grants; an admin may
//   override a refusal, which refunds what is left of the payment in full;
// - the gateway cancel carries an Idempotency-Key derived from the payment, so a retried or parallel refund
//   never cancels twice at the gateway;
// - the refund record, the payment's new status and the removal of what is left of its grants are written
//   in one transaction that first checks the payment is still CONFIRMED, so credits are removed once.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CreditUnit, RefundQuote, RefundRequest } from '../../contracts';
import { GatewayError, GatewayUnavailable, type PaymentGateway } from '../../providers/payments';
import { AppError, type Actor } from '../../shared/errors';
import { closeGrant, creditsTransaction, grantRemaining } from '../credits';
import { gatewayAppError } from './gateway-errors';
import { getPayment, paymentRef, type PaymentRecord, refundRef } from './payments.repo';
import { quoteRefund } from './refund-policy';

export const grantedUnits = (p: PaymentRecord): CreditUnit[] => {
  const units: CreditUnit[] = [];
  if (p.package.instant_included > 0) units.push('instant');
  if (p.package.training_included > 0) units.push('training');
  if (p.package.generations_included > 0) units.push('generation');
  return units;
};

/** Reads the payment for `caller`: owners and admins only. */
export async function paymentFor(caller: Actor, paymentKey: string): Promise<PaymentRecord> {
  const payment = await getPayment(paymentKey);
  if (!payment || (payment.userId !== caller.uid && !caller.admin))
    throw new AppError(404, 'payments.payment_not_found');
  return payment;
}

/** What the policy allows now, from what is left of the payment's grants (read-only). */
export async function quoteFor(payment: PaymentRecord, now = new Date()): Promise<RefundQuote> {
  const { granted, remaining } = await grantRemaining(
    payment.userId,
    payment.paymentKey,
    grantedUnits(payment),
  );
  return quoteRefund({
    amount: payment.amount,
    granted,
    remaining,
    paidAt: payment.completedAt.toDate(),
    now,
  });
}

export async function refundPayment(
  gateway: PaymentGateway,
  caller: Actor,
  paymentKey: string,
  options: RefundRequest = {},
): Promise<PaymentRecord> {
  const payment = await paymentFor(caller, paymentKey);
  if (payment.status !== 'CONFIRMED') throw new AppError(409, 'payments.already_refunded');

  const quote = await quoteFor(payment);
  let refund: number;
  if (quote.allowed) refund = quote.refund;
  else if (caller.admin && options.override) refund = payment.amount - payment.refundedAmount;
  else throw new AppError(400, `payments.refund_${quote.reason}`);
  const full = refund === payment.amount;

  const idempotencyKey = `refund_${paymentKey}`.slice(0, 300);
  try {
    await gateway.cancel({
      paymentKey,
      reason:
        options.reason?.slice(0, 200) ||
        (caller.admin && caller.uid !== payment.userId ? '관리자 환불' : '고객 요청 환불'),
      amount: full ? undefined : refund,
      idempotencyKey,
    });
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw new AppError(503, 'payments.gateway_unavailable');
    if (err instanceof GatewayError) throw gatewayAppError(err, 'payments.refund_failed');
    throw err;
  }

  return creditsTransaction(payment.userId, async (tx) => {
    const current = await tx.get(paymentRef(paymentKey));
    if (current.get('status') !== 'CONFIRMED') return { ...current.data(), paymentKey } as PaymentRecord;
    const close = await closeGrant(tx, payment.userId, {
      grantRef: paymentKey,
      units: grantedUnits(payment),
      kind: 'revoke',
    });
    close.commit({ totalSpent: FieldValue.increment(-refund) });
    const now = Timestamp.now();
    tx.create(refundRef(idempotencyKey), {
      userId: payment.userId,
      paymentKey,
      amount: refund,
      fee: quote.allowed ? quote.fee : 0,
      kind: quote.allowed ? quote.kind : 'override',
      creditsRemoved: close.removed,
      by: caller.uid,
      createdAt: now,
    });
    const update = {
      status: full ? ('REFUNDED' as const) : ('PARTIALLY_REFUNDED' as const),
      refundedAmount: payment.refundedAmount + refund,
      refundedAt: now,
    };
    tx.update(paymentRef(paymentKey), update);
    return { ...payment, ...update };
  });
}
