// Holes the matte leaves in the face, on a synthetic face whose outline is a circle: the answer is known exactly.
import { describe, expect, it } from 'vitest';
import type { Face, Point } from '../faces';
import { faceGaps } from './backdrop';

const W = 200;
const silhouette: Point[] = Array.from({ length: 36 }, (_, k) => {
  const t = (k / 36) * 2 * Math.PI;
  return [100 + 50 * Math.cos(t), 100 + 50 * Math.sin(t)];
});
const face = { silhouette } as Face;

/** A finished photo of skin-coloured pixels, `white` ones printing as the backdrop. */
function printed(white: number[] = []) {
  const data = Buffer.alloc(W * W * 3);
  for (let i = 0; i < W * W; i++) data.set([220, 180, 160], 3 * i);
  for (const i of white) data.set([252, 251, 250], 3 * i);
  return { width: W, height: W, channels: 3 as const, data };
}
const skin = printed();

/** A solid matte with the square [x, x + side) × [y, y + side) given to the backdrop. */
function punched(x: number, y: number, side: number) {
  const alpha = new Uint8Array(W * W).fill(255);
  for (let yy = y; yy < y + side; yy++) for (let xx = x; xx < x + side; xx++) alpha[yy * W + xx] = 0;
  return alpha;
}

describe('faceGaps', () => {
  it('counts no gap in a face the matte holds whole', () => {
    expect(faceGaps(new Uint8Array(W * W).fill(255), skin, face)).toBe(0);
  });

  it('counts every pixel of a hole in the face', () => {
    expect(faceGaps(punched(90, 90, 10), skin, face)).toBe(100);
  });

  it('leaves out the outline itself (drawn 5 % in) and the backdrop beyond it', () => {
    expect(faceGaps(punched(148, 98, 2), skin, face)).toBe(0);
    expect(faceGaps(punched(146, 98, 2), skin, face)).toBeGreaterThan(0);
    expect(faceGaps(punched(0, 0, 40), skin, face)).toBe(0);
  });

  it('counts a soft hole under half opacity, not a soft edge above it', () => {
    const alpha = new Uint8Array(W * W).fill(255);
    alpha[100 * W + 100] = 127;
    alpha[100 * W + 101] = 128;
    expect(faceGaps(alpha, skin, face)).toBe(1);
  });

  it('counts a pixel the matte kept in part that prints as the white backdrop', () => {
    // A pale cheek at alpha 200 blended into white: the print shows the backdrop through the face.
    const alpha = new Uint8Array(W * W).fill(255);
    alpha[100 * W + 100] = 200;
    expect(faceGaps(alpha, printed([100 * W + 100, 100 * W + 102]), face)).toBe(2);
    expect(faceGaps(alpha, printed([10 * W + 10]), face)).toBe(0);
  });
});
