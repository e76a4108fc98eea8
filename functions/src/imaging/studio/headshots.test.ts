// The local trainer and generator on the face fixtures: the reference set describes one person, and the composed
// headshots have the requested size, format and count and still show that person, checked independently against a
// photo that was not in the set; a Biden reference does not pass as Obama.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../../../../tests/fixtures/images';
import { checkImage } from '../input';
import { descriptor } from '../identity';
import { cosine, SAME_PERSON_THRESHOLD } from '../similarity';
import { studioHeadshots } from './headshots';
import { identityScores, scoresAgainstPhoto } from './identity-scores';
import { regionOf } from './region';
import { CROP, referenceSet, THUMBNAIL_SIDE, type ReferenceSetResult } from './reference-set';

const OBAMA_SET = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama-1080p.jpg'];
/** Not in the set: the independent check. */
const HELD_OUT = 'r_obama3.jpg';

let obama: ReferenceSetResult;
let biden: ReferenceSetResult;
let heldOut: Float32Array;

beforeAll(async () => {
  obama = await referenceSet({ images: OBAMA_SET.map(photo) });
  biden = await referenceSet({ images: ['r_biden.jpg', 'r_biden2.jpg'].map(photo) });
  heldOut = (await descriptor(await checkImage(photo(HELD_OUT))))!;
}, 120_000);

describe('referenceSet', () => {
  it('makes one square aligned crop per photo, each the same person as the centroid', async () => {
    expect(obama.crops).toHaveLength(OBAMA_SET.length);
    expect(obama.descriptors).toHaveLength(OBAMA_SET.length);
    for (const crop of obama.crops)
      expect(await sharp(crop).metadata()).toMatchObject({
        format: 'jpeg',
        width: CROP.side,
        height: CROP.side,
      });
    for (const d of obama.descriptors)
      expect(cosine(d, obama.centroid)).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    // The crops themselves, described again from their pixels, are the same person too.
    const scores = await identityScores({ centroid: obama.centroid, images: obama.crops });
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
  });

  it('gives a unit centroid, a best index into the input and a square thumbnail', async () => {
    expect(Math.hypot(...obama.centroid)).toBeCloseTo(1, 6);
    expect(obama.bestIndex).toBeGreaterThanOrEqual(0);
    expect(obama.bestIndex).toBeLessThan(OBAMA_SET.length);
    const thumb = await sharp(obama.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', THUMBNAIL_SIDE, THUMBNAIL_SIDE]);
  });

  it('notes in a crop where a face cut by the frame leaves smeared edges', async () => {
    const { crops } = await referenceSet({ images: [photo('r_obama_partial.jpg')] });
    const [x0, y0, x1, y1] = regionOf(crops[0]!);
    expect((x1 - x0) * (y1 - y0)).toBeLessThan(0.9 * CROP.side * CROP.side);
  });

  it('refuses a set with no face at all', async () => {
    await expect(referenceSet({ images: [photo('h_background.jpg')] })).rejects.toMatchObject({
      code: 'no_face',
    });
  });
});

describe('studioHeadshots', () => {
  it('makes the requested count at the requested size and format, each the person of the set', async () => {
    const out = await studioHeadshots({
      crops: obama.crops,
      style: 'professional',
      count: 4,
      width: 768,
      height: 1024,
      seed: 42,
      format: 'png',
    });
    expect(out).toHaveLength(4);
    for (const o of out) {
      expect(o.mimeType).toBe('image/png');
      expect(await sharp(o.data).metadata()).toMatchObject({ format: 'png', width: 768, height: 1024 });
    }
    const scores = await identityScores({ centroid: obama.centroid, images: out.map((o) => o.data) });
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    // Independent: the held-out photo was never part of the set.
    const heldOutScores = await identityScores({
      centroid: Array.from(heldOut),
      images: out.map((o) => o.data),
    });
    for (const s of heldOutScores) expect(s).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    // Four different crops: no two results are the same picture.
    expect(new Set(out.map((o) => o.data.toString('base64'))).size).toBe(4);
  });

  it('encodes JPEG and WebP at landscape and square sizes for every style', async () => {
    for (const [style, format, width, height] of [
      ['linkedin', 'jpeg', 1024, 512],
      ['passport', 'webp', 512, 512],
      ['casual', 'jpeg', 768, 768],
      ['outdoor', 'webp', 1024, 768],
      ['artistic', 'jpeg', 512, 768],
      [null, 'png', 512, 512],
    ] as const) {
      const [o] = await studioHeadshots({
        crops: obama.crops,
        style,
        count: 1,
        width,
        height,
        seed: 1,
        format,
      });
      expect(await sharp(o!.data).metadata()).toMatchObject({ format, width, height });
    }
  });

  it('draws the same pictures for the same seed', async () => {
    const request = {
      crops: obama.crops,
      style: 'outdoor' as const,
      count: 2,
      width: 512,
      height: 512,
      seed: 9,
    };
    const a = await studioHeadshots({ ...request, format: 'png' });
    const b = await studioHeadshots({ ...request, format: 'png' });
    expect(b.map((o) => o.data)).toEqual(a.map((o) => o.data));
  });

  it('keeps a passport backdrop plain white', async () => {
    const [o] = await studioHeadshots({
      crops: obama.crops,
      style: 'passport',
      count: 1,
      width: 512,
      height: 512,
      seed: 3,
      format: 'png',
    });
    const { data } = await sharp(o!.data)
      .extract({ left: 0, top: 0, width: 40, height: 40 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThanOrEqual(250);
  });

  it('does not pass a Biden reference off as Obama', async () => {
    const out = await studioHeadshots({
      crops: biden.crops,
      style: 'professional',
      count: 2,
      width: 768,
      height: 768,
      seed: 5,
      format: 'jpeg',
    });
    const scores = await identityScores({ centroid: obama.centroid, images: out.map((o) => o.data) });
    for (const s of scores) expect(s).toBeLessThan(SAME_PERSON_THRESHOLD);
    expect(cosine(biden.centroid, obama.centroid)).toBeLessThan(SAME_PERSON_THRESHOLD);
  });
});

describe('identityScores', () => {
  it('scores an image without a face null', async () => {
    expect(await identityScores({ centroid: obama.centroid, images: [photo('h_background.jpg')] })).toEqual([
      null,
    ]);
  });

  it("scores nothing against a centroid of the previous model (face-api's 128 values): unknown, not a guess", async () => {
    const old = obama.centroid.slice(0, 128);
    expect(await identityScores({ centroid: old, images: [photo('r_obama.jpg')] })).toEqual([null]);
  });

  it('scores against the person of one photo (an instant original): the same person passes, another fails', async () => {
    const [same, other, none] = await scoresAgainstPhoto({
      photo: photo('r_obama.jpg'),
      images: [photo(HELD_OUT), photo('r_biden.jpg'), photo('h_background.jpg')],
    });
    expect(same).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    expect(other).toBeLessThan(SAME_PERSON_THRESHOLD);
    expect(none).toBeNull();
    // No face in the reference photo: nobody to compare with.
    expect(await scoresAgainstPhoto({ photo: photo('h_background.jpg'), images: [photo(HELD_OUT)] })).toEqual(
      [null],
    );
  });
});
