// Framing a headshot inside the real part of a reference crop, and the note that carries that part in the crop's
// JPEG bytes.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseWindow, CROP, fadeOutside, type Region } from './framing';
import { FULL_REGION, regionOf, withRegion } from './region';

const S = CROP.side;
const inside = (w: ReturnType<typeof chooseWindow>, r: Region) =>
  w.left >= r[0] - 0.5 &&
  w.top >= r[1] - 0.5 &&
  w.left + w.width <= r[2] + 0.5 &&
  w.top + w.height <= r[3] + 0.5;

describe('chooseWindow', () => {
  it('shows the whole crop height for a square output of a fully real crop at zoom 1', () => {
    expect(chooseWindow(1, 1, 0, FULL_REGION)).toEqual({ left: 0, top: 0, width: S, height: S });
  });

  it('zooms in to stay clear of a smeared bottom edge', () => {
    const real: Region = [0, 0, S, 0.85 * S];
    const w = chooseWindow(3 / 4, 1, 0, real);
    expect(inside(w, real)).toBe(true);
    expect(w.height).toBeLessThan(S);
  });

  it('keeps the head in a portrait window even when the seed shifts it far', () => {
    const w = chooseWindow(1 / 2, 1, 0.5 * S, FULL_REGION);
    expect(w.left).toBeLessThanOrEqual(S / 2 - 0.2 * S);
    expect(w.left + w.width).toBeGreaterThanOrEqual(S / 2 + 0.2 * S);
  });

  it('widens a landscape window past the crop, keeping the head centred', () => {
    const w = chooseWindow(2, 1, 0, FULL_REGION);
    expect(w.width).toBe(2 * S);
    expect(w.left + w.width / 2).toBeCloseTo(S / 2);
  });
});

describe('fadeOutside', () => {
  it('fades the person out before a real edge inside the window and leaves the rest', () => {
    const matte = Buffer.alloc(100 * 100, 255);
    fadeOutside(matte, 100, 100, { left: 0, top: 0, width: S, height: S }, [0, 0, S / 2, S]);
    expect(matte[50 * 100 + 10]).toBe(255); // far inside
    expect(matte[50 * 100 + 49]).toBeLessThan(40); // at the real edge
    expect(matte[50 * 100 + 80]).toBe(0); // beyond it
  });

  it('changes nothing when the window lies inside the real region', () => {
    const matte = Buffer.alloc(64 * 64, 200);
    fadeOutside(matte, 64, 64, { left: 0, top: 0, width: S, height: S }, FULL_REGION);
    expect(matte.every((v) => v === 200)).toBe(true);
  });
});

describe('crop region note', () => {
  it("travels in the crop's JPEG bytes, which still decode", async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const noted = withRegion(jpeg, [10, 0, 1000, 900]);
    expect(regionOf(noted)).toEqual([10, 0, 1000, 900]);
    expect((await sharp(noted).metadata()).width).toBe(32);
  });

  it('is the whole crop for a crop without one', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(regionOf(jpeg)).toEqual(FULL_REGION);
    expect(regionOf(Buffer.from('not a jpeg'))).toEqual(FULL_REGION);
  });
});
