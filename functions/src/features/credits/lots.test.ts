import { describe, expect, it } from 'vitest';
import { type Lot, lotRemaining, spentFromFourK } from './lots';

const lot = (id: string, amount: number, expiresAt: number | null): Lot => ({
  id,
  unit: 'instant',
  amount,
  expiresAt,
});

describe('lotRemaining (spend the lot that lapses first)', () => {
  const trial = lot('trial', 5, null);
  const march = lot('march', 10, 3);
  const june = lot('june', 30, 6);
  const open = [trial, march, june];

  it.each([
    ['nothing spent', 45, { march: 10, june: 30, trial: 5 }],
    ['4 spent: from the earliest lot', 41, { march: 6, june: 30, trial: 5 }],
    ['the earliest lot used up', 35, { march: 0, june: 30, trial: 5 }],
    ['into the second lot', 20, { march: 0, june: 15, trial: 5 }],
    ['only the never-expiring trial left', 3, { march: 0, june: 0, trial: 3 }],
    ['empty', 0, { march: 0, june: 0, trial: 0 }],
  ])('%s', (_name, balance, expected) => {
    expect({
      march: lotRemaining(march, balance, open),
      june: lotRemaining(june, balance, open),
      trial: lotRemaining(trial, balance, open),
    }).toEqual(expected);
  });

  it('breaks expiry ties by id so two lots never both claim the same credits', () => {
    const a = lot('a', 10, 5);
    const b = lot('b', 10, 5);
    expect(lotRemaining(a, 12, [a, b]) + lotRemaining(b, 12, [a, b])).toBe(12);
  });
});

describe('spentFromFourK (how many spent credits a 4K package paid for)', () => {
  const starter = lot('starter', 10, 3);
  const value = { ...lot('value', 30, 6), fourK: true };
  const open = [starter, value];

  it.each([
    ['from the Starter lot, which lapses first', 40, 4, 0],
    ['across both: the last 2 of Starter, then 2 of Value 30', 32, 4, 2],
    ['all from Value 30 once Starter is spent', 30, 4, 4],
    ['nothing spent', 30, 0, 0],
  ])('%s', (_name, balance, amount, expected) => {
    expect(spentFromFourK(open, balance, amount)).toBe(expected);
  });

  it('counts nothing without a 4K lot', () => {
    expect(spentFromFourK([starter], 10, 4)).toBe(0);
  });
});
