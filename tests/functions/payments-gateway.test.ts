// The payment gateway as the emulated app serves it (the emulators run the sandbox): /health names the payment
// mode (C1), return URLs must be on PUBLIC_BASE_URL's origin (L5), and two paymentKeys for one order grant once
// (L1). The deployed, non-emulated side of C1 is functions/src/providers.test.ts.
import { describe, expect, it } from 'vitest';
import { confirmPayment } from '../../functions/src/features/payments/confirm-payment';
import type { PaymentGateway } from '../../functions/src/providers/payments';
import { createSandboxGateway } from '../../functions/src/providers/payments/sandbox';
import { adminDb, createAdmin, hostingUrl } from './emulator';
import { api, authorize, balances, createMember, order, returnUrls } from './payments-helpers';

describe('C1 — the payment mode', () => {
  it('C1 — /health and /admin/health name the active payment mode, the public one only that and the engine kinds', async () => {
    const health = await fetch(`${hostingUrl()}/api/v1/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      paymentsMode: 'sandbox',
      engines: { instant: 'local', studio: 'local' },
    });
    const admin = await createAdmin();
    const res = await fetch(`${hostingUrl()}/api/v1/admin/health`, {
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(await res.json()).toMatchObject({
      paymentsMode: 'sandbox',
      providers: { payments: 'sandbox' },
      problems: [],
      emulated: true,
    });
  });
});

describe('L5 — return URLs', () => {
  it.each([
    ['successUrl', 'https://evil.example/payment/success'],
    ['failUrl', 'https://evil.example/payment/fail'],
    ['successUrl', 'http://127.0.0.1:5051/payment/success'],
  ])('L5 — a %s on another origin (%s) gets 400 and no order', async (field, url) => {
    const user = await createMember();
    const before = (await adminDb().collection('orders').where('userId', '==', user.uid).get()).size;
    const res = await api(
      user,
      'POST',
      '/payments/request',
      { packageId: 'instant_10', ...returnUrls, [field]: url },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'The return address after payment must be on this site.',
      code: 'payments.return_url_foreign',
    });
    expect((await adminDb().collection('orders').where('userId', '==', user.uid).get()).size).toBe(before);
  });

  it('L5 — return URLs on PUBLIC_BASE_URL’s origin are accepted', async () => {
    const user = await createMember();
    expect(
      (await api(user, 'POST', '/payments/request', { packageId: 'instant_10', ...returnUrls })).status,
    ).toBe(201);
  });
});

describe('L1 — two paymentKeys for one order', () => {
  it('L1 — confirmed in parallel, they grant once; the second gets 409 and is cancelled at the gateway', async () => {
    const user = await createMember();
    const { orderId, amount } = await order(user);
    // The sandbox checkout's pay button, twice: two payments authorized for one order.
    const first = await authorize(user, orderId);
    const second = await authorize(user, orderId);
    expect(first.paymentKey).not.toBe(second.paymentKey);

    // Both are approved at the gateway before either is recorded (two instances, each past the gateway call):
    // only the transaction that records the payment can tell them apart.
    const gateway = createSandboxGateway();
    let arrived = 0;
    let release!: () => void;
    const bothApproved = new Promise<void>((resolve) => (release = resolve));
    const racing: PaymentGateway = {
      ...gateway,
      async confirm(input) {
        const paid = await gateway.confirm(input);
        if (++arrived === 2) release();
        await bothApproved;
        return paid;
      },
    };
    const results = await Promise.allSettled(
      [first, second].map((a) =>
        confirmPayment(racing, user.uid, { paymentKey: a.paymentKey, orderId, amount }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, key: 'payments.order_already_paid' });

    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    const payments = await adminDb().collection('payments').where('orderId', '==', orderId).get();
    expect(payments.size).toBe(1);
    const granted = payments.docs[0]!.id;
    expect((await adminDb().doc(`orders/${orderId}`).get()).data()).toMatchObject({
      status: 'CONFIRMED',
      paymentKey: granted,
    });
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('totalSpent')).toBe(amount);
    // The duplicate took money at the gateway: it is cancelled there.
    const duplicate = granted === first.paymentKey ? second.paymentKey : first.paymentKey;
    expect((await gateway.getPayment(duplicate)).status).toBe('CANCELED');
    expect((await gateway.getPayment(granted)).status).toBe('DONE');
  });

  it('L1 — through the API, two keys confirmed at once grant once', async () => {
    const user = await createMember();
    const { orderId, amount } = await order(user);
    const first = await authorize(user, orderId);
    const second = await authorize(user, orderId);
    const confirms = await Promise.all(
      [first, second].map((a) =>
        api(user, 'POST', '/payments/confirm', { paymentKey: a.paymentKey, orderId, amount }),
      ),
    );
    expect(confirms.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(await balances(user.uid)).toMatchObject({ instant: 15 });
    expect((await adminDb().collection('payments').where('orderId', '==', orderId).get()).size).toBe(1);
    // The refused key was either stopped before the gateway or approved and then cancelled: never kept.
    const gateway = createSandboxGateway();
    const statuses = await Promise.all(
      [first, second].map(async (a) => (await gateway.getPayment(a.paymentKey)).status),
    );
    expect(statuses.filter((s) => s === 'DONE')).toHaveLength(1);
  });
});
