// POST /payments/{paymentKey}/refund. Invariants:
// - only the payment's owner (or an admin) may refund it; anyone else gets the same 404 as a missing payment;
// - the policy (refund-policy.ts) decides the amount from what is left of the payment's grants; an admin may
//   override a refusal, which refunds what is left of the payment in full;
// - the gateway cancel carries an Idempotency-Key derived from the payment, so a retried or parallel refund
//   never cancels twice at the gateway;
// - the refund record, the payment's new status and the removal of what is left of its grants are written
//   in one transaction that first checks the payment is still CONFIRMED, so credits are removed once.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/request-context';
import { GatewayError, GatewayUnavailable, type PaymentGateway } from '../../providers/payments';
import { type CreditUnit, ledgerTransaction } from '../credits/ledger';
import { commitCloseLots, prepareCloseLots } from '../credits/lots';
import { gatewayHttpError } from './gateway-errors';
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
export async function paymentFor(caller: Caller, paymentKey: string): Promise<PaymentRecord> {
  const payment = await getPayment(paymentKey);
  if (!payment || (payment.userId !== caller.uid && !caller.admin))
    throw new HttpError(404, 'payments.payment_not_found');
  return payment;
}

/** What the policy allows now, from what is left of the payment's grants (read-only). */
export async function quoteFor(payment: PaymentRecord, now = new Date()) {
  const lots = await ledgerTransaction(
    payment.userId,
    async (tx) =>
      (await prepareCloseLots(tx, payment.userId, grantedUnits(payment), payment.paymentKey, 'revoke')).lots,
  );
  const granted = lots.reduce((sum, l) => sum + l.granted, 0);
  const remaining = lots.reduce((sum, l) => sum + l.remaining, 0);
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
  caller: Caller,
  paymentKey: string,
  options: { override?: boolean; reason?: string } = {},
) {
  const payment = await paymentFor(caller, paymentKey);
  if (payment.status !== 'CONFIRMED') throw new HttpError(409, 'payments.already_refunded');

  const quote = await quoteFor(payment);
  let refund: number;
  if (quote.allowed) refund = quote.refund;
  else if (caller.admin && options.override) refund = payment.amount - payment.refundedAmount;
  else throw new HttpError(400, `payments.refund_${quote.reason}`);
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
    if (err instanceof GatewayUnavailable) throw new HttpError(503, 'payments.gateway_unavailable');
    if (err instanceof GatewayError) throw gatewayHttpError(err, 'payments.refund_failed');
    throw err;
  }

  return ledgerTransaction(payment.userId, async (tx) => {
    const current = await tx.get(paymentRef(paymentKey));
    if (current.get('status') !== 'CONFIRMED') return { ...current.data(), paymentKey } as PaymentRecord;
    const plan = await prepareCloseLots(tx, payment.userId, grantedUnits(payment), paymentKey, 'revoke');
    commitCloseLots(tx, plan, 'revoke', { totalSpent: FieldValue.increment(-refund) });
    const now = Timestamp.now();
    tx.create(refundRef(idempotencyKey), {
      userId: payment.userId,
      paymentKey,
      amount: refund,
      fee: quote.allowed ? quote.fee : 0,
      kind: quote.allowed ? quote.kind : 'override',
      creditsRemoved: plan.removed,
      by: caller.uid,
      createdAt: now,
    });
    const update = {
      status: full ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      refundedAmount: payment.refundedAmount + refund,
      refundedAt: now,
    };
    tx.update(paymentRef(paymentKey), update);
    return { ...payment, ...update } as PaymentRecord;
  });
}
