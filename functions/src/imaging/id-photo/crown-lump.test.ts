// A lump standing on the crown, on a synthetic working crop whose colours are known exactly: in the colour of
// the old background beside it and not of the hair under it, it goes; hair standing up (a tuft, a quiff) stays,
// and so does a lump the background beside it does not explain.
import { describe, expect, it } from 'vitest';
import type { Face, Point } from '../faces';
import type { Rgb } from '../input';
import { clearCrownLump } from './crown-lump';

const W = 200;
const H = 200;
const HAIR = [20, 16, 12];
const WALL = [200, 210, 225];
const CEILING = [90, 84, 78];
/** The face outline: a circle of radius 50 round (100, 120); the head's top (hair) at row 60. */
const silhouette: Point[] = Array.from({ length: 36 }, (_, k) => {
  const a = (k / 36) * 2 * Math.PI;
  return [100 + 50 * Math.cos(a), 120 + 50 * Math.sin(a)];
});
const face = { silhouette, eyeLeft: [80, 110], eyeRight: [120, 110] } as unknown as Face;

/**
 * The head: a dome from row 60 at its middle, hair-coloured, solid in the matte. Behind it the wall, with a
 * band of ceiling at rows 45-60 (`band`). `lump` paints a patch on the crown (columns 92-108, rows 48-60) and
 * keeps it in the matte.
 */
function scene(band: number[] | null, lump: number[] | null) {
  const data = Buffer.alloc(W * H * 3);
  const alpha = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const dome = 60 + ((x - 100) / 60) ** 2 * 40;
      const onHead = Math.abs(x - 100) <= 60 && y >= dome;
      const onLump = lump && x >= 92 && x <= 108 && y >= 48 && y < 60;
      const colour = onHead ? HAIR : onLump ? lump : band && y >= 45 && y < 60 ? band : WALL;
      data.set(colour, 3 * i);
      alpha[i] = onHead || onLump ? 255 : 0;
    }
  const rgb: Rgb = { data, width: W, height: H, channels: 3 };
  return { rgb, alpha, outside: new Uint8Array(W * H) };
}

const lumpKept = (alpha: Uint8Array) => {
  let n = 0;
  for (let y = 48; y < 60; y++) for (let x = 92; x <= 108; x++) n += alpha[y * W + x] ? 1 : 0;
  return n;
};

describe('a lump of old background on the crown', () => {
  it('goes when it is the ceiling beside it and not the hair under it', () => {
    const { rgb, alpha, outside } = scene(CEILING, CEILING);
    expect(clearCrownLump(rgb, alpha, face, outside)).toBeGreaterThan(150);
    expect(lumpKept(alpha)).toBe(0);
    // The head itself is untouched.
    expect(alpha[100 * W + 100]).toBe(255);
    expect(alpha[61 * W + 100]).toBe(255);
  });

  it('stays when it is hair standing up', () => {
    const { rgb, alpha, outside } = scene(CEILING, HAIR);
    expect(clearCrownLump(rgb, alpha, face, outside)).toBe(0);
    expect(lumpKept(alpha)).toBe(17 * 12);
  });

  it('stays when the background beside it is another colour (a flower, a hat: for the outline rule)', () => {
    const { rgb, alpha, outside } = scene(null, CEILING);
    expect(clearCrownLump(rgb, alpha, face, outside)).toBe(0);
    expect(lumpKept(alpha)).toBe(17 * 12);
  });

  it("stays where it reaches the photo's edge: a bun cut there must still be refused", () => {
    const { rgb, alpha, outside } = scene(CEILING, CEILING);
    outside.fill(1, 0, 46 * W);
    expect(clearCrownLump(rgb, alpha, face, outside)).toBe(0);
    expect(lumpKept(alpha)).toBe(17 * 12);
  });

  it('stays when dark hair meets a dark wall: the hair under it explains it as well', () => {
    const { rgb, alpha, outside } = scene([28, 22, 18], [28, 22, 18]);
    expect(clearCrownLump(rgb, alpha, face, outside)).toBe(0);
  });
});
