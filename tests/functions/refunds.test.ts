// Refunds and gateway cancels on the Firestore emulator, with the sandbox gateway wrapped so a test decides
// when (and how) the cancel answers: credits are reserved before the gateway is asked (H2), a refusal gives
// exactly the reserved credits back, and the Toss webhook settles our pending refund or acts only on what was
// newly cancelled at the gateway (M3).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { creditsTransaction, debitForJob } from '../../functions/src/features/credits';
import { refundPayment } from '../../functions/src/features/payments/refund-payment';
import { handleTossWebhook } from '../../functions/src/features/payments/toss-webhook';
import {
  GatewayError,
  GatewayUnavailable,
  type CancelInput,
  type PaymentGateway,
  sandboxGateway,
} from '../../functions/src/providers/payments';
import { adminDb, type TestUser } from './emulator';
import { api, balances, buy, createMember, ledger } from './payments-helpers';

adminDb();

const sandbox = sandboxGateway();
const owner = (user: TestUser) => ({ uid: user.uid, admin: false });

function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** The sandbox, with `cancel` replaced by `around(input, realCancel)`. */
const gatewayWith = (
  around: (input: CancelInput, cancel: PaymentGateway['cancel']) => ReturnType<PaymentGateway['cancel']>,
): PaymentGateway => ({ ...sandbox, cancel: (input) => around(input, (i) => sandbox.cancel(i)) });

/** A cancel that waits until the test releases it. */
function slowGateway() {
  const called = latch();
  const release = latch();
  const gateway = gatewayWith(async (input, cancel) => {
    called.open();
    await release.opened;
    return cancel(input);
  });
  return { gateway, called: called.opened, release: release.open };
}

const spend = (uid: string, jobId: string) =>
  creditsTransaction(uid, async (tx) =>
    (await debitForJob(tx, uid, { unit: 'instant', amount: 1, jobId })).commit(),
  );

const statusOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 200 : ((r.reason as { status?: number }).status ?? 500);

async function refundsOf(paymentKey: string) {
  const snap = await adminDb().collection('refunds').where('paymentKey', '==', paymentKey).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const paymentDoc = async (paymentKey: string) =>
  (await adminDb().collection('payments').doc(paymentKey).get()).data()!;

const tossEvent = (paymentKey: string, status: string) => ({
  eventType: 'PAYMENT_STATUS_CHANGED',
  data: { paymentKey, status },
});

describe('refund reservation (H2)', () => {
  it('H2 — a refund reserves the credits before calling Toss: spends during a slow cancel get 402 (scenario A)', async () => {
    const user = await createMember('scenario-a', 0);
    const { paymentKey } = await buy(user); // instant_10, ₩3,900: 10 credits
    const slow = slowGateway();
    const refund = refundPayment(slow.gateway, owner(user), paymentKey);
    await slow.called;

    const spends = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => spend(user.uid, `a-${i}`)));
    expect(spends.map(statusOf)).toEqual(Array(10).fill(402));
    slow.release();

    expect(await refund).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect(await refundsOf(paymentKey)).toMatchObject([
      { amount: 3900, state: 'done', kind: 'full', creditsRemoved: 10, removed: { instant: 10 } },
    ]);
    expect((await ledger(user.uid)).filter((e) => e.kind === 'consume')).toHaveLength(0);
  });

  it('H2 — credits spent before the reservation are priced in; the refund matches what it removed', async () => {
    const user = await createMember('priced', 0);
    const { paymentKey } = await buy(user);
    await Promise.all([0, 1, 2, 3].map((i) => spend(user.uid, `b-${i}`)));
    const payment = await refundPayment(sandbox, owner(user), paymentKey);
    // 6 of 10 left: 3,900 − 4 × 390 = 2,340, less 10%.
    expect(payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 2106 });
    expect(await refundsOf(paymentKey)).toMatchObject([
      { amount: 2106, fee: 234, kind: 'partial', creditsRemoved: 6, state: 'done' },
    ]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
  });

  it('H2 — a second refund while one is pending gets 409 payments.refund_in_progress', async () => {
    const user = await createMember('twice');
    const { paymentKey } = await buy(user);
    const slow = slowGateway();
    const refund = refundPayment(slow.gateway, owner(user), paymentKey);
    await slow.called;

    const again = await api(user, 'POST', `/payments/${paymentKey}/refund`, {}, 'en');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'payments.refund_in_progress',
      detail: 'A refund for this payment is in progress. Please check your purchases again in a few minutes.',
    });
    const listed = await api(user, 'GET', '/payments/my-payments');
    expect(listed.body.payments).toMatchObject([
      { id: paymentKey, status: 'CONFIRMED', refundPending: true },
    ]);
    expect((await api(user, 'GET', `/payments/${paymentKey}/refund`)).body.quote).toBeNull();

    slow.release();
    expect(await refund).toMatchObject({ status: 'REFUNDED' });
    expect(await refundsOf(paymentKey)).toHaveLength(1);
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
  });

  it('H2 — a gateway refusal gives back exactly what was reserved and reopens the lot; a later refund works', async () => {
    const user = await createMember('refused'); // 5 free-trial credits
    const { paymentKey } = await buy(user); // + 10
    const called = latch();
    const release = latch();
    const refusing = gatewayWith(async () => {
      called.open();
      await release.opened;
      throw new GatewayError('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.', 403);
    });
    const refund = refundPayment(refusing, owner(user), paymentKey).catch((e: unknown) => e);
    await called.opened;
    // While reserved, only the free trial is spendable: 3 of it are spent.
    await Promise.all([0, 1, 2].map((i) => spend(user.uid, `r-${i}`)));
    expect(await balances(user.uid)).toMatchObject({ instant: 2 });
    release.open();

    expect(await refund).toMatchObject({ status: 400, key: 'payments.gateway.NOT_CANCELABLE_PAYMENT' });
    expect(await balances(user.uid)).toMatchObject({ instant: 12 });
    const entries = await ledger(user.uid);
    expect(entries.filter((e) => e.kind === 'revoke' || e.kind === 'restore')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'revoke', amount: -10 }),
        expect.objectContaining({ kind: 'restore', amount: 10 }),
      ]),
    );
    expect(entries.find((e) => e.kind === 'grant' && e.ref === paymentKey)).toMatchObject({ open: true });
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'CONFIRMED', refundedAmount: 0 });
    expect((await paymentDoc(paymentKey)).refundPending).toBeUndefined();
    expect(await refundsOf(paymentKey)).toMatchObject([
      { state: 'failed', failure: 'NOT_CANCELABLE_PAYMENT' },
    ]);
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('totalSpent')).toBe(3900);

    // The lot is whole again (the 3 spent came from the trial): a new refund removes its 10 and refunds all.
    expect(await refundPayment(sandbox, owner(user), paymentKey)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 3900,
    });
    expect(await balances(user.uid)).toMatchObject({ instant: 2 });
    expect((await refundsOf(paymentKey)).map((r) => r.state).sort()).toEqual(['done', 'failed']);
  });

  it('H2 — an unanswered cancel keeps the reservation; the webhook settles it, once (M3)', async () => {
    const user = await createMember('unanswered', 0);
    const { paymentKey } = await buy(user);
    const lost = gatewayWith(async (input, cancel) => {
      await cancel(input); // the gateway cancels, but its answer never arrives
      throw new GatewayUnavailable('timeout');
    });
    await expect(refundPayment(lost, owner(user), paymentKey)).rejects.toMatchObject({
      status: 503,
      key: 'payments.gateway_unavailable',
    });
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect(await refundsOf(paymentKey)).toMatchObject([{ state: 'pending', amount: 3900 }]);

    expect(await handleTossWebhook(sandbox, tossEvent(paymentKey, 'CANCELED'), 'u-1')).toBe('refund_settled');
    expect(await handleTossWebhook(sandbox, tossEvent(paymentKey, 'CANCELED'), 'u-2')).toBe('duplicate');
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    expect(await refundsOf(paymentKey)).toMatchObject([{ state: 'done', amount: 3900 }]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'revoke')).toHaveLength(1);
  });

  it('H2 — a pending refund the gateway never saw is resumed with the same key after its lease', async () => {
    const user = await createMember('resume', 0);
    const { paymentKey } = await buy(user);
    const down = gatewayWith(async () => {
      throw new GatewayUnavailable('timeout');
    });
    await expect(refundPayment(down, owner(user), paymentKey)).rejects.toMatchObject({ status: 503 });
    const [pending] = await refundsOf(paymentKey);
    await adminDb()
      .collection('refunds')
      .doc(pending!.id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 10 * 60_000) });

    const keys: string[] = [];
    const watching = gatewayWith((input, cancel) => {
      keys.push(input.idempotencyKey);
      return cancel(input);
    });
    expect(await refundPayment(watching, owner(user), paymentKey)).toMatchObject({ status: 'REFUNDED' });
    expect(keys).toEqual([pending!.id]);
    expect(await refundsOf(paymentKey)).toMatchObject([{ id: pending!.id, state: 'done' }]);
  });
});

describe('cancels at the gateway (M3)', () => {
  it('M3 — a partial cancel at the gateway takes back only credits worth it (scenario C)', async () => {
    const user = await createMember('scenario-c', 0);
    const { paymentKey } = await buy(user, 'instant_30'); // ₩9,900, 30 credits
    await sandbox.cancel({
      paymentKey,
      reason: '대시보드 부분 취소',
      amount: 1000,
      idempotencyKey: 'dash-c1',
    });

    const event = tossEvent(paymentKey, 'PARTIAL_CANCELED');
    expect(await handleTossWebhook(sandbox, event, 'c-1')).toBe('partially_cancelled');
    expect(await handleTossWebhook(sandbox, event, 'c-1')).toBe('duplicate');
    expect(await handleTossWebhook(sandbox, event, 'c-2')).toBe('duplicate');
    // ₩1,000 at ₩390 a credit: 3 credits (rounded up), 27 kept.
    expect(await balances(user.uid)).toMatchObject({ instant: 27 });
    expect(await paymentDoc(paymentKey)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 1000,
    });
    expect(await refundsOf(paymentKey)).toMatchObject([
      { kind: 'gateway', state: 'done', amount: 1000, creditsRemoved: 3 },
    ]);
    expect((await ledger(user.uid)).find((e) => e.kind === 'grant')).toMatchObject({
      open: true,
      reduced: 3,
    });
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('totalSpent')).toBe(8900);

    // The rest is still the user's to refund: unused, within 7 days, so everything not yet refunded.
    const quote = await api(user, 'GET', `/payments/${paymentKey}/refund`);
    expect(quote.body.quote).toEqual({ allowed: true, kind: 'full', refund: 8900, fee: 0 });
    expect(await refundPayment(sandbox, owner(user), paymentKey)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 9900,
    });
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
  });

  it('M3 — a full cancel at the gateway after our partial refund closes the rest and records it', async () => {
    const user = await createMember('dash-rest', 0);
    const { paymentKey } = await buy(user, 'instant_30');
    await Promise.all(Array.from({ length: 10 }, (_, i) => spend(user.uid, `d-${i}`)));
    expect(await refundPayment(sandbox, owner(user), paymentKey)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 5400,
    });
    await sandbox.cancel({ paymentKey, reason: '대시보드 취소', idempotencyKey: 'dash-rest' });
    expect(await handleTossWebhook(sandbox, tossEvent(paymentKey, 'CANCELED'), 'r-1')).toBe('cancelled');
    expect(await paymentDoc(paymentKey)).toMatchObject({ status: 'CANCELED', refundedAmount: 9900 });
    expect((await refundsOf(paymentKey)).map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['gateway', 4500],
      ['partial', 5400],
    ]);
  });

  it('M3 — the webhook beating the route’s last transaction settles our refund: one record (scenario D)', async () => {
    const user = await createMember('scenario-d', 0);
    const { paymentKey } = await buy(user, 'instant_30');
    await Promise.all(Array.from({ length: 10 }, (_, i) => spend(user.uid, `s-${i}`)));
    const outcomes: string[] = [];
    const racing = gatewayWith(async (input, cancel) => {
      const done = await cancel(input);
      outcomes.push(await handleTossWebhook(sandbox, tossEvent(paymentKey, done.status), 'd-1'));
      return done;
    });
    const payment = await refundPayment(racing, owner(user), paymentKey);
    expect(outcomes).toEqual(['refund_settled']);
    expect(payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 5400 });
    expect(await paymentDoc(paymentKey)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 5400,
    });
    expect(await refundsOf(paymentKey)).toMatchObject([{ kind: 'partial', amount: 5400, state: 'done' }]);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'revoke')).toMatchObject([{ amount: -20 }]);
  });
});
