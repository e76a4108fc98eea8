// The Toss webhook's cost and its detached payments: deliveries that change nothing write nothing (L4), and a
// payment whose user deleted the account is still updated, with no ledger touched (L2).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { getPayment } from '../../functions/src/features/payments/payments.repo';
import { quoteFor, refundPayment } from '../../functions/src/features/payments/refund-payment';
import { handleTossWebhook } from '../../functions/src/features/payments/toss-webhook';
import { sandboxGateway, type PaymentGateway } from '../../functions/src/providers/payments';
import { adminDb, hostingUrl } from './emulator';
import { buy, createMember } from './payments-helpers';

adminDb();

const sandbox = sandboxGateway();
const event = (paymentKey: string, status: string) => ({
  eventType: 'PAYMENT_STATUS_CHANGED',
  createdAt: '2026-01-01T00:00:00.000000',
  data: { paymentKey, status },
});
const eventsOf = async (paymentKey: string) =>
  (await adminDb().collection('events').where('paymentKey', '==', paymentKey).get()).size;
/** Cancels the payment at the (sandbox) gateway, as from Toss's dashboard. */
const cancelAtGateway = (paymentKey: string) =>
  adminDb().collection('sandbox_payments').doc(paymentKey).update({ status: 'CANCELED', balanceAmount: 0 });

describe('Toss webhook cost', () => {
  it('L4 — 100 forged deliveries with random ids for a cancelled payment add at most 1 events doc', async () => {
    const user = await createMember('forged', 0);
    const { paymentKey } = await buy(user);
    await cancelAtGateway(paymentKey);
    let lookups = 0;
    const counting: PaymentGateway = {
      ...sandbox,
      getPayment: (key) => {
        lookups += 1;
        return sandbox.getPayment(key);
      },
    };
    const before = await eventsOf(paymentKey);
    const outcomes = new Set<string>();
    expect(await handleTossWebhook(counting, event(paymentKey, 'CANCELED'), randomUUID())).toBe('cancelled');
    for (let i = 0; i < 100; i += 1) {
      outcomes.add(await handleTossWebhook(counting, event(paymentKey, 'CANCELED'), randomUUID()));
    }
    expect([...outcomes]).toEqual(['duplicate']);
    expect((await eventsOf(paymentKey)) - before).toBeLessThanOrEqual(1);
    expect(lookups).toBeLessThanOrEqual(101); // at most one gateway lookup per delivery
    expect((await adminDb().collection('payments').doc(paymentKey).get()).get('refundedAmount')).toBe(3900);
  });

  it('L4 — a delivery for a payment still DONE at the gateway writes nothing', async () => {
    const user = await createMember('forged-done', 0);
    const { paymentKey } = await buy(user);
    for (let i = 0; i < 5; i += 1) {
      expect(await handleTossWebhook(sandbox, event(paymentKey, 'CANCELED'), randomUUID())).toBe('no_change');
    }
    expect(await eventsOf(paymentKey)).toBe(0);
  });
});

describe('Toss webhook for a detached payment', () => {
  it('L2 — a cancel for a payment whose user deleted the account answers 200 and updates it, no ledger', async () => {
    const user = await createMember('detached', 0);
    const { paymentKey } = await buy(user);
    const deleted = await fetch(`${hostingUrl()}/api/v1/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(deleted.status).toBe(204);
    expect((await adminDb().collection('payments').doc(paymentKey).get()).get('userId')).toBeUndefined();
    await cancelAtGateway(paymentKey);

    const res = await fetch(`${hostingUrl()}/api/v1/payments/webhook/toss`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tosspayments-webhook-transmission-id': randomUUID() },
      body: JSON.stringify(event(paymentKey, 'CANCELED')),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: 'cancelled' });
    expect((await adminDb().collection('payments').doc(paymentKey).get()).data()).toMatchObject({
      status: 'CANCELED',
      refundedAmount: 3900,
    });
    const refunds = await adminDb().collection('refunds').where('paymentKey', '==', paymentKey).get();
    expect(refunds.docs.map((d) => d.data())).toMatchObject([
      { kind: 'gateway', amount: 3900, creditsRemoved: 0 },
    ]);
    expect(refunds.docs[0]!.get('userId')).toBeUndefined();
    expect((await adminDb().doc('users/undefined').get()).exists).toBe(false);
    expect((await adminDb().collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('L2 — an admin refund of a detached payment is refused with a reason, never a crash', async () => {
    const user = await createMember('detached-admin', 0);
    const { paymentKey } = await buy(user);
    await adminDb().collection('payments').doc(paymentKey).update({ userId: FieldValue.delete() });
    const payment = await getPayment(paymentKey);
    expect(await quoteFor(payment!)).toBeNull();
    await expect(refundPayment(sandbox, { uid: 'an-admin', admin: true }, paymentKey)).rejects.toMatchObject({
      status: 409,
      key: 'payments.refund_detached',
    });
    expect((await adminDb().doc('users/undefined').get()).exists).toBe(false);
  });
});
