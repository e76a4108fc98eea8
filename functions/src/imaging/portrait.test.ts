// The business presets' studio portrait, judged against the photo it came from by measures the engine does not
// compute: the frame it reports is really the region of the photo it shows, and no old background is left
// around the person (colours of the original's background, not of the new backdrop, beside the outline).
import { describe, expect, it } from 'vitest';
import { decodedRgb, inFrame } from '../../../tests/fixtures/frame-pixels';
import { FIXTURES } from '../../../tests/fixtures/images';
import { DIVERSE } from '../../../tests/fixtures/identity-set';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InstantFrame } from '../contracts';
import { backdropPixels } from './background';
import { nearAny } from './matting';
import { operations } from './operations';

type Raw = { data: Buffer; width: number; height: number };

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** The upright original's rectangle `frame`, resized to `width` × `height`. */
const originalIn = async (image: Buffer, frame: InstantFrame, width: number, height: number) =>
  inFrame(await decodedRgb(image), frame, width, height);
const decoded = decodedRgb;

const dist = (a: Buffer, i: number, b: Buffer, j: number) =>
  Math.hypot(a[i]! - b[j]!, a[i + 1]! - b[j + 1]!, a[i + 2]! - b[j + 2]!);

/** Mean colour distance of two images over a box given in fractions of their (shared) size. */
function meanDistance(a: Raw, b: Raw, box: [number, number, number, number]) {
  const [x0, y0, x1, y1] = box.map((v, k) => Math.round(v * (k % 2 ? a.height : a.width)));
  let sum = 0;
  let n = 0;
  for (let y = y0!; y < y1!; y++)
    for (let x = x0!; x < x1!; x++, n++)
      sum += dist(a.data, (y * a.width + x) * 3, b.data, (y * b.width + x) * 3);
  return sum / n;
}

const portrait = (image: Buffer) => operations.portrait({ image, aspect: 3 / 4, backdrop: 'studio' });

describe('studio portrait (business presets)', () => {
  it('reports the rectangle of the photo it shows', async () => {
    const image = fixture('r_obama.jpg');
    const { image: out, frame } = await portrait(image);
    expect(frame).not.toBeNull();
    const result = await decoded(out);
    const face: [number, number, number, number] = [0.35, 0.3, 0.65, 0.6];
    const same = meanDistance(result, await originalIn(image, frame!, result.width, result.height), face);
    // The same crop a tenth of its width to the side: the measure tells framings apart.
    const shifted = { ...frame!, x: frame!.x + frame!.width / 10 };
    const off = meanDistance(result, await originalIn(image, shifted, result.width, result.height), face);
    expect(same).toBeLessThan(12);
    expect(off).toBeGreaterThan(same * 2);
  });

  it('carries the body on past the bottom of a photo cut at the chest, not the backdrop', async () => {
    // The crop reaches below this photo's bottom edge: the padding repeats the clothes there, and must stay
    // person (a band of backdrop under the body reads as a cut-out glued on).
    const image = readFileSync(path.join(DIVERSE, 'older_east_asian_woman_grey_hair.jpg'));
    const { image: out, frame } = await portrait(image);
    expect(frame!.y + frame!.height).toBeGreaterThan(1.02); // the case: the crop passes the photo's edge
    const result = await decoded(out);
    const drawn = await backdropPixels(result.width, result.height, { kind: 'studio', color: '#c9ccd3' });
    const backdrop = { data: drawn, width: result.width, height: result.height };
    const bottom: [number, number, number, number] = [0.35, 0.98, 0.65, 1];
    expect(meanDistance(result, backdrop, bottom)).toBeGreaterThan(30);
  });

  it('continues the body below a photo cut at the chest without streaks of its last rows', async () => {
    // The old padding repeated the photo's last row down to the frame's bottom: every column of the shirt's
    // texture ran down as a stripe, strong contrast across and none down (7.3 levels more across than down); the
    // clothes' smoothed colour measures 1.4.
    const { image: out, frame } = await portrait(
      readFileSync(path.join(DIVERSE, 'man_dark_skin_smile_teeth.jpg')),
    );
    const { data, width: w, height: h } = await decoded(out);
    const first = Math.ceil(((1 - frame!.y) / frame!.height) * h) + 2; // the first row below the photo
    expect(h - first).toBeGreaterThan(0.03 * h); // the case: a band of added body
    let across = 0;
    let down = 0;
    for (let y = first; y < h - 1; y++)
      for (let x = Math.round(0.2 * w); x < 0.8 * w; x++) {
        const i = 3 * (y * w + x);
        across += dist(data, i, data, i + 3);
        down += dist(data, i, data, i + 3 * w);
      }
    const n = (h - 1 - first) * Math.round(0.6 * w);
    console.log('added body: mean contrast across', across / n, 'down', down / n);
    expect(across / n - down / n).toBeLessThan(3);
  });

  it('lets the shades of the clothes fade out of the added body instead of running down as bands', async () => {
    // Each fold of the shirt at the photo's bottom edge kept its own shade down to the frame's edge: faint
    // vertical bands. Measured on the added rows' column means, 16 px apart: 19.1 levels before, 10.2 after.
    const { image: out, frame } = await portrait(
      readFileSync(path.join(DIVERSE, 'man_dark_skin_smile_teeth.jpg')),
    );
    const { data, width: w, height: h } = await decoded(out);
    const first = Math.ceil(((1 - frame!.y) / frame!.height) * h) + 2; // the first row below the photo
    const columns: number[][] = [];
    for (let x = Math.round(0.2 * w); x < 0.8 * w; x++) {
      const mean = [0, 0, 0];
      for (let y = first; y < h; y++) for (let c = 0; c < 3; c++) mean[c]! += data[3 * (y * w + x) + c]!;
      columns.push(mean.map((v) => v / (h - first)));
    }
    let bands = 0;
    for (let k = 0; k + 16 < columns.length; k++)
      bands += Math.hypot(...columns[k]!.map((v, c) => v - columns[k + 16]![c]!));
    bands /= columns.length - 16;
    console.log('added body: colour change across 16 columns', bands);
    expect(bands).toBeLessThan(14);
  });

  it('shows hair before a bright neon tube as the photo does or not at all, not as a half-strength lump', async () => {
    // Dark hair falls before a neon tube, and the selfie model is half sure of it: the edge's colour pass left
    // a grey lump beside the shoulder (the hair at half strength over the backdrop, ringing holes the model
    // opened) and streaks of the tube's mixed colour. Counted: pixels neither the photo's colour nor the
    // backdrop's (30 levels) more than 2 px from any that is, so a soft edge's own width does not count
    // (4441 before, 981 after).
    const image = readFileSync(path.join(DIVERSE, 'kr_woman_headband_neon_relit_dark.png'));
    const { image: out, frame } = await portrait(image);
    const result = await decoded(out);
    const { width: w, height: h } = result;
    const shot = await originalIn(image, frame!, w, h);
    const drawn = await backdropPixels(w, h, { kind: 'studio', color: '#c9ccd3' });
    const plain = new Uint8Array(w * h);
    for (let i = 0, j = 0; i < w * h; i++, j += 3)
      plain[i] = dist(result.data, j, shot.data, j) <= 30 || dist(result.data, j, drawn, j) <= 30 ? 1 : 0;
    const near = nearAny(plain, w, h, 2);
    const lump = near.reduce((n, v) => n + (v ? 0 : 1), 0);
    console.log('neon hair: pixels in wide blends', lump);
    expect(lump).toBeLessThan(2000);
  });
});
