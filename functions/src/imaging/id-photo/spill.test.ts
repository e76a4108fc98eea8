// The blue wall's light on dark hair's rim, on a synthetic print whose colours are known exactly: the tint goes,
// the brightness stays, and what is not dark hair keeps its colour.
import { describe, expect, it } from 'vitest';
import type { Rgb } from '../input';
import type { Matte } from '../matting';
import { despillRim } from './spill';

const W = 40;
const H = 40;
const WALL = [60, 120, 200];
const HAIR = [25, 24, 30];
/** Dark hair lit by the blue wall: as bright as the hair (about), bluer. */
const TINTED = [14, 24, 52];

/**
 * Rows 0-9 the old background (wall, clear in the matte); rows 10-39 the person. The person's first four rows
 * are the rim, where the matte's local background is known; further in it is not. `paint` sets pixels.
 */
function scene(paint: (x: number, y: number) => number[] | undefined) {
  const data = Buffer.alloc(W * H * 3);
  const alpha = new Uint8Array(W * H);
  const back = new Float32Array(W * H * 3).fill(-1);
  const fore = new Float32Array(W * H * 3).fill(-1);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const person = y >= 10;
      data.set(paint(x, y) ?? (person ? HAIR : WALL), 3 * i);
      alpha[i] = person ? 255 : 0;
      if (y < 14) back.set(WALL, 3 * i);
      if (person) fore.set(HAIR, 3 * i);
    }
  const print: Rgb = { data, width: W, height: H, channels: 3 };
  const matte: Matte = { alpha, back, fore, width: W, height: H };
  return { print, matte };
}

const at = (print: Rgb, x: number, y: number) => [
  ...print.data.subarray(3 * (y * W + x), 3 * (y * W + x) + 3),
];
const blueness = (p: number[]) => p[2]! - (p[0]! + p[1]!) / 2;
const brightness = (p: number[]) => (p[0]! + p[1]! + p[2]!) / 3;

describe('despillRim', () => {
  it("takes the wall's blue out of dark hair on the rim and keeps its brightness", () => {
    const { print, matte } = scene((_, y) => (y >= 10 && y < 13 ? TINTED : undefined));
    despillRim(print, matte, H);
    const fixed = at(print, 20, 11);
    expect(blueness(TINTED)).toBeGreaterThan(30);
    expect(blueness(fixed)).toBeLessThan(blueness(HAIR) + 4);
    expect(Math.abs(brightness(fixed) - brightness(TINTED))).toBeLessThanOrEqual(1);
  });

  it('leaves a patch of the wall the matte kept (as bright as the wall) for the outline checks', () => {
    const patch = [70, 125, 195];
    const { print, matte } = scene((x, y) => (y >= 10 && y < 13 && x < 5 ? patch : undefined));
    despillRim(print, matte, H);
    expect(at(print, 2, 11)).toEqual(patch);
  });

  it('leaves the rim below the head (a navy collar before a blue wall is navy)', () => {
    // The wall also stands beside the person from row 25 down (x ≥ 36): a rim at x 32-35 below the head.
    const { print, matte } = scene((x, y) => {
      if (y >= 25 && x >= 36) return WALL;
      if ((y >= 10 && y < 13) || (y >= 25 && x >= 32)) return TINTED;
    });
    for (let y = 25; y < H; y++)
      for (let x = 32; x < W; x++) {
        const i = y * W + x;
        matte.back.set(WALL, 3 * i);
        if (x >= 36) matte.alpha[i] = 0;
      }
    despillRim(print, matte, 20);
    expect(blueness(at(print, 20, 11))).toBeLessThan(blueness(HAIR) + 4);
    expect(at(print, 33, 30)).toEqual(TINTED);
  });

  it('changes nothing where no dark hair shows its own colour', () => {
    const blonde = [200, 170, 110];
    const { print, matte } = scene((_, y) => (y >= 10 ? (y < 13 ? TINTED : blonde) : undefined));
    despillRim(print, matte, H);
    expect(at(print, 20, 11)).toEqual(TINTED);
  });
});
