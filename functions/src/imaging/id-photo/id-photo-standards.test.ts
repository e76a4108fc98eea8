// The ID photo pipeline on the fixture photos: every frontal portrait must give a Korean passport photo (crown
// to chin 32-36 mm, white background with no detached residue, ≤ 200 KB, no metadata) whose only failed rules
// are the photo's own or name what the engine could not mend (ears at the edge, old background on the rim);
// unusable photos, including ones that do not hold the whole head, get their reason.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ID_STANDARDS } from '../id-standards';
import { ImagingError } from '../errors';
import { HAIR_ALLOWANCE, makeIdPhoto } from './index';
import { photo } from '../../../../tests/fixtures/images';
import {
  FRONTAL_WHOLE_HEAD as FRONTAL,
  MAX_RESIDUE,
  MAX_RIM_RESIDUE,
  TURNED,
  measureIndependently,
  vary,
} from '../../../../tests/fixtures/id-photo-measure';

const ROTATED = ['hard_exif6.jpg', 'hard_rot30.jpg', 'hard_rot90.jpg', 'hard_rot180.jpg'];
/**
 * The matte keeps a piece of the old background on the crown of the photo turned 30°: it must be reported (the
 * lump, and so no head size or top gap passed, as the head's top cannot be told from it).
 */
const LUMP_ON_CROWN = ['hard_rot30.jpg'];
/**
 * Their ears stand within 1 mm of the side edges even with the head at the band's low end. r_obama2's outer ear
 * is 0.7 mm from the edge (the second method agrees) past a deep fold the frame's side walk does not cross.
 */
const WIDE_HEADS = ['r_obama1.jpg', 'r_obama2.jpg', 'r_obama3.jpg'];
/**
 * Old background left on the print's rim, which must be reported (and so no head size or top gap passed): the
 * blue curtain beside r_biden's ear, jaw and shoulder, and beside r_obama3's; the second method's rim check
 * counts 980 and 264 pixels (limit 50).
 */
const RIM_LEFT = ['r_biden.jpg', 'r_obama3.jpg'];
/** A speck of the blue backdrop on the top of r_obama1's ear: reported, though the second method counts 38. */
const SPECK_ON_EAR = ['r_obama1.jpg'];

/** Each fixture's Korean passport photo, made once and shared by the checks below (the engine is deterministic). */
const made = new Map<string, ReturnType<typeof makeIdPhoto>>();
function korean(name: string) {
  if (!made.has(name)) made.set(name, makeIdPhoto(photo(name), ID_STANDARDS.kr_passport));
  return made.get(name)!;
}

describe('Korean passport photo', () => {
  it.each([...FRONTAL, ...TURNED, ...ROTATED])(
    '%s: head 32-36 mm, white, ≤ 200 KB, no EXIF',
    async (name) => {
      const result = await korean(name);
      const m = result.measurements;
      expect(m.headHeightMm).toBeGreaterThanOrEqual(32);
      expect(m.headHeightMm).toBeLessThanOrEqual(36);
      expect(m.backgroundWhiteness).toBeGreaterThanOrEqual(0.94);
      expect(Math.abs(m.centreOffsetMm)).toBeLessThanOrEqual(2);
      expect(result.image.length).toBeLessThanOrEqual(200 * 1024);
      const meta = await sharp(result.image).metadata();
      expect([meta.width, meta.height]).toEqual([413, 531]);
      expect(meta.density).toBe(300);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // The expression, the gaze and the source's resolution are the photo's own; the composition is the
      // engine's. Three heads are wider (ears) than the frame allows: that is reported as a failed rule, never
      // hidden; so is old background the matte left.
      const own = [
        'facing',
        'eyes_open',
        'mouth_closed',
        'teeth_hidden',
        'lips_together',
        'resolution',
        ...(WIDE_HEADS.includes(name) ? ['side_margin'] : []),
        ...([...LUMP_ON_CROWN, ...RIM_LEFT, ...SPECK_ON_EAR].includes(name)
          ? ['clean_outline', 'head_height', 'top_gap']
          : []),
      ];
      const failed = result.rules.filter((r) => !r.pass && !own.includes(r.rule));
      expect(failed).toEqual([]);
      if ([...LUMP_ON_CROWN, ...RIM_LEFT].includes(name))
        expect(result.rules.find((r) => r.rule === 'clean_outline')?.pass).toBe(false);
      // No old background above or beside the head, and the reported crown agrees with the pixels. Korea's rule
      // measures the crown without hair (standards.ts, MOFA 2022 [KP5]): hair beyond a normal thickness is not
      // counted, so there the reported crown may lie below the visible top, never above it.
      const seen = await measureIndependently(result.image, 45);
      expect(seen.residue).toBeLessThanOrEqual(MAX_RESIDUE);
      if (RIM_LEFT.includes(name)) expect(seen.rimResidue).toBeGreaterThan(MAX_RIM_RESIDUE);
      expect(ID_STANDARDS.kr_passport.crown).toBe('skull');
      expect(seen.topGapMm - m.topGapMm).toBeLessThanOrEqual(1.5);
      const hairCapped = m.headHeightMm - m.headWithoutHairMm >= HAIR_ALLOWANCE * m.headWithoutHairMm - 0.2;
      if (!hairCapped) expect(m.topGapMm - seen.topGapMm).toBeLessThanOrEqual(1.5);
      expect(seen.topGapMm).toBeGreaterThanOrEqual(2);
    },
  );

  it('keeps the original background when asked (and reports it is not white)', async () => {
    const result = await makeIdPhoto(photo('r_obama3.jpg'), ID_STANDARDS.kr_passport, 'keep');
    expect(result.measurements.headHeightMm).toBeGreaterThanOrEqual(32);
    expect(result.rules.find((r) => r.rule === 'background')).toBeDefined();
  });

  it('brightens a dark photo with a plain exposure gain', async () => {
    const result = await korean('q_dark.jpg');
    expect(result.exposureGain).toBeGreaterThan(1.5);
    expect(result.quality.reasons).toContain('dark');
  });

  it('makes a US 2x2 in photo with the eye line 28-35 mm from the bottom', async () => {
    const result = await makeIdPhoto(photo('r_obama.jpg'), ID_STANDARDS.us_passport);
    const m = result.measurements;
    expect([m.widthPx, m.heightPx]).toEqual([600, 600]);
    expect(m.headHeightMm).toBeGreaterThanOrEqual(25);
    expect(m.headHeightMm).toBeLessThanOrEqual(35);
    expect(m.eyeFromBottomMm).toBeGreaterThanOrEqual(28);
    expect(m.eyeFromBottomMm).toBeLessThanOrEqual(35);
  });

  it.each(['r_obama1.jpg', 'r_obama2.jpg'])(
    '%s is too narrow for a 2x2 in frame with the shoulders: refused, not padded',
    async (name) => {
      const err = await makeIdPhoto(photo(name), ID_STANDARDS.us_passport).catch((e: unknown) => e);
      expect((err as ImagingError).code).toBe('shoulders_missing');
    },
  );

  it('makes a China visa photo with 3-5 mm above the head', async () => {
    const result = await makeIdPhoto(photo('test1024.jpg'), ID_STANDARDS.cn_visa);
    // test1024 smiles with teeth: the mouth rules fail, as China's "lips closed" says they should.
    expect(result.rules.filter((r) => !r.pass && r.rule !== 'facing').map((r) => r.rule)).toEqual([
      'mouth_closed',
      'teeth_hidden',
      'lips_together',
    ]);
  });

  it('lays eight 35x45 photos on a 4x6 in sheet at 300 dpi', async () => {
    const result = await korean('test1024.jpg');
    const meta = await sharp(result.printSheet).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([1800, 1200, 300]);
    expect(meta.exif).toBeUndefined();
  });
});

it('finds a small face in a tall, bright photo (a weak first mesh is looked at again)', async () => {
  // A standing person, brightened: Human's coarse box is most of the photo and its mesh scores 0.58.
  const bright = await vary(photo('r_biden.jpg'), {
    longSide: 1399,
    tiltDeg: -1,
    exposure: 1.13,
    quality: 84,
  });
  const result = await makeIdPhoto(bright, ID_STANDARDS.kr_passport);
  expect(result.measurements.headHeightMm).toBeGreaterThanOrEqual(32);
  expect(result.measurements.headHeightMm).toBeLessThanOrEqual(36);
});

describe('photos that cannot make an ID photo get their reason', () => {
  it.each([
    ['h_background.jpg', 'no_face'],
    ['r_two_people.jpg', 'multiple_faces'],
    ['hard_tiny64.jpg', 'face_too_small'],
    ['hard_tiny32.png', 'face_too_small'],
    ['q_blur6.jpg', 'too_blurry'],
    ['q_blur3.jpg', 'too_blurry'],
    ['q_jpeg4.jpg', 'low_quality'],
    ['r_obama_partial.jpg', 'head_near_edge'], // half the face runs off the photo's left edge
  ])('%s → %s', async (name, code) => {
    const err = await makeIdPhoto(photo(name), ID_STANDARDS.kr_passport).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImagingError);
    expect((err as ImagingError).code).toBe(code);
  });
});

/** The fixture cut to a band of rows given as fractions of its height. */
const rows = async (name: string, from: number, to: number) => {
  const meta = await sharp(photo(name)).metadata();
  const top = Math.round(meta.height! * from);
  return sharp(photo(name))
    .extract({ left: 0, top, width: meta.width!, height: Math.round(meta.height! * to) - top })
    .jpeg({ quality: 92 })
    .toBuffer();
};

describe('a source that does not hold the whole head is refused, never cut', () => {
  it.each([
    ['the top of the hair cut off', 0.06, 1, 'head_cut_top'],
    // The chin sits at 36 % of the photo's height: cut above it, the mesh still places a chin outside the photo.
    ['the photo ending at the mouth, above the chin', 0, 0.33, 'shoulders_missing'],
    ['the photo ending just under the chin', 0, 0.38, 'shoulders_missing'],
  ])('r_obama.jpg with %s', async (_what, from, to, code) => {
    const err = await makeIdPhoto(await rows('r_obama.jpg', from, to), ID_STANDARDS.kr_passport).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImagingError);
    expect((err as ImagingError).code).toBe(code);
  });
});

it('keeping the background needs real background above the head (r_obama-1080p has too little)', async () => {
  const err = await makeIdPhoto(photo('r_obama-1080p.jpg'), ID_STANDARDS.kr_passport, 'keep').catch(
    (e: unknown) => e,
  );
  expect((err as ImagingError).code).toBe('head_near_edge');
});
