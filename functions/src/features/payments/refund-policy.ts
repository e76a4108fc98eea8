// The refund policy of the terms (spec §9), pure so its table of cases is tested on its own:
// - within 7 days of payment and unused: full refund (of what has not been refunded yet);
// - otherwise the unused part of the price, less a 10% fee, and only when that comes to at least 1,000 won;
// - nothing left, nothing to refund.
// "The unused part" is valued by price, not by count (a used LoRA training is worth far more than one of the
// package's generations): used credits cost their per-unit list price, and the refund is what was paid less
// that, never more than the unused credits are worth at list price. On a discounted bundle (instant_30) the
// discount therefore covers only a fully unused package.
import type { CreditUnit, RefundQuote } from '../../contracts';

export const FULL_REFUND_DAYS = 7;
export const REFUND_FEE_RATE = 0.1;
export const MIN_REFUND_KRW = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// Per-unit list prices, derived from the price list (scripts/seed/pricing-config.mjs, spec §3):
/** instant_10: ₩3,900 for 10 instant images. */
export const INSTANT_UNIT_KRW = 390;
/** studio_addon_10: ₩5,000 for 10 more generations. */
export const GENERATION_UNIT_KRW = 500;
/** studio_starter_10: ₩9,900 for one training and 10 generations, so the training is ₩9,900 − 10 × ₩500. */
export const TRAINING_UNIT_KRW = 4900;

export const UNIT_PRICE_KRW: Record<CreditUnit, number> = {
  instant: INSTANT_UNIT_KRW,
  generation: GENERATION_UNIT_KRW,
  training: TRAINING_UNIT_KRW,
};

/** One unit of a payment: what its lot holds and what is left of it. */
export interface RefundUnit {
  unit: CreditUnit;
  granted: number;
  remaining: number;
}

export interface RefundCase {
  /** What was paid (won). */
  amount: number;
  /** What was refunded or cancelled already (won). */
  refunded?: number;
  units: RefundUnit[];
  paidAt: Date;
  now: Date;
  /** Per-unit list prices; the price list's by default. */
  prices?: Record<CreditUnit, number>;
}

/** What the unused credits are worth (won): the rule in the header. */
export function unusedValue(c: Pick<RefundCase, 'amount' | 'refunded' | 'units' | 'prices'>): number {
  const prices = c.prices ?? UNIT_PRICE_KRW;
  const left = c.amount - (c.refunded ?? 0);
  let used = 0;
  let unused = 0;
  for (const u of c.units) {
    const remaining = Math.max(0, Math.min(u.remaining, u.granted));
    used += (u.granted - remaining) * prices[u.unit];
    unused += remaining * prices[u.unit];
  }
  return Math.max(0, Math.floor(Math.min(unused, left - used)));
}

export function quoteRefund(c: RefundCase): RefundQuote {
  const granted = c.units.reduce((sum, u) => sum + u.granted, 0);
  const remaining = c.units.reduce((sum, u) => sum + Math.min(u.remaining, u.granted), 0);
  const left = c.amount - (c.refunded ?? 0);
  if (remaining <= 0 || granted <= 0 || left <= 0) return { allowed: false, reason: 'nothing_left' };
  const withinWindow = c.now.getTime() - c.paidAt.getTime() <= FULL_REFUND_DAYS * DAY_MS;
  if (remaining >= granted && withinWindow) return { allowed: true, kind: 'full', refund: left, fee: 0 };
  const value = unusedValue(c);
  const fee = Math.ceil(value * REFUND_FEE_RATE);
  const refund = value - fee;
  if (refund < MIN_REFUND_KRW) return { allowed: false, reason: 'below_minimum' };
  return { allowed: true, kind: 'partial', refund, fee };
}

/**
 * How many credits a cancel of `amount` won at the gateway takes back, by value: the cheapest units first
 * (so a small goodwill cancel never takes a training), each unit rounded up so the credits kept are never
 * worth more than what was kept paid for, and never more than is left.
 */
export function creditsForAmount(
  amount: number,
  left: Partial<Record<CreditUnit, number>>,
  prices: Record<CreditUnit, number> = UNIT_PRICE_KRW,
): Partial<Record<CreditUnit, number>> {
  const take: Partial<Record<CreditUnit, number>> = {};
  let rest = amount;
  const units = (Object.keys(left) as CreditUnit[]).sort((a, b) => prices[a] - prices[b]);
  for (const unit of units) {
    if (rest <= 0) break;
    const n = Math.min(left[unit] ?? 0, Math.ceil(rest / prices[unit]));
    if (n <= 0) continue;
    take[unit] = n;
    rest -= n * prices[unit];
  }
  return take;
}
