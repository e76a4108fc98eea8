// The likeness rule's words: a score reads high, medium or low around the same-person threshold, unknown stays
// unknown, and the local engine's own-photo composition is said as such.
import { describe, expect, it } from 'vitest';
import { SAME_PERSON_THRESHOLD } from '../imaging/similarity';
import { HIGH_LIKENESS, judgeLikeness, likenessLevel } from './likeness';

describe('likeness', () => {
  it('reads low below the same-person threshold, medium up to HIGH_LIKENESS, high from there', () => {
    expect(likenessLevel(SAME_PERSON_THRESHOLD - 0.001)).toBe('low');
    expect(likenessLevel(0)).toBe('low');
    expect(likenessLevel(SAME_PERSON_THRESHOLD)).toBe('medium');
    expect(likenessLevel(HIGH_LIKENESS - 0.001)).toBe('medium');
    expect(likenessLevel(HIGH_LIKENESS)).toBe('high');
    expect(likenessLevel(null)).toBeNull();
    // Above every pair of different people measured (0.565), and above the threshold.
    expect(HIGH_LIKENESS).toBeGreaterThan(0.565);
  });

  it('judges scores aligned with the images, and marks the own photo', () => {
    expect(judgeLikeness([0.7, 0.2, null])).toEqual([
      { score: 0.7, same_person: true, level: 'high', own_photo: false },
      { score: 0.2, same_person: false, level: 'low', own_photo: false },
      { score: null, same_person: false, level: null, own_photo: false },
    ]);
    expect(judgeLikeness([0.99], true)).toEqual([
      { score: 0.99, same_person: true, level: 'high', own_photo: true },
    ]);
  });
});
