// The Toss adapter's HTTP code against the fake Toss server (tests/fakes/toss.ts): auth, paths, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeToss, TOSS_TEST_SECRET_KEY, type FakeToss } from '../../../../tests/fakes/toss';
import { GatewayError, GatewayUnavailable } from './port';
import { createTossGateway } from './toss';

let toss: FakeToss;
beforeAll(async () => {
  toss = await startFakeToss();
});
afterAll(() => toss.close());

const gateway = (options: { secretKey?: string; testCode?: string; timeoutMs?: number } = {}) =>
  createTossGateway({ secretKey: TOSS_TEST_SECRET_KEY, baseUrl: toss.url, ...options });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof GatewayError ? `${e.code} ${e.httpStatus}` : String(e)),
  );

describe('toss adapter', () => {
  it('confirms with Basic base64(secretKey:) and maps the Payment object', async () => {
    toss.authorize({ paymentKey: 'pk_ok', orderId: 'instant_1_abcdef', amount: 3900 });
    const payment = await gateway().confirm({
      paymentKey: 'pk_ok',
      orderId: 'instant_1_abcdef',
      amount: 3900,
    });
    expect(payment).toMatchObject({ status: 'DONE', totalAmount: 3900, balanceAmount: 3900, method: '카드' });
    expect(payment.receiptUrl).toContain('pk_ok');
    const sent = toss.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TOSS_TEST_SECRET_KEY}:`).toString('base64')}`,
    );
    expect(sent.json).toEqual({ paymentKey: 'pk_ok', orderId: 'instant_1_abcdef', amount: 3900 });
  });

  it('reports Toss error codes with their HTTP status', async () => {
    toss.authorize({
      paymentKey: 'pk_rej',
      orderId: 'instant_2_abcdef',
      amount: 3900,
      failWith: 'REJECT_CARD_PAYMENT',
    });
    expect(
      await codeOf(gateway().confirm({ paymentKey: 'pk_rej', orderId: 'instant_2_abcdef', amount: 3900 })),
    ).toBe('REJECT_CARD_PAYMENT 403');
    expect(
      await codeOf(gateway().confirm({ paymentKey: 'pk_ok', orderId: 'instant_1_abcdef', amount: 3900 })),
    ).toBe('ALREADY_PROCESSED_PAYMENT 400');
    expect(
      await codeOf(gateway().confirm({ paymentKey: 'nope', orderId: 'instant_9_abcdef', amount: 1 })),
    ).toBe('NOT_FOUND_PAYMENT_SESSION 404');
    expect(await codeOf(gateway({ secretKey: 'test_sk_wrong' }).getPayment('pk_ok'))).toBe(
      'UNAUTHORIZED_KEY 401',
    );
    expect(await codeOf(gateway({ testCode: 'PROVIDER_ERROR' }).getPayment('pk_ok'))).toBe(
      'PROVIDER_ERROR 400',
    );
  });

  it('the fake refuses Basic auth without the colon', async () => {
    const res = await fetch(`${toss.url}/v1/payments/pk_ok`, {
      headers: { authorization: `Basic ${Buffer.from(TOSS_TEST_SECRET_KEY).toString('base64')}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'INCORRECT_BASIC_AUTH_FORMAT' });
  });

  it('looks payments up by key and by order id', async () => {
    expect((await gateway().getPayment('pk_ok')).orderId).toBe('instant_1_abcdef');
    expect((await gateway().findByOrderId('instant_1_abcdef'))?.paymentKey).toBe('pk_ok');
    expect(await gateway().findByOrderId('instant_unknown_1')).toBeNull();
  });

  it('cancels partially then fully, once per Idempotency-Key', async () => {
    const g = gateway();
    const partial = await g.cancel({ paymentKey: 'pk_ok', reason: 'r', amount: 900, idempotencyKey: 'k1' });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 3000 });
    const again = await g.cancel({ paymentKey: 'pk_ok', reason: 'r', amount: 900, idempotencyKey: 'k1' });
    expect(again.balanceAmount).toBe(3000);
    expect(toss.requests.at(-1)!.headers['idempotency-key']).toBe('k1');
    const full = await g.cancel({ paymentKey: 'pk_ok', reason: 'r', idempotencyKey: 'k2' });
    expect(full).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(toss.counts.cancel).toBe(2);
    expect(await codeOf(g.cancel({ paymentKey: 'pk_ok', reason: 'r', idempotencyKey: 'k3' }))).toBe(
      'ALREADY_CANCELED_PAYMENT 400',
    );
  });

  it('turns a timeout into GatewayUnavailable', async () => {
    toss.behaviour.delayMs = 300;
    try {
      await expect(gateway({ timeoutMs: 50 }).getPayment('pk_ok')).rejects.toBeInstanceOf(GatewayUnavailable);
    } finally {
      toss.behaviour.delayMs = 0;
    }
  });
});
