// The style wizard's order (creation spec §2 "Style selection", §9 prices): priced on the server from
// pricing_config/main `styles`, a studio-line order that grants like a package once confirmed.
import { describe, expect, it } from 'vitest';
import { STYLE_GENERATIONS_EACH, STYLE_ORDER_TRAININGS } from '../../functions/src/contracts';
import { adminDb } from './emulator';
import { api, authorize, balances, createMember, returnUrls } from './payments-helpers';

const request = (user: Awaited<ReturnType<typeof createMember>>, body: Record<string, unknown>) =>
  api(user, 'POST', '/payments/request', { method: 'CARD', ...returnUrls, ...body });

describe('POST /payments/request with styleIds', () => {
  it('prices the styles from pricing_config and ignores the total and order id the browser sends', async () => {
    const user = await createMember();
    const res = await request(user, {
      styleIds: ['business', 'linkedin', 'vintage'],
      amount: 100,
      total: 100,
      orderId: 'mine-123456',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 15000 + 18000 + 16000, orderName: '스타일 3개' });
    expect(res.body.orderId).toMatch(/^studio_\d+_[0-9a-f]{12}$/);
    const stored = (await adminDb().collection('orders').doc(res.body.orderId).get()).data();
    expect(stored).toMatchObject({
      userId: user.uid,
      packageId: 'styles',
      styleIds: ['business', 'linkedin', 'vintage'],
      provides: { training: STYLE_ORDER_TRAININGS, generation: 3 * STYLE_GENERATIONS_EACH, instant: 0 },
    });
  });

  it('counts a repeated style once', async () => {
    const user = await createMember();
    const res = await request(user, { styleIds: ['casual', 'casual'] });
    expect(res.body).toMatchObject({ amount: 12000, orderName: '스타일 1개' });
  });

  it('refuses unknown styles, no styles, and a package together with styles', async () => {
    const user = await createMember();
    for (const body of [
      { styleIds: ['disco'] },
      { styleIds: [] },
      { styleIds: ['casual'], packageId: 'instant_10' },
      {},
    ])
      expect((await request(user, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('refuses a style switched off in pricing_config', async () => {
    const user = await createMember();
    const ref = adminDb().collection('pricing_config').doc('main');
    const before = (await ref.get()).data()!;
    const styles = (before.styles as Array<Record<string, unknown>>).map((s) =>
      s.id === 'creative' ? { ...s, active: false } : s,
    );
    await ref.update({ styles });
    try {
      expect((await request(user, { styleIds: ['creative'] })).status).toBe(400);
    } finally {
      await ref.update({ styles: before.styles });
    }
  });

  it('grants one training and the images per style when confirmed', async () => {
    const user = await createMember();
    const { orderId, amount } = (await request(user, { styleIds: ['formal_id', 'casual'] })).body;
    const { paymentKey } = await authorize(user, orderId);
    const res = await api(user, 'POST', '/payments/confirm', { paymentKey, orderId, amount });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ amount: 22000, orderName: '스타일 2개' });
    expect(await balances(user.uid)).toMatchObject({
      training: STYLE_ORDER_TRAININGS,
      generation: 2 * STYLE_GENERATIONS_EACH,
    });
  });
});
