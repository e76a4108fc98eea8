import { describe, expect, it } from 'vitest';
import { quoteRefund } from './refund-policy';

const paidAt = new Date('2026-01-01T00:00:00Z');
const day = (n: number) => new Date(paidAt.getTime() + n * 24 * 60 * 60 * 1000);

describe('refund policy (spec §9)', () => {
  it.each([
    // amount, granted, remaining, days after payment → quote
    ['unused within 7 days: full', 3900, 10, 10, 3, { allowed: true, kind: 'full', refund: 3900, fee: 0 }],
    ['unused on day 7: still full', 9900, 30, 30, 7, { allowed: true, kind: 'full', refund: 9900, fee: 0 }],
    [
      'unused after 7 days: remaining less 10%',
      9900,
      30,
      30,
      8,
      { allowed: true, kind: 'partial', refund: 8910, fee: 990 },
    ],
    [
      'partly used within 7 days: remaining less 10%',
      9900,
      30,
      20,
      1,
      { allowed: true, kind: 'partial', refund: 5940, fee: 660 },
    ],
    [
      'partly used, value 3,510 less fee 351',
      3900,
      10,
      9,
      30,
      { allowed: true, kind: 'partial', refund: 3159, fee: 351 },
    ],
    ['refund under 1,000 won: refused', 3900, 10, 2, 1, { allowed: false, reason: 'below_minimum' }],
    [
      'exactly 1,000 won after fee: allowed',
      10000,
      100,
      12,
      9,
      { allowed: true, kind: 'partial', refund: 1080, fee: 120 },
    ],
    ['all used: nothing to refund', 3900, 10, 0, 1, { allowed: false, reason: 'nothing_left' }],
  ])('%s', (_name, amount, granted, remaining, days, expected) => {
    expect(quoteRefund({ amount, granted, remaining, paidAt, now: day(days) })).toEqual(expected);
  });

  it('the minimum is inclusive', () => {
    // 1,112 won of unused value: fee 112 (rounded up), 1,000 back.
    expect(quoteRefund({ amount: 1112, granted: 1, remaining: 1, paidAt, now: day(10) })).toEqual({
      allowed: true,
      kind: 'partial',
      refund: 1000,
      fee: 112,
    });
  });
});
