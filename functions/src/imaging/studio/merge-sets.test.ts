// Merging reference sets made in parts: one ranking across the parts, indexes into the whole input.
import { describe, expect, it } from 'vitest';
import { mergeReferenceSets } from './merge-sets';
import type { ReferenceSetResult } from './reference-set';

const part = (ranks: number[], bestIndex: number, tag: string): ReferenceSetResult => ({
  crops: ranks.map((r) => Buffer.from(`${tag}${r}`)),
  descriptors: ranks.map((_, i) => (i % 2 ? [1, 0] : [0, 1])),
  centroid: [0, 1],
  bestIndex,
  ranks,
  thumbnail: Buffer.from(`thumb-${tag}`),
});

describe('mergeReferenceSets', () => {
  it('ranks the crops across parts and points bestIndex and the thumbnail at the best part', () => {
    const merged = mergeReferenceSets([
      { offset: 0, set: part([0.7, 0.2], 1, 'a') },
      { offset: 5, set: part([0.9, 0.5], 3, 'b') },
    ]);
    expect(merged.crops.map(String)).toEqual(['b0.9', 'a0.7', 'b0.5', 'a0.2']);
    expect(merged.ranks).toEqual([0.9, 0.7, 0.5, 0.2]);
    expect(merged.bestIndex).toBe(8);
    expect(String(merged.thumbnail)).toBe('thumb-b');
    expect(Math.hypot(...merged.centroid)).toBeCloseTo(1, 9);
    expect(merged.centroid[0]).toBeCloseTo(merged.centroid[1]!, 9);
  });
});
