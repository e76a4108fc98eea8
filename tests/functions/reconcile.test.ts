// M4 — charged at Toss but not credited: the confirm marks its order CONFIRMING before it asks Toss, and the
// reconcile use case (run by the paymentsReconcile schedule) finds such orders once they are stuck, looks them up
// at the fake Toss server and grants once, or marks them failed when Toss says they were not paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment } from '../../functions/src/features/payments/confirm-payment';
import { reconcilePayments } from '../../functions/src/features/payments/reconcile-payments';
import { requestPayment } from '../../functions/src/features/payments/request-payment';
import type { PaymentGateway } from '../../functions/src/providers/payments';
import { createTossGateway } from '../../functions/src/providers/payments/toss';
import { startFakeToss, TOSS_TEST_SECRET_KEY, type FakeToss } from '../fakes/toss';
import { adminDb } from './emulator';
import { balances, createMember, ledger, PUBLIC_BASE_URL, returnUrls } from './payments-helpers';

let toss: FakeToss;
beforeAll(async () => {
  adminDb(); // the Admin app with the demo project id, shared by the use cases
  toss = await startFakeToss();
});
afterAll(() => toss.close());

const gateway = () =>
  createTossGateway({ secretKey: TOSS_TEST_SECRET_KEY, baseUrl: toss.url, timeoutMs: 2000 });

/** Ten minutes from now: every confirm started before the test looks stuck. */
const later = () => ({ now: Date.now() + 10 * 60 * 1000 });

async function authorizedOrder(uid: string) {
  const o = await requestPayment(
    uid,
    { packageId: 'instant_10', method: 'CARD', ...returnUrls },
    PUBLIC_BASE_URL,
  );
  const paymentKey = `trec_${o.orderId}`;
  toss.authorize({ paymentKey, orderId: o.orderId, amount: o.amount });
  return { orderId: o.orderId, amount: o.amount, paymentKey };
}

/** A confirm whose instance is lost around the Toss call: after Toss approved it, or before Toss saw it. */
function lostInstance(when: 'after-toss' | 'before-toss'): PaymentGateway {
  const real = gateway();
  return {
    ...real,
    async confirm(input) {
      if (when === 'after-toss') await real.confirm(input);
      throw new Error('instance lost');
    },
  };
}

const order = async (orderId: string) => (await adminDb().doc(`orders/${orderId}`).get()).data();

describe('M4 — reconciliation of confirms we never recorded', () => {
  it('M4 — Toss approved, our write never happened: the schedule grants exactly once', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    await expect(confirmPayment(lostInstance('after-toss'), user.uid, o)).rejects.toThrow('instance lost');
    expect(toss.payments.get(o.paymentKey)?.status).toBe('DONE');
    expect(await order(o.orderId)).toMatchObject({ status: 'CONFIRMING', paymentKey: o.paymentKey });
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });

    // A confirm that may still be running is left alone.
    expect((await reconcilePayments(gateway())).granted).not.toContain(o.orderId);
    expect(await order(o.orderId)).toMatchObject({ status: 'CONFIRMING' });

    const report = await reconcilePayments(gateway(), later());
    expect(report.granted).toContain(o.orderId);
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    expect(await order(o.orderId)).toMatchObject({ status: 'CONFIRMED', paymentKey: o.paymentKey });
    expect((await adminDb().doc(`payments/${o.paymentKey}`).get()).data()).toMatchObject({
      status: 'CONFIRMED',
      amount: 3900,
      provider: 'toss',
    });

    // Again, and the buyer's own late confirm: nothing more is granted.
    const again = await reconcilePayments(gateway(), later());
    expect([...again.granted, ...again.failed, ...again.pending, ...again.errors]).not.toContain(o.orderId);
    expect(await confirmPayment(gateway(), user.uid, o)).toMatchObject({ paymentKey: o.paymentKey });
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'grant' && e.ref === o.paymentKey)).toHaveLength(
      1,
    );
    expect(toss.counts.confirm).toBeGreaterThanOrEqual(1);
  });

  it('M4 — the schedule and a late confirm racing each other still grant once', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    await expect(confirmPayment(lostInstance('after-toss'), user.uid, o)).rejects.toThrow('instance lost');
    await Promise.all([reconcilePayments(gateway(), later()), confirmPayment(gateway(), user.uid, o)]);
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    expect((await adminDb().collection('payments').where('orderId', '==', o.orderId).get()).size).toBe(1);
  });

  it('M4 — Toss never got the confirm: pending while the payment is open, failed once Toss expires it', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    await expect(confirmPayment(lostInstance('before-toss'), user.uid, o)).rejects.toThrow('instance lost');

    expect((await reconcilePayments(gateway(), later())).pending).toContain(o.orderId);
    expect(await order(o.orderId)).toMatchObject({ status: 'CONFIRMING' });

    toss.expire(o.paymentKey);
    expect((await reconcilePayments(gateway(), later())).failed).toContain(o.orderId);
    expect(await order(o.orderId)).toMatchObject({ status: 'FAILED', failure: 'EXPIRED' });
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
    expect((await adminDb().doc(`payments/${o.paymentKey}`).get()).exists).toBe(false);
  });

  it('M4 — a payment Toss does not know is marked failed', async () => {
    const user = await createMember();
    const o = await requestPayment(
      user.uid,
      { packageId: 'instant_10', method: 'CARD', ...returnUrls },
      PUBLIC_BASE_URL,
    );
    const input = { orderId: o.orderId, amount: o.amount, paymentKey: `trec_unknown_${o.orderId}` };
    await expect(confirmPayment(lostInstance('before-toss'), user.uid, input)).rejects.toThrow(
      'instance lost',
    );
    expect((await reconcilePayments(gateway(), later())).failed).toContain(o.orderId);
    expect(await order(o.orderId)).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND_PAYMENT' });
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
  });

  it('M4 — the reconcile schedule is deployed every 10 minutes', async () => {
    // The built entry point, as `firebase deploy` loads it (npm test builds functions/lib first).
    const entry = new URL('../../functions/lib/index.js', import.meta.url).href;
    const deployed = (await import(entry)) as Record<string, unknown>;
    const endpoint = (deployed.paymentsReconcile as { __endpoint?: Record<string, unknown> } | undefined)
      ?.__endpoint;
    expect(endpoint?.scheduleTrigger).toMatchObject({ schedule: 'every 10 minutes' });
    expect(endpoint?.region).toEqual(['asia-northeast3']);
  });
});
