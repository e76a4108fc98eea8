import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { optimizeReference, smartCrop } from './enhance';
import { checkImage } from './input';
import { maskSet } from './masks';
import { layoutFor } from './print-sheet';
import { photo } from '../../../tests/fixtures/images';

const whiteShare = async (png: Buffer) => {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((n, v) => n + (v > 127 ? 1 : 0), 0) / data.length;
};

describe('face masks', () => {
  it('draws the mesh silhouette in white on a portrait', async () => {
    const set = await maskSet(await checkImage(photo('r_obama.jpg')), 0.6);
    expect(set.method).toBe('mesh');
    const share = await whiteShare(set.faceMask);
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.4);
    const crop = await sharp(set.characterReference.face_crop).metadata();
    expect(crop.width).toBe(crop.height);
    expect(crop.exif).toBeUndefined();
    expect(await whiteShare(set.characterReference.face_mask)).toBeGreaterThan(0.1);
  });

  it('falls back to a centred ellipse when there is no face', async () => {
    const set = await maskSet(await checkImage(photo('h_background.jpg')), 0.6);
    expect(set.method).toBe('ellipse');
    expect(await whiteShare(set.faceMask)).toBeGreaterThan(0.2);
  });

  it('a larger crop percent gives a tighter character reference', async () => {
    const image = await checkImage(photo('test1024.jpg'));
    const wide = await maskSet(image, 0.3);
    const tight = await maskSet(image, 0.9);
    expect(await whiteShare(tight.characterReference.face_mask)).toBeGreaterThan(
      await whiteShare(wide.characterReference.face_mask),
    );
  });
});

describe('lightweight crops', () => {
  it('smart-crops a square around the face', async () => {
    const { image, faceFound } = await smartCrop(await checkImage(photo('r_obama-1080p.jpg')), 0.65);
    const meta = await sharp(image).metadata();
    expect(faceFound).toBe(true);
    expect(meta.width).toBe(meta.height);
  });

  it('optimizes a reference to 3:4', async () => {
    const out = await optimizeReference(await checkImage(photo('r_biden.jpg')));
    expect(out.width / out.height).toBeCloseTo(0.75, 2);
  });
});

describe('print sheet layout', () => {
  it('fits eight 35x45 mm photos with ≥ 2 mm gutters on 4x6 in', () => {
    const l = layoutFor(413, 531);
    expect(l.cols * l.rows).toBe(8);
    expect(Math.min(l.gutterX, l.gutterY)).toBeGreaterThanOrEqual(24);
  });
  it('fits ten 30x40 mm photos', () => {
    const l = layoutFor(354, 472);
    expect(l.cols * l.rows).toBeGreaterThanOrEqual(8);
  });
});
