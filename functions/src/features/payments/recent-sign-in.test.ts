// L2: a refund needs a recent sign-in, as deleting the account does; confirming a payment does not (the card is
// already charged by then).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('./refund-payment', () => ({
  paymentFor: vi.fn(),
  quoteFor: vi.fn(),
  refundPayment: vi.fn(async () => {
    throw new Error('refund reached');
  }),
}));
vi.mock('./confirm-payment', () => ({
  confirmPayment: vi.fn(async () => {
    throw new Error('confirm reached');
  }),
}));
import { serveWithSignInAges } from '../../../../tests/fixtures/sign-in-ages';
import { confirmPayment } from './confirm-payment';
import { paymentsRoutes } from './payments.routes';
import { refundPayment } from './refund-payment';

let base = '';
let close: () => void;
beforeAll(async () => {
  ({ base, close } = await serveWithSignInAges([paymentsRoutes], { payments: {} as never }));
});
afterAll(() => close());
beforeEach(() => {
  vi.mocked(refundPayment).mockClear();
  vi.mocked(confirmPayment).mockClear();
});

const post = (path: string, token: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('POST /payments/{paymentKey}/refund', () => {
  it('L2 — a sign-in older than 5 minutes gets 401 reauth_required and refunds nothing', async () => {
    for (const token of ['stale', 'bare']) {
      const res = await post('/payments/pk_test_1/refund', token, {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        detail: 'For your security, please sign in again and then try once more.',
        code: 'auth.reauth_required',
      });
    }
    expect(refundPayment).not.toHaveBeenCalled();
  });

  it('L2 — a sign-in within 5 minutes reaches the refund', async () => {
    await post('/payments/pk_test_1/refund', 'fresh', {});
    expect(refundPayment).toHaveBeenCalledTimes(1);
  });
});

describe('POST /payments/confirm', () => {
  it('L2 — needs no recent sign-in: the card is charged already', async () => {
    const res = await post('/payments/confirm', 'stale', {
      paymentKey: 'pk_test_1',
      orderId: 'order_abcdef123456',
      amount: 9900,
    });
    expect(res.status).not.toBe(401);
    expect(confirmPayment).toHaveBeenCalledTimes(1);
  });
});
