import { describe, expect, it } from 'vitest';
import type { CreditUnit } from '../../contracts';
import {
  creditsForAmount,
  GENERATION_UNIT_KRW,
  INSTANT_UNIT_KRW,
  quoteRefund,
  TRAINING_UNIT_KRW,
  type RefundUnit,
} from './refund-policy';

const paidAt = new Date('2026-01-01T00:00:00Z');
const day = (n: number) => new Date(paidAt.getTime() + n * 24 * 60 * 60 * 1000);
const instant = (granted: number, remaining: number): RefundUnit[] => [
  { unit: 'instant', granted, remaining },
];
const studio = (training: [number, number], generation: [number, number]): RefundUnit[] => [
  { unit: 'training', granted: training[0], remaining: training[1] },
  { unit: 'generation', granted: generation[0], remaining: generation[1] },
];

describe('refund policy (spec §9)', () => {
  it.each([
    // amount, units, days after payment → quote
    [
      'unused within 7 days: full',
      3900,
      instant(10, 10),
      3,
      { allowed: true, kind: 'full', refund: 3900, fee: 0 },
    ],
    [
      'unused on day 7: still full',
      9900,
      instant(30, 30),
      7,
      { allowed: true, kind: 'full', refund: 9900, fee: 0 },
    ],
    [
      'unused after 7 days: what was paid less 10%',
      9900,
      instant(30, 30),
      8,
      { allowed: true, kind: 'partial', refund: 8910, fee: 990 },
    ],
    [
      'partly used, discounted bundle: the used 10 cost the list price (9,900 − 3,900), less 10%',
      9900,
      instant(30, 20),
      1,
      { allowed: true, kind: 'partial', refund: 5400, fee: 600 },
    ],
    [
      'partly used, value 3,510 less fee 351',
      3900,
      instant(10, 9),
      30,
      { allowed: true, kind: 'partial', refund: 3159, fee: 351 },
    ],
    ['refund under 1,000 won: refused', 3900, instant(10, 2), 1, { allowed: false, reason: 'below_minimum' }],
    ['all used: nothing to refund', 3900, instant(10, 0), 1, { allowed: false, reason: 'nothing_left' }],
    [
      'studio unused within 7 days: full',
      14900,
      studio([1, 1], [30, 30]),
      1,
      { allowed: true, kind: 'full', refund: 14900, fee: 0 },
    ],
    [
      'studio training unused, 10 generations used: 14,900 − 5,000, less 10%',
      14900,
      studio([1, 1], [30, 20]),
      3,
      { allowed: true, kind: 'partial', refund: 8910, fee: 990 },
    ],
  ])('%s', (_name, amount, units, days, expected) => {
    expect(quoteRefund({ amount, units, paidAt, now: day(days) })).toEqual(expected);
  });

  it('per-unit list prices follow the price list', () => {
    expect(INSTANT_UNIT_KRW * 10).toBe(3900); // instant_10
    expect(GENERATION_UNIT_KRW * 10).toBe(5000); // studio_addon_10
    expect(TRAINING_UNIT_KRW + GENERATION_UNIT_KRW * 10).toBe(9900); // studio_starter_10
  });

  it.each([
    // The review's computation with the count-based quote: ₩12,977 and ₩8,100.
    [
      'studio_value_30',
      14900,
      studio([1, 0], [30, 30]),
      { allowed: true, kind: 'partial', refund: 9000, fee: 1000 },
    ],
    [
      'studio_starter_10',
      9900,
      studio([1, 0], [10, 10]),
      { allowed: true, kind: 'partial', refund: 4500, fee: 500 },
    ],
  ])(
    'M8 — a used LoRA training costs its value on %s, not 1/N of the price',
    (_id, amount, units, expected) => {
      expect(quoteRefund({ amount, units, paidAt, now: day(1) })).toEqual(expected);
    },
  );

  it('quotes only what was not refunded yet (after a partial cancel at the gateway)', () => {
    // instant_30, ₩1,000 cancelled at the gateway and 3 credits taken back: 27 unused within the window.
    expect(
      quoteRefund({ amount: 9900, refunded: 1000, units: instant(27, 27), paidAt, now: day(1) }),
    ).toEqual({
      allowed: true,
      kind: 'full',
      refund: 8900,
      fee: 0,
    });
  });

  it('the minimum is inclusive', () => {
    // 1,112 won of unused value: fee 112 (rounded up), 1,000 back.
    const prices: Record<CreditUnit, number> = { instant: 1112, training: 1, generation: 1 };
    expect(quoteRefund({ amount: 2224, units: instant(2, 1), paidAt, now: day(10), prices })).toEqual({
      allowed: true,
      kind: 'partial',
      refund: 1000,
      fee: 112,
    });
  });
});

describe('creditsForAmount (a partial cancel at the gateway, by value)', () => {
  it.each([
    ['₩1,000 of instant credits: 3 (rounded up)', 1000, { instant: 30 }, { instant: 3 }],
    ['exact value', 3900, { instant: 30 }, { instant: 10 }],
    ['never more than is left', 9900, { instant: 4 }, { instant: 4 }],
    [
      'studio: generations first, the training is kept',
      2000,
      { training: 1, generation: 30 },
      { generation: 4 },
    ],
    [
      'studio: the training only once the generations are gone',
      6000,
      { training: 1, generation: 2 },
      { generation: 2, training: 1 },
    ],
  ])('%s', (_name, amount, left, expected) => {
    expect(creditsForAmount(amount, left)).toEqual(expected);
  });
});
