// The ID photo pipeline on portraits of the people who use it (long hair, buns, bangs, headbands, smiles, a child,
// glasses, darker skin, busy backgrounds: tests/fixtures/faces-diverse), judged by the second method. Every
// finished photo either passes that method strictly or carries a failed rule that names what it found; a photo
// the pipeline calls compliant that the second method does not is a false pass, and fails the test. A table per
// photo is printed. CI runs a few photos for the Korean passport; BITNA_DIVERSE=all runs every photo for the
// Korean, US and Japanese passports (BITNA_DIVERSE_STANDARDS=a,b to choose, BITNA_DIVERSE_PHOTOS=a,b to keep
// the photos whose names contain one of these), BITNA_DIVERSE_COPIES=n adds n
// varied copies of each (seeded by BITNA_SEED, 1 by default), BITNA_DIVERSE_CAST=mirror,warm,cool a mirrored,
// warmer or cooler copy of each.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ID_STANDARDS } from '../id-standards';
import type { IdStandardId, RuleCheck } from '../../contracts';
import { ImagingError } from '../errors';
import { makeIdPhoto } from './index';
import {
  cast,
  CASTS,
  type Cast,
  drawVariation,
  MAX_FACE_WHITE,
  MAX_OUTLINE_BUMP,
  MAX_RIM_RESIDUE,
  measureIndependently,
  MIN_SIDE_MARGIN_MM,
  MOUTH_OPEN_MAX,
  seeded,
  vary,
  type Variation,
} from '../../../../tests/fixtures/id-photo-measure';
import { strictVerdict } from '../../../../tests/fixtures/id-photo-verdict';

const DIR = path.resolve(__dirname, '../../../../tests/fixtures/faces-diverse');
const ALL = process.env.BITNA_DIVERSE === 'all';
/**
 * The CI sample, each once passed or failed wrongly: a child with old background left in the hair, long loose
 * hair beside the face, the soft half-body shot with a small face. (The bob whose crown the frame once cut is
 * checked below.)
 */
const SAMPLE = [
  'child_east_asian_bangs_braid.jpg',
  'kr_woman_long_wavy_hair_red_bg_idstyle.jpg',
  'kr_woman_low_ponytail_halfbody_classroom.png',
];
/** BITNA_DIVERSE_PHOTOS=a,b keeps only the photos whose names contain one of these (with BITNA_DIVERSE=all). */
const ONLY = process.env.BITNA_DIVERSE_PHOTOS?.split(',');
const PHOTOS = ALL
  ? readdirSync(DIR).filter((n) => /\.(jpe?g|png)$/.test(n) && (!ONLY || ONLY.some((o) => n.includes(o))))
  : SAMPLE;
const STANDARDS = (process.env.BITNA_DIVERSE_STANDARDS?.split(',') ??
  (ALL ? ['kr_passport', 'us_passport', 'jp_passport'] : ['kr_passport'])) as IdStandardId[];
/** Varied copies per photo besides the photo itself (BITNA_DIVERSE_COPIES, none by default). */
const COPIES = Number(process.env.BITNA_DIVERSE_COPIES ?? 0);
const SEED = Number(process.env.BITNA_SEED ?? 1);
/** BITNA_DIVERSE_CAST=mirror,warm,cool: those copies of each photo too (none by default). */
const CAST_KINDS = (process.env.BITNA_DIVERSE_CAST?.split(',') ?? []) as Cast[];
for (const kind of CAST_KINDS) if (!(kind in CASTS)) throw new Error(`BITNA_DIVERSE_CAST: no copy '${kind}'`);
const OUT = process.env.BITNA_DIVERSE_OUT;
if (OUT) mkdirSync(OUT, { recursive: true });

/** Each photo made once per standard, shared by the table and the checks below. */
const made = new Map<string, Promise<Awaited<ReturnType<typeof makeIdPhoto>> | ImagingError>>();
function make(name: string, bytes: Buffer, standard: IdStandardId) {
  const key = `${standard} ${name}`;
  if (!made.has(key))
    made.set(
      key,
      makeIdPhoto(bytes, ID_STANDARDS[standard]).catch((e: unknown) => {
        if (e instanceof ImagingError) return e;
        throw e;
      }),
    );
  return made.get(key)!;
}

type Row = { photo: string; outcome: 'clean' | 'flagged' | 'refused' | 'FALSE PASS'; detail: string };

describe('ID photos of diverse portraits, by the second method', () => {
  it.each(STANDARDS)(
    '%s: no false pass',
    async (standard) => {
      const spec = ID_STANDARDS[standard];
      const rnd = seeded(SEED);
      const rows: Row[] = [];
      for (const name of PHOTOS) {
        const original = readFileSync(path.join(DIR, name));
        const inputs: [string, Buffer][] = [[name, original]];
        for (let c = 0; c < COPIES; c++) {
          const v = drawVariation(rnd);
          inputs.push([`${name} ${JSON.stringify(v)}`, await vary(original, v)]);
        }
        for (const kind of CAST_KINDS) inputs.push([`${name} ${kind}`, await cast(original, kind)]);
        for (const [label, bytes] of inputs) {
          const made = await makeIdPhoto(bytes, spec).catch((e: unknown) => e);
          if (made instanceof ImagingError) {
            rows.push({ photo: label, outcome: 'refused', detail: made.code });
            continue;
          }
          if (made instanceof Error) throw made;
          const result = made as Awaited<ReturnType<typeof makeIdPhoto>>;
          // BITNA_DIVERSE_OUT=<folder>: the finished photos, to look at.
          if (OUT)
            writeFileSync(path.join(OUT, `${standard}-${label.replace(/[^\w.-]+/g, '_')}.jpg`), result.image);
          const failed = result.rules.filter((r: RuleCheck) => !r.pass).map((r) => r.rule);
          const seen = await measureIndependently(result.image, spec.heightMm, bytes);
          const found = strictVerdict(spec, seen);
          // Each problem the second method finds must be named by a failed rule of the pipeline.
          const unnamed = found.filter((f) => !f.rules.some((r) => failed.includes(r)));
          const outcome = unnamed.length ? 'FALSE PASS' : failed.length ? 'flagged' : 'clean';
          rows.push({
            photo: label,
            outcome,
            detail:
              `failed: ${failed.join(', ') || '-'} (mouth ${result.measurements.mouthOpen}, teeth ` +
              `${result.measurements.teeth}, lip strip ${result.measurements.lipStrip}, outline ` +
              `${result.measurements.outlineBump}, face gaps ${result.measurements.faceGaps}, sides ` +
              `${result.measurements.sideMarginMm} mm, top ` +
              `${result.measurements.headTopMm} mm, scale ${result.measurements.sourceScale}); second method (mouth ${seen.mouthOpen}, landmarks ${seen.mouthLandmarks}, teeth ${seen.teeth}, rim ${seen.rimResidue}, face white ${seen.faceWhite}, scale ${seen.sourceScale}): ` +
              `${found.map((f) => f.what).join(', ') || 'ok'}` +
              (unnamed.length ? `; NOT NAMED: ${unnamed.map((f) => f.what).join(', ')}` : ''),
          });
        }
      }
      const count = (o: Row['outcome']) => rows.filter((r) => r.outcome === o).length;
      console.log(
        [
          `${standard}: ${count('clean')} clean, ${count('flagged')} flagged, ${count('refused')} refused, ` +
            `${count('FALSE PASS')} false pass (seed ${SEED})`,
          ...rows.map((r) => `  ${r.outcome.padEnd(10)} ${r.photo}: ${r.detail}`),
        ].join('\n'),
      );
      expect(rows.filter((r) => r.outcome === 'FALSE PASS')).toEqual([]);
    },
    600_000,
  );
});

describe('what the CI sample showed wrong before', () => {
  const rule = async (name: string, which: RuleCheck['rule'], standard: IdStandardId = 'kr_passport') => {
    const result = await make(name, readFileSync(path.join(DIR, name)), standard);
    if (result instanceof ImagingError) throw result;
    return { result, check: result.rules.find((r) => r.rule === which)! };
  };
  /** The photo made for `standard`, whether its rule passed, and the second method's reading of it. */
  const judged = async (name: string, standard: IdStandardId, which: RuleCheck['rule']) => {
    const { result, check } = await rule(name, which, standard);
    const seen = await measureIndependently(result.image, ID_STANDARDS[standard].heightMm);
    return { seen, pass: check?.pass };
  };
  /** A varied copy of a portrait made for `standard`: the second method's reading and one rule's verdict. */
  const copyJudged = async (
    name: string,
    variation: Variation,
    standard: IdStandardId,
    which: RuleCheck['rule'],
  ) => {
    const spec = ID_STANDARDS[standard];
    const result = await makeIdPhoto(await vary(readFileSync(path.join(DIR, name)), variation), spec);
    const seen = await measureIndependently(result.image, spec.heightMm);
    return { seen, pass: result.rules.find((r) => r.rule === which)?.pass };
  };

  it('long loose hair beside the face does not fail the side rule when face and ears are clear', async () => {
    const { check } = await rule('kr_woman_long_wavy_hair_red_bg_idstyle.jpg', 'side_margin');
    expect(check.pass).toBe(true);
  });

  it('a hand raised beside the face to the side edge fails the side rule', async () => {
    // A hand holding a flower to the hair reaches the Chinese visa's right edge from the eye line down; the side
    // measure once saw only the face and ears below the brows (1 mm, passed; the second method 0 mm).
    const { seen, pass } = await judged(
      'kr_woman_flower_hair_clip_green_bokeh.jpg',
      'cn_visa',
      'side_margin',
    );
    expect(seen.sideMarginMm).toBeLessThan(MIN_SIDE_MARGIN_MM);
    expect(pass).toBe(false);
  });

  it('a face too small in the source to print sharply fails the resolution rule', async () => {
    const name = 'kr_woman_low_ponytail_halfbody_classroom.png';
    const { result, check } = await rule(name, 'resolution');
    expect(check.value).toBeLessThan(0.8);
    expect(check.pass).toBe(false);
    // The second method, from the eyes' distance apart in the source and on the print, finds it small too.
    const source = readFileSync(path.join(DIR, name));
    const seen = await measureIndependently(result.image, ID_STANDARDS.kr_passport.heightMm, source);
    expect(seen.sourceScale).toBeLessThan(0.8);
    expect(seen.sourceScale).toBeCloseTo(check.value!, 1);
  });

  it('the frame keeps the whole head: the top of the hair is not cut', async () => {
    const { result, check } = await rule('kr_woman_short_bob_green_field.png', 'whole_head');
    expect(check.pass).toBe(true);
    const seen = await measureIndependently(result.image, ID_STANDARDS.kr_passport.heightMm);
    expect(seen.headTopMm).toBeGreaterThan(0.3);
  });

  it('lips parted a little over the teeth fail the lips rule; closed lips pass it', async () => {
    // The mesh (0.022) and the lip gap in the pixels both read these lips closed; face-api's landmarks 0.071.
    const parted = await rule('kr_woman_bangs_long_hair_blossom_bg.jpg', 'lips_together');
    expect(parted.check.pass).toBe(false);
    const closed = await rule('kr_woman_long_wavy_hair_red_bg_idstyle.jpg', 'lips_together');
    expect(closed.check.pass).toBe(true);
  });

  it('a lump on the side of the crown, beyond the crown columns, fails the outline rule', async () => {
    // A backlit halo of old background over an older woman's hair, on its left: over the crown's columns the
    // matte's outline looked clean (3), the whole outline as printed does not; the second method sees it too.
    const { seen, pass } = await judged(
      'older_east_asian_woman_grey_hair.jpg',
      'us_passport',
      'clean_outline',
    );
    expect(seen.outlineBump).toBeGreaterThan(MAX_OUTLINE_BUMP);
    expect(pass).toBe(false);
  });

  it('a lump of the ceiling on the very top of the crown is taken off the print', async () => {
    // The beard man's café: a band of grey ceiling above his head, joined to his hair, kept by the matte. On
    // white it printed as a grey lump on his crown (the second method 48-54 for the US crop, 92 for the Chinese;
    // clean heads 0-5), and the outline rule failed (41, 106). Now cleared (crown-lump.ts): the rule passes
    // on a print the second method reads clean.
    for (const standard of ['us_passport', 'cn_visa'] as const) {
      const { seen, pass } = await judged('man_beard_greying_cafe.jpg', standard, 'clean_outline');
      expect(seen.outlineBump).toBeLessThanOrEqual(10);
      expect(pass).toBe(true);
    }
  });

  it("a charcoal shirt's dark edge does not read as the old background's hue", async () => {
    // The beard man's licence print: the rim check read 48 pixels of his charcoal shirt by the neck (23,21,17 and
    // the like, a few levels apart: JPEG noise, yet a saturation of 0.26) as the café's warm grey, and failed a
    // print the second method reads clean. Too little colour to have a hue now counts for none.
    const { seen, pass } = await judged('man_beard_greying_cafe.jpg', 'kr_driver_license', 'clean_outline');
    expect(seen.rimResidue).toBeLessThanOrEqual(MAX_RIM_RESIDUE);
    expect(seen.outlineBump).toBeLessThanOrEqual(MAX_OUTLINE_BUMP);
    expect(pass).toBe(true);
  });

  it('a leaf of a green bokeh standing on the crown is taken off the print', async () => {
    // A copy (seed 4) of the woman with a flower clip for the Chinese visa: a leaf of the bokeh behind her stood
    // on her crown, the second method's rim check counted it (over 50) and the outline rule failed (113). It is
    // cleared now (crown-lump.ts), and neither method finds a lump or old background on the outline.
    const variation = { longSide: 1198, tiltDeg: 0.4, exposure: 0.78, quality: 82 };
    const name = 'kr_woman_flower_hair_clip_green_bokeh.jpg';
    const { seen } = await copyJudged(name, variation, 'cn_visa', 'clean_outline');
    expect(seen.rimResidue).toBeLessThanOrEqual(MAX_RIM_RESIDUE);
    expect(seen.outlineBump).toBeLessThanOrEqual(MAX_OUTLINE_BUMP);
  });

  it("the blue wall's light on dark hair does not print as a blue fringe", async () => {
    // The quiff on a blue studio wall: the wall's light tints his hair's outer strands, which the matte keeps
    // (they are hair), and on white they printed as a blue fringe round the head. The second method counted
    // 3,014 rim pixels, about 2,000 of them on the hair; with the tint taken out (spill.ts) about 400 stay
    // there. The rest (about 1,065) is his navy collar beside the white T-shirt, which is his.
    const name = 'kr_man_short_hair_bangs_blue_bg_idstyle.jpg';
    const { seen } = await judged(name, 'kr_passport', 'clean_outline');
    expect(seen.rimResidue).toBeLessThan(2000);
    // A copy (seed 10) for the résumé passed every rule with that fringe on the print (second method 57).
    const variation = { longSide: 1233, tiltDeg: 1.6, exposure: 1.04, quality: 77 };
    const copy = await copyJudged(name, variation, 'kr_resume', 'clean_outline');
    expect(copy.seen.rimResidue).toBeLessThanOrEqual(MAX_RIM_RESIDUE);
  });

  it('a shoulder raised beside a leaning head to the side edge fails the side rule', async () => {
    // A copy of the high bun (seed 3) for the Japanese passport: the head leans on a hand and the shoulder
    // beside it reaches the right edge on the mouth's row. The side measure stopped halfway from the eyes to
    // the chin and at narrow gaps (1.3 mm, passed; the second method 0 mm).
    const variation = { longSide: 1319, tiltDeg: 2.7, exposure: 0.98, quality: 76 };
    const name = 'kr_woman_high_bun_cut_at_top.jpg';
    const { seen, pass } = await copyJudged(name, variation, 'jp_passport', 'side_margin');
    expect(seen.sideMarginMm).toBeLessThan(MIN_SIDE_MARGIN_MM);
    expect(pass).toBe(false);
  });

  // False passes of varied copies, each now named by a failed rule, the second method's reading over its limit:
  // - brighter round-glasses copies for the US (seeds 2 and 5): the matte lost the hair and cut into the cheek,
  //   and white showed inside the face; on the second the cheek was kept in part and its pale colour printed
  //   as white;
  // - darker flower-clip copies for the Chinese visa (seeds 1 and 4): a green leaf joined to the crown, which
  //   the head's own colours seemed to explain because the same bokeh shows green through the hair at the side
  //   (outline 0, passed; rim 235 and 61); on the second a grey rim rings it;
  // - outlines both methods read near their limits (seed 1): the quiff's engine 51 against its old 60 (second
  //   method 60); the tuft, over half the outline's width, 7 (105).
  it.each([
    [
      'a matte that lost the side of the face (seed 2)',
      'east_asian_man_round_thin_glasses.jpg',
      { longSide: 1469, tiltDeg: -3.1, exposure: 1.18, quality: 67 },
      'us_passport',
      'face_whole',
      'faceWhite',
      MAX_FACE_WHITE,
    ],
    [
      'a matte that lost the side of the face (seed 5)',
      'east_asian_man_round_thin_glasses.jpg',
      { longSide: 1543, tiltDeg: -2.2, exposure: 1.18, quality: 86 },
      'us_passport',
      'face_whole',
      'faceWhite',
      MAX_FACE_WHITE,
    ],
    [
      'a leaf of a green bokeh on the crown (seed 1)',
      'kr_woman_flower_hair_clip_green_bokeh.jpg',
      { longSide: 1144, tiltDeg: 2.1, exposure: 0.83, quality: 71 },
      'cn_visa',
      'clean_outline',
      'rimResidue',
      MAX_RIM_RESIDUE,
    ],
    [
      'a quiff edged with the old blue backdrop',
      'kr_man_short_hair_bangs_blue_bg_idstyle.jpg',
      { longSide: 1172, tiltDeg: -2.5, exposure: 0.77, quality: 75 },
      'kr_passport',
      'clean_outline',
      'outlineBump',
      MAX_OUTLINE_BUMP,
    ],
    [
      'a tuft edged with the pink wall at the end of the outline',
      'east_asian_man_smile_teeth_pink_wall.jpg',
      { longSide: 1083, tiltDeg: -0.8, exposure: 0.89, quality: 65 },
      'us_passport',
      'clean_outline',
      'outlineBump',
      MAX_OUTLINE_BUMP,
    ],
  ] as const)(
    '%s, on a varied copy, fails its rule',
    async (_what, name, variation, standard, rule, reading, limit) => {
      const { seen, pass } = await copyJudged(name, variation, standard, rule);
      expect(seen[reading]).toBeGreaterThan(limit);
      expect(pass).toBe(false);
    },
  );

  // Closed lips with lipstick, the face large in the US photo: face-api's inner-lip landmarks stood 0.047 and
  // 0.041 apart (limit 0.04) where a column profile shows a 2-3 px crease; the pixels decide now.
  it.each(['kr_woman_long_wavy_hair_red_bg_idstyle.jpg', 'kr_woman_short_bob_green_field.png'])(
    'closed lips in %s read closed by the second method at every print size',
    async (name) => {
      for (const standard of ['us_passport', 'kr_passport'] as const) {
        const result = await make(name, readFileSync(path.join(DIR, name)), standard);
        if (result instanceof ImagingError) throw result;
        const seen = await measureIndependently(result.image, ID_STANDARDS[standard].heightMm);
        expect(seen.mouthOpen).toBeLessThanOrEqual(MOUTH_OPEN_MAX);
      }
    },
  );

  it('a patch of old background between the hair and a shoulder fails the outline rule', async () => {
    // The bob over a sunlit field kept a yellow-green patch beside the neck in the US photo; the outline was read
    // over the crown only (19, passed).
    const { seen, pass } = await judged('kr_woman_short_bob_green_field.png', 'us_passport', 'clean_outline');
    expect(seen.rimResidue).toBeGreaterThan(MAX_RIM_RESIDUE);
    expect(pass).toBe(false);
  });

  // Old background the rim check once missed: a sunlit field seen between a bob's ends, ringed by the hair's
  // pale rim (30, passed). (A blue backdrop's fringe along black hair, which a navy collar's blue seemed to
  // explain, was here too; it is now taken out of the print, see the blue wall's light above.)
  it.each([
    ['kr_woman_short_bob_green_field.png', 'jp_passport'],
    ['kr_woman_short_bob_green_field.png', 'schengen'],
  ] as const)('old background on the rim of %s (%s) fails the outline rule', async (name, standard) => {
    const { seen, pass } = await judged(name, standard, 'clean_outline');
    expect(seen.rimResidue).toBeGreaterThan(MAX_RIM_RESIDUE);
    expect(pass).toBe(false);
  });

  it('old background left on the hair fails the outline rule', async () => {
    const { check } = await rule('child_east_asian_bangs_braid.jpg', 'clean_outline');
    expect(check.pass).toBe(false);
  });
});
