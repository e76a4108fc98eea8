// The pure parts of identity scoring: a training's centroid from its photos' descriptors, and results ranked best
// first with unknown scores last.
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_LENGTH } from '../../../imaging/similarity';
import { bestFirst, centroidOf } from './generation-identity';

describe('generation identity', () => {
  it('ranks results by score, unknown last, ties in their original order', () => {
    const s = (score: number | null) => ({ score, same_person: false });
    expect(bestFirst([s(0.5), s(null), s(0.97), s(0.5), s(0.93)])).toEqual([2, 4, 0, 3, 1]);
    expect(bestFirst([])).toEqual([]);
  });

  it("takes the unit-length mean of the current model's descriptors, and none without any", () => {
    const axis = (i: number, length = DESCRIPTOR_LENGTH) =>
      Array.from({ length }, (_, j) => (j === i ? 1 : 0));
    const c = centroidOf([axis(0), axis(1), axis(2, 128)])!;
    expect(c).toHaveLength(DESCRIPTOR_LENGTH);
    expect(c[0]).toBeCloseTo(Math.SQRT1_2);
    expect(c[1]).toBeCloseTo(Math.SQRT1_2);
    expect(centroidOf([])).toBeNull();
    expect(centroidOf([[]])).toBeNull();
    expect(centroidOf([axis(0, 128)])).toBeNull();
  });
});
