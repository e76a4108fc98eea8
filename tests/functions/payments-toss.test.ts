// The confirm and webhook use cases with the real Toss adapter against the fake Toss server, on the
// Firestore emulator: Toss errors grant nothing, a timeout is reconciled by order, a cancel at Toss removes
// what is left of the grant once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment } from '../../functions/src/features/payments/confirm-payment';
import { requestPayment } from '../../functions/src/features/payments/request-payment';
import { handleTossWebhook } from '../../functions/src/features/payments/toss-webhook';
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

const gateway = (timeoutMs = 2000) =>
  createTossGateway({ secretKey: TOSS_TEST_SECRET_KEY, baseUrl: toss.url, timeoutMs });

async function authorizedOrder(uid: string, failWith?: string) {
  const order = await requestPayment(
    uid,
    { packageId: 'instant_10', method: 'CARD', ...returnUrls },
    PUBLIC_BASE_URL,
  );
  const paymentKey = `tgen_${order.orderId}`;
  toss.authorize({ paymentKey, orderId: order.orderId, amount: order.amount, failWith });
  return { ...order, paymentKey };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { status?: number; key?: string }) => ({ status: e.status, key: e.key }),
  );

describe('confirm with Toss', () => {
  it('grants after Toss approves', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    const payment = await confirmPayment(gateway(), user.uid, o);
    expect(payment).toMatchObject({
      status: 'CONFIRMED',
      provider: 'toss',
      amount: 3900,
      gatewayMethod: '카드',
    });
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
  });

  it.each([
    ['REJECT_CARD_PAYMENT', { status: 400, key: 'payments.gateway.REJECT_CARD_PAYMENT' }],
    ['UNKNOWN_PAYMENT_ERROR', { status: 502, key: 'payments.confirm_failed' }],
    ['DUPLICATED_ORDER_ID', { status: 400, key: 'payments.confirm_failed' }],
  ])('a Toss %s grants nothing', async (code, expected) => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid, code);
    expect(await rejection(confirmPayment(gateway(), user.uid, o))).toEqual(expected);
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
    expect((await adminDb().collection('payments').doc(o.paymentKey).get()).exists).toBe(false);
    expect((await adminDb().collection('orders').doc(o.orderId).get()).data()).toMatchObject({
      status: 'FAILED',
      failure: code,
    });
  });

  it('refuses a tampered amount before calling Toss', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    const before = toss.requests.length;
    expect(await rejection(confirmPayment(gateway(), user.uid, { ...o, amount: 39 }))).toEqual({
      status: 400,
      key: 'payments.amount_mismatch',
    });
    expect(toss.requests.length).toBe(before);
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
  });

  it('reconciles a confirm that timed out by looking the order up at Toss', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    toss.behaviour.slowConfirmMs = 600;
    try {
      const payment = await confirmPayment(gateway(150), user.uid, o);
      expect(payment.status).toBe('CONFIRMED');
    } finally {
      toss.behaviour.slowConfirmMs = 0;
    }
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
  });

  it('grants once when Toss answers a second confirm with ALREADY_PROCESSED_PAYMENT', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    await Promise.all([confirmPayment(gateway(), user.uid, o), confirmPayment(gateway(), user.uid, o)]);
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
  });
});

describe('Toss webhook PAYMENT_STATUS_CHANGED', () => {
  it('trusts only Toss’s answer, removes what is left of a cancelled payment once, and dedupes deliveries', async () => {
    const user = await createMember();
    const o = await authorizedOrder(user.uid);
    await confirmPayment(gateway(), user.uid, o);
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: o.paymentKey, status: 'CANCELED' },
    };

    // Forged: the body says CANCELED but Toss still has it DONE.
    expect(await handleTossWebhook(gateway(), event, 'tx-1')).toBe('no_change');
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });

    await gateway().cancel({ paymentKey: o.paymentKey, reason: '대시보드 취소', idempotencyKey: 'dash-1' });
    expect(await handleTossWebhook(gateway(), event, 'tx-2')).toBe('cancelled');
    expect(await handleTossWebhook(gateway(), event, 'tx-2')).toBe('duplicate');
    expect(await handleTossWebhook(gateway(), event, 'tx-3')).toBe('duplicate');
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'revoke')).toHaveLength(1);
    // The cancelled payment no longer counts as spent.
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('totalSpent')).toBe(0);
    expect(await handleTossWebhook(gateway(), { eventType: 'OTHER' }, 'tx-4')).toBe('ignored');
  });
});
