// Training photos on the face fixtures: each reason a single photo can show, and the set judge on real
// descriptors (a Biden photo among Obama photos, a re-encoded copy).
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriesNoMetadata, photo, textAsJpeg, withPhoneMetadata } from '../../../../tests/fixtures/images';
import { TRAINING_PHOTO_SIDE } from '../../contracts';
import { DESCRIPTOR_LENGTH, SAME_PERSON_THRESHOLD } from '../similarity';
import { DUPLICATE_MAX_BITS, hammingHex, judgeTrainingSet } from './judge-set';
import { referenceSet } from './reference-set';
import { regionOf } from './region';
import { trainingPhoto, type TrainingPhotoResult } from './training-photo';

const check = (image: Buffer) => trainingPhoto({ image });
const jpeg = (img: Sharp) => img.jpeg({ quality: 92 }).toBuffer();

/** A landscape with no one in it: sky, sun and hills. */
const landscape = () =>
  jpeg(
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
        <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/>
        <stop offset="1" stop-color="#d9ecf7"/></linearGradient></defs>
        <rect width="1200" height="800" fill="url(#s)"/><circle cx="950" cy="160" r="70" fill="#ffe08a"/>
        <path d="M0 520 Q300 380 600 520 T1200 500 V800 H0Z" fill="#5b8c4a"/></svg>`),
    ),
  );

/** Two portraits side by side, the faces about the same size. */
async function twoPeople() {
  const left = await sharp(photo('r_obama2.jpg')).resize({ height: 900 }).toBuffer();
  const right = await sharp(photo('r_biden.jpg')).resize({ height: 900 }).toBuffer();
  const lw = (await sharp(left).metadata()).width!;
  const rw = (await sharp(right).metadata()).width!;
  return jpeg(
    sharp({ create: { width: lw + rw, height: 900, channels: 3, background: '#888' } }).composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: lw, top: 0 },
    ]),
  );
}

/** A portrait with a smaller face in the corner (a passer-by; detected, ~74 px against 235): one person's photo. */
async function passerBy() {
  const small = await sharp(photo('r_biden2.jpg')).resize(200).toBuffer();
  return jpeg(sharp(photo('r_obama.jpg')).composite([{ input: small, left: 700, top: 20 }]));
}

const results = new Map<string, TrainingPhotoResult>();
const OBAMA = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama-1080p.jpg', 'r_obama3.jpg'];

beforeAll(async () => {
  for (const name of [...OBAMA, 'r_biden.jpg']) results.set(name, await check(photo(name)));
}, 120_000);

describe('trainingPhoto', () => {
  it('accepts a good portrait and returns its upright JPEG, descriptor, frontal score and fingerprint', async () => {
    const r = results.get('r_obama.jpg')!;
    expect(r.photoReason).toBeNull();
    const meta = await sharp(r.jpeg!).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([r.width, r.height]);
    expect(r.descriptor).toHaveLength(DESCRIPTOR_LENGTH);
    expect(r.frontal).toBeGreaterThan(0.5);
    expect(r.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it("keeps the photo's reference-set entry: the crop, region, rank and descriptor referenceSet makes of it", async () => {
    for (const name of ['r_obama.jpg', 'r_obama3.jpg']) {
      const r = results.get(name)!;
      const set = await referenceSet({ images: [photo(name)] });
      expect(r.reference!.crop.equals(set.crops[0]!), name).toBe(true);
      expect(regionOf(r.reference!.crop)).toEqual(regionOf(set.crops[0]!));
      expect(r.reference!.rank).toBe(set.ranks[0]);
      expect(r.reference!.rank).toBeGreaterThan(0);
      expect(r.descriptor).toEqual(set.descriptors[0]);
    }
  });

  it('N6 — keeps no metadata of a phone photo: the JPEG it stores has no EXIF, GPS or owner name', async () => {
    const tagged = await withPhoneMetadata(sharp, photo('r_obama.jpg'));
    expect(await carriesNoMetadata(sharp, tagged)).toBe(false);
    const r = await check(tagged);
    expect(r.photoReason).toBeNull();
    expect(await carriesNoMetadata(sharp, r.jpeg!)).toBe(true);
  });

  it('keeps at most TRAINING_PHOTO_SIDE on the long side', () => {
    const r = results.get('r_obama3.jpg')!; // 1259×2048
    expect([r.width, r.height]).toEqual([
      Math.round((1259 * TRAINING_PHOTO_SIDE) / 2048),
      TRAINING_PHOTO_SIDE,
    ]);
  });

  it('keeps a photo taken sideways (no EXIF) upright: the same picture as its upright source', async () => {
    const sideways = await check(photo('hard_rot90.jpg'));
    const upright = await check(photo('test1024.jpg'));
    expect(sideways.photoReason).toBeNull();
    expect(hammingHex(sideways.fingerprint!, upright.fingerprint!)).toBeLessThanOrEqual(DUPLICATE_MAX_BITS);
  });

  it('calls a file that is not an image not_an_image, with no JPEG', async () => {
    expect(await check(textAsJpeg())).toMatchObject({
      photoReason: 'not_an_image',
      jpeg: null,
      descriptor: null,
    });
  });

  it('finds no face in a landscape', async () => {
    const r = await check(await landscape());
    expect(r).toMatchObject({ photoReason: 'no_face', descriptor: null, frontal: 0, reference: null });
    expect(r.jpeg).not.toBeNull();
  });

  it('refuses two people of similar size but not a small face in the background', async () => {
    // Refused alone: no face crop is made nor kept of it.
    expect(await check(await twoPeople())).toMatchObject({ photoReason: 'multiple_faces', reference: null });
    expect((await check(await passerBy())).photoReason).toBeNull();
  });

  it('calls a face about 40 px wide too small', async () => {
    // r_obama's face is ~235 px wide in its 910 px width.
    const tiny = await jpeg(sharp(photo('r_obama.jpg')).resize(155));
    expect((await check(tiny)).photoReason).toBe('face_too_small');
  });

  it('calls a blurred or heavily compressed copy too blurry, a darkened one too dark and a washed-out one too bright', async () => {
    const base = sharp(photo('r_obama.jpg'));
    expect((await check(await jpeg(base.clone().blur(6)))).photoReason).toBe('too_blurry');
    expect((await check(photo('q_jpeg4.jpg'))).photoReason).toBe('too_blurry'); // JPEG quality 4: blocks
    expect((await check(await jpeg(base.clone().linear(0.25, 0)))).photoReason).toBe('too_dark');
    expect((await check(await jpeg(base.clone().linear(0.4, 170)))).photoReason).toBe('too_bright');
  });
});

describe('judgeTrainingSet on real photos', () => {
  it('judges a Biden photo in an Obama set different_person and a re-encoded copy duplicate', async () => {
    const copy = await check(await jpeg(sharp(photo('r_obama2.jpg')).resize(500).jpeg({ quality: 70 })));
    const set = [...OBAMA.map((n) => results.get(n)!), results.get('r_biden.jpg')!, copy];
    const verdicts = judgeTrainingSet(set);
    expect(verdicts.map((v) => v.reason)).toEqual([
      null,
      null,
      null,
      null,
      null,
      'different_person',
      'duplicate',
    ]);
    for (const v of verdicts.slice(0, OBAMA.length))
      expect(v.identity).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    expect(verdicts[OBAMA.length]!.identity).toBeLessThan(SAME_PERSON_THRESHOLD);
  });
});
