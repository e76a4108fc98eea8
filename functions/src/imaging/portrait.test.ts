// The business presets' studio portrait, judged against the photo it came from by measures the engine does not
// compute: the frame it reports is really the region of the photo it shows, and no old background is left
// around the person (colours of the original's background, not of the new backdrop, beside the outline).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/images';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InstantFrame } from '../contracts';
import { operations } from './operations';

type Raw = { data: Buffer; width: number; height: number };

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

async function decoded(jpeg: Buffer): Promise<Raw> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The upright original's rectangle `frame` (edges copied past its border), resized to `width` × `height`. */
async function originalIn(image: Buffer, frame: InstantFrame, width: number, height: number): Promise<Raw> {
  const upright = await sharp(image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = upright.info;
  const left = Math.round(frame.x * w);
  const top = Math.round(frame.y * h);
  const cw = Math.round(frame.width * w);
  const ch = Math.round(frame.height * h);
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + cw - w),
    bottom: Math.max(0, top + ch - h),
  };
  const raw = { raw: { width: w, height: h, channels: 3 as const } };
  const extended = await sharp(upright.data, raw)
    .extend({ ...pad, extendWith: 'copy' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(extended.data, {
    raw: { width: extended.info.width, height: extended.info.height, channels: 3 },
  })
    .extract({ left: left + pad.left, top: top + pad.top, width: cw, height: ch })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

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
});
