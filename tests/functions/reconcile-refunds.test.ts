// H2 — refunds stuck pending: a refund reserves its credits before it asks Toss to cancel, so a cancel Toss never
// answered leaves the credits removed and the money unpaid until someone settles it. The reconcile schedule's
// refund sweep (reconcile-refunds.ts) looks such refunds up at the fake Toss server once their lease is over and
// settles, retries (same Idempotency-Key) or restores them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment } from '../../functions/src/features/payments/confirm-payment';
import { reconcileRefunds } from '../../functions/src/features/payments/reconcile-refunds';
import { refundPayment } from '../../functions/src/features/payments/refund-payment';
import { requestPayment } from '../../functions/src/features/payments/request-payment';
import { createTossGateway } from '../../functions/src/providers/payments/toss';
import { startFakeToss, TOSS_TEST_SECRET_KEY, type FakeToss } from '../fakes/toss';
import { adminDb, type TestUser } from './emulator';
import { balances, createMember, ledger, PUBLIC_BASE_URL, returnUrls } from './payments-helpers';

let toss: FakeToss;
beforeAll(async () => {
  adminDb(); // the Admin app with the demo project id, shared by the use cases
  toss = await startFakeToss();
});
afterAll(() => toss.close());
afterEach(() => {
  delete toss.behaviour.cancelFault;
  delete toss.behaviour.refuseCancel;
});

const gateway = () =>
  createTossGateway({ secretKey: TOSS_TEST_SECRET_KEY, baseUrl: toss.url, timeoutMs: 2000 });
const owner = (user: TestUser) => ({ uid: user.uid, admin: false });

/** Ten minutes from now: every refund started before the test is past its lease. */
const later = () => ({ now: Date.now() + 10 * 60 * 1000 });

/** instant_10 (₩3,900, 10 credits) paid at the fake Toss and confirmed. */
async function paid(user: TestUser) {
  const o = await requestPayment(
    user.uid,
    { packageId: 'instant_10', method: 'CARD', ...returnUrls },
    PUBLIC_BASE_URL,
  );
  const paymentKey = `tref_${o.orderId}`;
  toss.authorize({ paymentKey, orderId: o.orderId, amount: o.amount });
  await confirmPayment(gateway(), user.uid, { paymentKey, orderId: o.orderId, amount: o.amount });
  return paymentKey;
}

/** A refund whose cancel got no answer (the connection dropped before or after Toss applied it): pending. */
async function stuckRefund(user: TestUser, fault: 'unreached' | 'answer-lost') {
  const paymentKey = await paid(user);
  toss.behaviour.cancelFault = fault;
  await expect(refundPayment(gateway(), owner(user), paymentKey)).rejects.toMatchObject({
    status: 503,
    key: 'payments.gateway_unavailable',
  });
  delete toss.behaviour.cancelFault;
  const [refund, ...more] = await refundsOf(paymentKey);
  expect(more).toHaveLength(0);
  expect(refund).toMatchObject({ state: 'pending', amount: 3900 });
  return { paymentKey, refundId: refund!.id as string };
}

async function refundsOf(paymentKey: string) {
  const snap = await adminDb().collection('refunds').where('paymentKey', '==', paymentKey).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const paymentDoc = async (paymentKey: string) =>
  (await adminDb().collection('payments').doc(paymentKey).get()).data()!;

/** The cancel requests the fake Toss received for a payment, with their Idempotency-Key. */
const cancelsSent = (paymentKey: string) =>
  toss.requests
    .filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentKey}/cancel`)
    .map((r) => r.headers['idempotency-key']);

const all = (r: Awaited<ReturnType<typeof reconcileRefunds>>) => [
  ...r.settled,
  ...r.failed,
  ...r.pending,
  ...r.errors,
];

describe('H2 — refunds stuck pending: the reconciliation sweep', () => {
  it('H2 — a refund stuck pending is settled by the reconciliation sweep when Toss did cancel it', async () => {
    const user = await createMember('sweep-lost-answer', 0);
    const { paymentKey, refundId } = await stuckRefund(user, 'answer-lost');
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'CONFIRMED', refundPending: refundId });

    const report = await reconcileRefunds(gateway(), later());
    expect(report.settled).toContain(refundId);
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    expect((await paymentDoc(paymentKey)).refundPending).toBeUndefined();
    expect(await refundsOf(paymentKey)).toMatchObject([{ id: refundId, state: 'done', amount: 3900 }]);
    // Settled from the lookup: no second cancel, and the credits stay removed.
    expect(cancelsSent(paymentKey)).toEqual([refundId]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    const entries = await ledger(user.uid);
    expect(entries.filter((e) => e.kind === 'restore')).toHaveLength(0);
    expect(entries.filter((e) => e.kind === 'revoke')).toHaveLength(1);
  });

  it('H2 — a stuck refund Toss never received is sent again with the same Idempotency-Key and settled', async () => {
    const user = await createMember('sweep-unreached', 0);
    const { paymentKey, refundId } = await stuckRefund(user, 'unreached');
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'DONE', balanceAmount: 3900 });
    expect(cancelsSent(paymentKey)).toEqual([refundId]);

    const report = await reconcileRefunds(gateway(), later());
    expect(report.settled).toContain(refundId);
    expect(cancelsSent(paymentKey)).toEqual([refundId, refundId]);
    const retry = toss.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`).at(-1);
    expect(retry?.json).toMatchObject({ cancelAmount: 3900, cancelReason: '고객 요청 환불' });
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    expect(await refundsOf(paymentKey)).toMatchObject([{ id: refundId, state: 'done' }]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
  });

  it('H2 — a stuck refund Toss refuses is restored exactly (balance back, lot reopened) and marked failed', async () => {
    const user = await createMember('sweep-refused'); // 5 free-trial credits
    const { paymentKey, refundId } = await stuckRefund(user, 'unreached');
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });

    toss.behaviour.refuseCancel = 'NOT_CANCELABLE_PAYMENT';
    const report = await reconcileRefunds(gateway(), later());
    expect(report.failed).toContain(refundId);
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    const entries = await ledger(user.uid);
    expect(entries.filter((e) => e.kind === 'revoke' || e.kind === 'restore')).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'revoke', amount: -10 }),
        expect.objectContaining({ kind: 'restore', amount: 10 }),
      ]),
    );
    expect(entries.find((e) => e.kind === 'grant' && e.ref === paymentKey)).toMatchObject({ open: true });
    expect(await refundsOf(paymentKey)).toMatchObject([
      { id: refundId, state: 'failed', failure: 'NOT_CANCELABLE_PAYMENT' },
    ]);
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'CONFIRMED', refundedAmount: 0 });
    expect((await paymentDoc(paymentKey)).refundPending).toBeUndefined();
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('totalSpent')).toBe(3900);
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'DONE', balanceAmount: 3900 });
  });

  it('H2 — a pending refund inside its lease is left alone by the sweep', async () => {
    const user = await createMember('sweep-fresh', 0);
    const { paymentKey, refundId } = await stuckRefund(user, 'unreached');

    const report = await reconcileRefunds(gateway());
    expect(all(report)).not.toContain(refundId);
    expect(cancelsSent(paymentKey)).toEqual([refundId]);
    expect(toss.requests.filter((r) => r.path === `/v1/payments/${paymentKey}`)).toHaveLength(0);
    expect(await refundsOf(paymentKey)).toMatchObject([{ id: refundId, state: 'pending' }]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });

    // Once the lease is over, the next run picks it up.
    expect((await reconcileRefunds(gateway(), later())).settled).toContain(refundId);
  });

  it('H2 — running the refund sweep twice changes nothing the second time', async () => {
    const cancelled = await createMember('sweep-twice-a', 0);
    const refused = await createMember('sweep-twice-b', 0);
    const a = await stuckRefund(cancelled, 'answer-lost');
    const b = await stuckRefund(refused, 'unreached');
    toss.behaviour.refuseCancel = 'NOT_CANCELABLE_PAYMENT';

    const first = await reconcileRefunds(gateway(), later());
    expect(first.settled).toContain(a.refundId);
    expect(first.failed).toContain(b.refundId);

    const state = async () => ({
      refunds: [await refundsOf(a.paymentKey), await refundsOf(b.paymentKey)],
      payments: [await paymentDoc(a.paymentKey), await paymentDoc(b.paymentKey)],
      balances: [await balances(cancelled.uid), await balances(refused.uid)],
      ledgers: [await ledger(cancelled.uid), await ledger(refused.uid)],
      toss: structuredClone([toss.payments.get(a.paymentKey), toss.payments.get(b.paymentKey)]),
    });
    const before = await state();
    const sent = toss.requests.length;

    const second = await reconcileRefunds(gateway(), later());
    expect(all(second)).not.toContain(a.refundId);
    expect(all(second)).not.toContain(b.refundId);
    expect(await state()).toEqual(before);
    const ours = (path: string) => path.includes(a.paymentKey) || path.includes(b.paymentKey);
    expect(toss.requests.slice(sent).filter((r) => ours(r.path))).toEqual([]);
  });
});
