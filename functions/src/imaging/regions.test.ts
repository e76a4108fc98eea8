import { describe, expect, it } from 'vitest';
import { walkRegion } from './regions';

// 5 × 3 grid: two blobs of 1s, joined only diagonally at (2,1)-(3,0).
const grid = [1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1];
const w = 5;

describe('walkRegion', () => {
  it('joins pixels through diagonal neighbours and marks what it visited', () => {
    const seen = new Uint8Array(grid.length);
    const region = walkRegion(w, 3, 0, (q) => grid[q] === 1, seen);
    expect(region.sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 6, 7]);
    expect([...seen].filter(Boolean)).toHaveLength(6);
    expect(seen[14]).toBe(0); // the lone corner pixel is not connected
  });

  it('stops at the row limit and shows every neighbour it looked at', () => {
    const looked = new Set<number>();
    const region = walkRegion(
      w,
      1,
      0,
      (q) => grid[q] === 1,
      new Uint8Array(grid.length),
      (q) => looked.add(q),
    );
    expect(region.sort((a, b) => a - b)).toEqual([0, 1]);
    expect([...looked].every((q) => q < w)).toBe(true);
  });
});
