// The payment API through the Hosting rewrite with the sandbox gateway (the default without Toss keys):
// orders priced on the server, confirm checks, exactly-once grants, ownership, refunds by the policy.
import { describe, expect, it } from 'vitest';
import { adminDb, createAdmin, hostingUrl } from './emulator';
import { api, authorize, balances, buy, createMember, ledger, order, returnUrls } from './payments-helpers';

describe('GET /payments/config', () => {
  it('tells the browser the sandbox is active and gives no client key', async () => {
    expect((await api(null, 'GET', '/payments/config')).body).toEqual({
      provider: 'sandbox',
      clientKey: null,
    });
  });
});

describe('POST /payments/request', () => {
  it('prices the order from pricing_config, ignoring the amount the browser sends', async () => {
    const user = await createMember();
    const res = await api(user, 'POST', '/payments/request', {
      packageId: 'instant_30',
      amount: 1,
      orderId: 'mine-123456',
      userId: 'someone-else',
      ...returnUrls,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 9900, orderName: '인스턴트 30', method: 'CARD' });
    expect(res.body.orderId).toMatch(/^instant_\d+_[0-9a-f]{12}$/);
    const stored = (await adminDb().collection('orders').doc(res.body.orderId).get()).data();
    expect(stored).toMatchObject({
      userId: user.uid,
      amount: 9900,
      status: 'READY',
      provides: { instant: 30 },
    });
  });

  it('refuses unknown and free packages, other methods, and foreign return URLs', async () => {
    const user = await createMember();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ packageId: 'nope', ...returnUrls }, 404],
      [{ packageId: 'instant_free', ...returnUrls }, 400],
      [{ packageId: 'instant_10', method: 'TRANSFER', ...returnUrls }, 400],
      [{ packageId: 'instant_10', ...returnUrls, successUrl: 'https://evil.example/steal' }, 400],
    ];
    for (const [body, status] of cases)
      expect((await api(user, 'POST', '/payments/request', body)).status).toBe(status);
    expect(
      (await api(null, 'POST', '/payments/request', { packageId: 'instant_10', ...returnUrls })).status,
    ).toBe(401);
  });
});

describe('POST /payments/confirm', () => {
  it('grants the package once, with a ledger grant expiring in a year, and lists the payment', async () => {
    const user = await createMember();
    const { paymentKey, orderId } = await buy(user);
    expect(await balances(user.uid)).toEqual({ instant: 15, training: 0, generation: 0 });
    const grant = (await ledger(user.uid)).find((e) => e.kind === 'grant');
    expect(grant).toMatchObject({
      unit: 'instant',
      amount: 10,
      balanceAfter: 15,
      ref: paymentKey,
      open: true,
    });
    const days = (grant!.expiresAt.toMillis() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const user_ = (await adminDb().collection('users').doc(user.uid).get()).data();
    expect(user_?.totalSpent).toBe(3900);

    const list = await api(user, 'GET', '/payments/my-payments');
    expect(list.body.success).toBe(true);
    expect(list.body.payments).toMatchObject([
      { id: paymentKey, orderId, status: 'CONFIRMED', amount: 3900, method: 'CARD' },
    ]);
    expect((await api(user, 'GET', '/pricing/credits')).body).toMatchObject({ instant_credits: 15 });
  });

  it('rejects a tampered amount and grants nothing', async () => {
    const user = await createMember();
    const { orderId } = await order(user);
    const { paymentKey } = await authorize(user, orderId);
    const res = await api(user, 'POST', '/payments/confirm', { paymentKey, orderId, amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('payments.amount_mismatch');
    expect(await balances(user.uid)).toEqual({ instant: 5, training: 0, generation: 0 });
    expect((await adminDb().collection('payments').doc(paymentKey).get()).exists).toBe(false);
    const sandbox = await adminDb().collection('sandbox_payments').doc(paymentKey).get();
    expect(sandbox.get('status')).toBe('READY');
  });

  it('grants once when the same payment is confirmed 10 times in parallel', async () => {
    const user = await createMember();
    const { orderId, amount } = await order(user);
    const { paymentKey } = await authorize(user, orderId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(user, 'POST', '/payments/confirm', { paymentKey, orderId, amount }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await balances(user.uid)).toEqual({ instant: 15, training: 0, generation: 0 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'grant')).toHaveLength(1);
    expect((await adminDb().collection('users').doc(user.uid).get()).get('totalSpent')).toBe(3900);
  });

  it('refuses the wrong paymentKey for an order with the gateway’s code', async () => {
    const user = await createMember();
    const { orderId, amount } = await order(user);
    const res = await api(
      user,
      'POST',
      '/payments/confirm',
      { paymentKey: 'sandbox_forged', orderId, amount },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'The payment session expired. Please pay again.',
      code: 'payments.gateway.NOT_FOUND_PAYMENT_SESSION',
    });
    expect(await balances(user.uid)).toEqual({ instant: 5, training: 0, generation: 0 });
  });
});

describe('another user', () => {
  it('cannot confirm, read, refund or authorize someone else’s order or payment', async () => {
    const owner = await createMember('owner');
    const other = await createMember('other');
    const { orderId, amount } = await order(owner);
    const { paymentKey } = await authorize(owner, orderId);

    expect((await api(other, 'POST', '/payments/confirm', { paymentKey, orderId, amount })).status).toBe(404);
    expect((await api(other, 'POST', '/payments/sandbox/authorize', { orderId })).status).toBe(404);
    expect((await api(other, 'GET', `/payments/orders/${orderId}`)).status).toBe(404);
    expect(await balances(other.uid)).toEqual({ instant: 5, training: 0, generation: 0 });

    await api(owner, 'POST', '/payments/confirm', { paymentKey, orderId, amount });
    expect((await api(other, 'GET', `/payments/${paymentKey}/refund`)).status).toBe(404);
    expect((await api(other, 'POST', `/payments/${paymentKey}/refund`, {})).status).toBe(404);
    expect((await api(other, 'GET', '/payments/my-payments')).body.payments).toEqual([]);
    expect(await balances(owner.uid)).toEqual({ instant: 15, training: 0, generation: 0 });
  });
});

describe('POST /payments/{paymentKey}/refund', () => {
  it('refunds an unused payment in full within 7 days, removes its credits, and only once', async () => {
    const user = await createMember();
    const { paymentKey } = await buy(user);
    const quote = await api(user, 'GET', `/payments/${paymentKey}/refund`);
    expect(quote.body.quote).toEqual({ allowed: true, kind: 'full', refund: 3900, fee: 0 });

    const [a, b] = await Promise.all([
      api(user, 'POST', `/payments/${paymentKey}/refund`, {}),
      api(user, 'POST', `/payments/${paymentKey}/refund`, {}),
    ]);
    expect([a.status, b.status].sort()).toContain(200);
    expect(await balances(user.uid)).toEqual({ instant: 5, training: 0, generation: 0 });
    const payment = (await adminDb().collection('payments').doc(paymentKey).get()).data();
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    const sandbox = (await adminDb().collection('sandbox_payments').doc(paymentKey).get()).data();
    expect(sandbox).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'revoke')).toMatchObject([{ amount: -10 }]);
    expect((await api(user, 'POST', `/payments/${paymentKey}/refund`, {})).status).toBe(409);
    expect((await api(user, 'GET', '/payments/my-payments')).body.payments).toMatchObject([
      { status: 'REFUNDED' },
    ]);
  });

  it('refunds what is left less 10% once credits were used, with a partial cancel', async () => {
    const user = await createMember('partial', 0);
    const { paymentKey } = await buy(user, 'instant_30');
    // 10 of the 30 spent at the list price (₩390): 9,900 − 3,900 = 6,000 left, fee 600.
    await adminDb().collection('users').doc(user.uid).update({ 'credits.instant': 20 });
    const res = await api(user, 'POST', `/payments/${paymentKey}/refund`, {});
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 5400 });
    expect(await balances(user.uid)).toEqual({ instant: 0, training: 0, generation: 0 });
    const sandbox = (await adminDb().collection('sandbox_payments').doc(paymentKey).get()).data();
    expect(sandbox).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 9900 - 5400 });
  });

  it('refuses when nothing is left, unless an admin overrides', async () => {
    const user = await createMember('spent', 0);
    const { paymentKey } = await buy(user);
    await adminDb().collection('users').doc(user.uid).update({ 'credits.instant': 0 });
    const refused = await api(user, 'POST', `/payments/${paymentKey}/refund`, { override: true });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('payments.refund_nothing_left');

    const admin = await createAdmin();
    const res = await api(admin, 'POST', `/payments/${paymentKey}/refund`, { override: true });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 3900 });
    expect(await balances(user.uid)).toEqual({ instant: 0, training: 0, generation: 0 });
  });
});

describe('POST /payments/webhook/toss', () => {
  it('removes what is left of a payment cancelled at the gateway, once per delivery', async () => {
    const user = await createMember('webhook');
    const { paymentKey } = await buy(user);
    const deliver = (id: string) =>
      fetch(`${hostingUrl()}/api/v1/payments/webhook/toss`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tosspayments-webhook-transmission-id': id },
        body: JSON.stringify({
          eventType: 'PAYMENT_STATUS_CHANGED',
          createdAt: '2026-01-01T00:00:00.000000',
          data: { paymentKey, status: 'CANCELED' },
        }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));

    // The body alone changes nothing: the gateway still has the payment as DONE.
    expect(await deliver('w-1')).toEqual({ status: 200, body: { ok: true, outcome: 'no_change' } });
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });

    // Cancelled at the gateway (as from Toss's dashboard): the next delivery is trusted, a retry is not re-applied.
    await adminDb()
      .collection('sandbox_payments')
      .doc(paymentKey)
      .update({ status: 'CANCELED', balanceAmount: 0 });
    expect((await deliver('w-2')).body.outcome).toBe('cancelled');
    expect((await deliver('w-2')).body.outcome).toBe('duplicate');
    expect(await balances(user.uid)).toMatchObject({ instant: 5 });
    expect((await adminDb().collection('payments').doc(paymentKey).get()).get('status')).toBe('CANCELED');
  });
});
