// The matte's building blocks on synthetic images, where the right answer is known exactly.
import { describe, expect, it } from 'vitest';
import {
  boxMean,
  compositeDecontaminated,
  dropDetached,
  guidedFilter,
  keepConnected,
  matteTop,
  nearAny,
  type Matte,
} from './matting';

describe('matte refinement', () => {
  it.each([1, 2, 9])(
    'box mean (r = %i) equals a brute-force window mean at every pixel, borders included',
    (r) => {
      const w = 7;
      const h = 5;
      const src = Float32Array.from({ length: w * h }, (_, i) => (i * 37) % 11);
      const out = boxMean(src, w, h, r);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let sum = 0;
          let n = 0;
          for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++)
            for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) {
              sum += src[yy * w + xx]!;
              n++;
            }
          expect(out[y * w + x]).toBeCloseTo(sum / n, 4);
        }
    },
  );

  it.each([0, 1, 2, 4, 9])(
    'nearAny (reach %i) marks exactly the pixels with a mask pixel in their window',
    (reach) => {
      const w = 9;
      const h = 6;
      const mask = Uint8Array.from({ length: w * h }, (_, i) => ((i * 7) % 13 === 0 ? 1 : 0));
      const out = nearAny(mask, w, h, reach);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let any = 0;
          for (let yy = Math.max(0, y - reach); yy <= Math.min(h - 1, y + reach); yy++)
            for (let xx = Math.max(0, x - reach); xx <= Math.min(w - 1, x + reach); xx++)
              any |= mask[yy * w + xx]!;
          expect(out[y * w + x], `(${x}, ${y})`).toBe(any);
        }
    },
  );

  it('a blurry alpha snaps to the sharp edge of the guide', () => {
    const w = 40;
    const h = 4;
    const guide = new Float32Array(w * h);
    const blurry = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        guide[y * w + x] = x < 20 ? 0.9 : 0.1; // person on the left, dark wall on the right
        blurry[y * w + x] = Math.min(1, Math.max(0, (26 - x) / 12)); // the model's soft, misplaced edge
      }
    const q = guidedFilter(guide, blurry, w, h, 4, 1e-4);
    expect(q[2 * w + 17]).toBeGreaterThan(blurry[2 * w + 17]! + 0.05);
    expect(q[2 * w + 22]).toBeLessThan(0.3);
    // The input's own tail past the edge (x = 22, 0.33) is what a halo would be made of.
    expect(blurry[2 * w + 22]).toBeGreaterThan(0.3);
  });

  it('keeps only the region joined to the person, with its soft rim', () => {
    const w = 20;
    const h = 10;
    const alpha = new Uint8Array(w * h);
    for (let y = 2; y < 8; y++) for (let x = 2; x < 8; x++) alpha[y * w + x] = 255; // person
    alpha[5 * w + 8] = 60; // its soft rim
    for (let y = 1; y < 4; y++) for (let x = 14; x < 19; x++) alpha[y * w + x] = 255; // a blob of old background
    alpha[8 * w + 12] = 40; // a faint speck
    const out = keepConnected(alpha, w, h, [4, 4], 1);
    expect(out[4 * w + 4]).toBe(255);
    expect(out[5 * w + 8]).toBe(60);
    expect(out[2 * w + 15]).toBe(0);
    expect(out[8 * w + 12]).toBe(0);
  });

  it('drops detached blobs of old background, even when a faint bridge joins them to the hair', () => {
    const w = 30;
    const h = 12;
    const alpha = new Uint8Array(w * h);
    for (let y = 4; y < 12; y++) for (let x = 4; x < 14; x++) alpha[y * w + x] = 255; // head
    for (let x = 4; x < 14; x++) alpha[3 * w + x] = 20; // its faint rim above the hair
    for (let y = 0; y < 4; y++) alpha[y * w + 8] = 200; // a strand of hair standing up
    for (let x = 14; x < 20; x++) alpha[6 * w + x] = 20; // a faint, invisible bridge ...
    for (let y = 5; y < 8; y++) for (let x = 20; x < 24; x++) alpha[y * w + x] = 220; // ... to a blob of wall
    alpha[1 * w + 26] = 255; // a speck above, on its own
    const out = dropDetached(alpha, w, h, [8, 8]);
    expect(out[8 * w + 8]).toBe(255);
    expect(out[3 * w + 5]).toBe(20);
    expect(out[0 * w + 8]).toBe(200);
    expect(out[6 * w + 21]).toBe(0);
    expect(out[6 * w + 17]).toBe(0);
    expect(out[1 * w + 26]).toBe(0);
  });

  it('takes the old background colour out of a half-transparent edge pixel', () => {
    // One hair pixel: half white hair (240), half blue wall (40, 80, 200); on white it must not stay bluish.
    const hair = [240, 240, 240];
    const wall = [40, 80, 200];
    const seen = hair.map((v, c) => 0.5 * v + 0.5 * wall[c]!);
    const matte: Matte = {
      alpha: Uint8Array.from([255 * 0.5]),
      back: Float32Array.from(wall),
      fore: Float32Array.from(hair),
      width: 1,
      height: 1,
    };
    const out = compositeDecontaminated(
      { data: Buffer.from(seen), width: 1, height: 1, channels: 3 },
      matte,
      [255, 255, 255],
    );
    const [r, g, b] = [...out.data];
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThanOrEqual(3);
    expect(r!).toBeGreaterThan(240);
  });

  it('finds the matte top over the head columns only', () => {
    const w = 10;
    const alpha = new Uint8Array(w * 10);
    alpha[2 * w + 1] = 255; // a raised hand outside the head columns
    for (let x = 4; x < 7; x++) alpha[5 * w + x] = 200;
    alpha[4 * w + 5] = 130;
    expect(matteTop(alpha, w, 3, 7, 9)).toBe(4);
    expect(matteTop(alpha, w, 3, 7, 9, 150)).toBe(5);
  });
});
