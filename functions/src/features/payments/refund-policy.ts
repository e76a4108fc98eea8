// The refund policy of the terms (spec §9), pure so its table of cases is tested on its own:
// - within 7 days of payment and unused: full refund;
// - otherwise the unused part of the price, less a 10% fee, and only when that comes to at least 1,000 won;
// - nothing left, nothing to refund.
import type { RefundQuote } from '../../contracts';

export const FULL_REFUND_DAYS = 7;
export const REFUND_FEE_RATE = 0.1;
export const MIN_REFUND_KRW = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundCase {
  /** What was paid (won). */
  amount: number;
  /** Credits the payment granted, and how many of them are left. */
  granted: number;
  remaining: number;
  paidAt: Date;
  now: Date;
}

export function quoteRefund({ amount, granted, remaining, paidAt, now }: RefundCase): RefundQuote {
  if (remaining <= 0 || granted <= 0) return { allowed: false, reason: 'nothing_left' };
  const withinWindow = now.getTime() - paidAt.getTime() <= FULL_REFUND_DAYS * DAY_MS;
  if (remaining >= granted && withinWindow) return { allowed: true, kind: 'full', refund: amount, fee: 0 };
  const unusedValue = Math.floor((amount * Math.min(remaining, granted)) / granted);
  const fee = Math.ceil(unusedValue * REFUND_FEE_RATE);
  const refund = unusedValue - fee;
  if (refund < MIN_REFUND_KRW) return { allowed: false, reason: 'below_minimum' };
  return { allowed: true, kind: 'partial', refund, fee };
}
