import { describe, expect, it } from 'vitest';
import { EMPTY_BALANCES, InsufficientCredits, applyChanges, ledgerEntryId } from './ledger';

describe('applyChanges', () => {
  it('signs amounts by kind and records the balance after each entry', () => {
    const { balances, entries } = applyChanges(EMPTY_BALANCES, [
      { kind: 'grant', unit: 'instant', amount: 5, ref: 'free_trial' },
      { kind: 'consume', unit: 'instant', amount: 1, ref: 'job1' },
      { kind: 'refund', unit: 'instant', amount: 1, ref: 'job1' },
      { kind: 'expire', unit: 'instant', amount: 2, ref: 'grant_x' },
    ]);
    expect(entries.map((e) => [e.delta, e.balanceAfter])).toEqual([
      [5, 5],
      [-1, 4],
      [1, 5],
      [-2, 3],
    ]);
    expect(balances).toEqual({ instant: 3, training: 0, generation: 0 });
  });

  it('never lets a balance go below zero', () => {
    expect(() =>
      applyChanges({ ...EMPTY_BALANCES, generation: 1 }, [
        { kind: 'consume', unit: 'generation', amount: 2, ref: 'j' },
      ]),
    ).toThrow(InsufficientCredits);
  });

  it('rejects non-positive or fractional amounts', () => {
    for (const amount of [0, -1, 1.5]) {
      expect(() =>
        applyChanges(EMPTY_BALANCES, [{ kind: 'grant', unit: 'instant', amount, ref: 'r' }]),
      ).toThrow();
    }
  });

  it('derives one entry id per (kind, unit, ref) so a repeat is detectable', () => {
    expect(ledgerEntryId({ kind: 'refund', unit: 'instant', ref: 'job/1' })).toBe('refund_instant_job_1');
  });
});
