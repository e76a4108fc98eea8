import { describe, expect, it } from 'vitest';
import { nextPathForOrder, parseSuccessParams } from './nextStep';
import { isCancel, tossMethod } from './checkout';

describe('nextPathForOrder', () => {
  it.each([
    ['studio_1700000000000_ab12cd', '/upload'],
    ['instant_1700000000000_ab12cd', '/instant-edit'],
    ['order_1700000000000_ab12cd', '/instant-new'],
  ])('%s → %s', (orderId, path) => expect(nextPathForOrder(orderId)).toBe(path));
});

describe('parseSuccessParams', () => {
  it('needs paymentKey, orderId and an integer amount', () => {
    const ok = new URLSearchParams('paymentType=NORMAL&orderId=instant_1_a&paymentKey=pk&amount=3900');
    expect(parseSuccessParams(ok)).toEqual({ paymentKey: 'pk', orderId: 'instant_1_a', amount: 3900 });
    expect(parseSuccessParams(new URLSearchParams('orderId=o&amount=3900'))).toBeNull();
    expect(parseSuccessParams(new URLSearchParams('paymentKey=p&orderId=o&amount=39.5'))).toBeNull();
    expect(parseSuccessParams(new URLSearchParams('paymentKey=p&orderId=o'))).toBeNull();
  });
});

describe('Toss window helpers', () => {
  it('treats USER_CANCEL and PAY_PROCESS_CANCELED as a cancel, nothing else', () => {
    expect(isCancel({ code: 'USER_CANCEL' })).toBe(true);
    expect(isCancel({ code: 'PAY_PROCESS_CANCELED' })).toBe(true);
    expect(isCancel({ code: 'INVALID_CARD_COMPANY' })).toBe(false);
    expect(isCancel(null)).toBe(false);
  });

  it('maps simple pay to the card method with a direct easy-pay flow', () => {
    expect(tossMethod('CARD')).toEqual({ method: '카드', extra: {} });
    expect(tossMethod('MOBILE')).toEqual({
      method: '카드',
      extra: { flowMode: 'DIRECT', easyPay: 'TOSSPAY' },
    });
  });
});
