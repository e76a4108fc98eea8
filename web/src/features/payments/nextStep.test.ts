import { describe, expect, it } from 'vitest';
import { nextPathAfter, nextPathForOrder, parseSuccessParams, rememberReturn } from './nextStep';
import { isCancel, tossMethod } from './checkout';

describe('nextPathForOrder', () => {
  it.each([
    ['studio_1700000000000_ab12cd', '/upload'],
    ['instant_1700000000000_ab12cd', '/instant-edit'],
    ['order_1700000000000_ab12cd', '/instant-new'],
  ])('%s → %s', (orderId, path) => expect(nextPathForOrder(orderId)).toBe(path));
});

describe('nextPathAfter', () => {
  const addOn = { orderId: 'studio_1700000000000_ab12cd', package: { id: 'studio_addon_10' } };

  it('leads to the page remembered for the package bought, else to the line', () => {
    expect(nextPathAfter(addOn)).toBe('/upload');
    rememberReturn('studio_addon_10', '/generate?training_id=t1');
    expect(nextPathAfter(addOn)).toBe('/generate?training_id=t1');
    expect(nextPathAfter({ orderId: 'instant_1_a', package: { id: 'instant_10' } })).toBe('/instant-edit');
  });

  it('never leaves the app, and survives a broken entry', () => {
    rememberReturn('studio_addon_10', '//evil.example/generate');
    expect(nextPathAfter(addOn)).toBe('/upload');
    rememberReturn('studio_addon_10', 'https://evil.example/');
    expect(nextPathAfter(addOn)).toBe('/upload');
    localStorage.setItem('bitna-after-purchase', '{not json');
    expect(nextPathAfter(addOn)).toBe('/upload');
  });
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
