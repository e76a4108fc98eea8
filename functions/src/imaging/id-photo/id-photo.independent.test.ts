// The ID photo pipeline judged by a second, independent measurement (face-api's 68 landmarks for chin and eyes,
// the hair's top edge in the finished photo's pixels for the crown) on randomly varied copies of every frontal
// fixture. The copies come from a fixed seed (1) so CI judges the same photos every run; BITNA_SEED=<n> picks
// another, BITNA_SEED=random a fresh one. The seed is printed so a failure can be repeated.
import { describe, expect, it } from 'vitest';
import { ID_STANDARDS } from '../id-standards';
import type { IdStandardId } from '../../contracts';
import { ImagingError } from '../errors';
import { makeIdPhoto } from './index';
import { photo } from '../../../../tests/fixtures/images';
import {
  compliant,
  drawVariation,
  FRONTAL_WHOLE_HEAD,
  measureIndependently,
  MIN_SIDE_MARGIN_MM,
  MOUTH_OPEN_MAX,
  seeded,
  TURNED,
  vary,
} from '../../../../tests/fixtures/id-photo-measure';

/**
 * What a varied copy of a good portrait may be refused for: the photo itself lacks something (a small, bright
 * face the detector misses is 'no_face'). Never a crash, never an unnamed error.
 */
const SOURCE_REASONS = [
  'head_cut_top',
  'head_near_edge',
  'shoulders_missing',
  'too_blurry',
  'face_too_small',
  'no_face',
];

/** The variations' seed: 1 unless BITNA_SEED says otherwise ('random' draws one). */
function seedFrom(value: string | undefined): number {
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(value ?? 1);
  if (!Number.isInteger(seed)) throw new Error(`BITNA_SEED must be an integer or 'random', not ${value}`);
  return seed;
}
const SEED = seedFrom(process.env.BITNA_SEED);
/** Too narrow for a square 2×2 in frame with the shoulders: refused (see id-photo.test.ts), not varied here. */
const NARROW = ['r_obama2.jpg'];
/**
 * With the fixed seed (CI): one varied copy of each fixture for the Korean and the US passport. With a seed asked
 * for (BITNA_SEED), the longer plan: two copies each for the Korean passport, and the résumé too.
 */
const PLAN: [IdStandardId, number, string[]][] =
  process.env.BITNA_SEED === undefined
    ? [
        ['kr_passport', 1, FRONTAL_WHOLE_HEAD],
        ['us_passport', 1, FRONTAL_WHOLE_HEAD.filter((name) => !NARROW.includes(name))],
      ]
    : [
        ['kr_passport', 2, FRONTAL_WHOLE_HEAD],
        ['us_passport', 1, FRONTAL_WHOLE_HEAD.filter((name) => !NARROW.includes(name))],
        ['kr_resume', 1, FRONTAL_WHOLE_HEAD],
      ];

/**
 * The compliance rate the product aims for (reported on every run), and the floor the test holds it to. Over seeds
 * 1-12 the Korean passport measures 211/216, the US passport 93/96 and the résumé 105/108 (README, ID photos); what
 * fails is mostly r_biden, a full-length photo: face-api's jaw outline runs 1-1.5 mm above the mesh's chin on it
 * (an overlay shows the mesh at the chin), and its brightened white hair stands 10-30 levels off the white, around
 * this method's 24-level threshold, so it traces a ragged outline inside the hair. With 9-18 copies a preset a raw
 * fraction says little, so the test fails when a count is too low to be consistent with the floor (one-sided
 * binomial test at 1 %), which a regression trips and today's pipeline does not.
 */
const TARGET = 0.95;
const FLOOR = 0.9;
const ALPHA = 0.01;

/** P(X ≤ k) for X ~ Binomial(n, p). */
function binomialAtMost(k: number, n: number, p: number) {
  let term = Math.pow(1 - p, n); // P(X = 0)
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.min(1, sum);
}

/** Wilson score interval (95 %) for k successes in n. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
const pct = (x: number) => Math.round(100 * x);

describe('the variations seed', () => {
  it('is 1 by default, a given integer when set, a fresh one for "random"', () => {
    expect(seedFrom(undefined)).toBe(1);
    expect(seedFrom('42')).toBe(42);
    expect(Number.isInteger(seedFrom('random'))).toBe(true);
    expect(() => seedFrom('one')).toThrow(/BITNA_SEED/);
  });
});

describe('binomial bound', () => {
  it('matches known tail probabilities', () => {
    expect(binomialAtMost(20, 20, 0.95)).toBeCloseTo(1, 10);
    expect(binomialAtMost(0, 20, 0.95)).toBeCloseTo(0.05 ** 20, 30);
    // 17 of 20 is still consistent with 95 % at the 5 % level (P = 0.0755), 16 of 20 is not (P = 0.0159).
    expect(binomialAtMost(17, 20, 0.95)).toBeCloseTo(0.0755, 3);
    expect(binomialAtMost(16, 20, 0.95)).toBeCloseTo(0.0159, 3);
  });
});

describe('ID photos by an independent measurement', () => {
  it('≥ 95 % of varied frontal photos comply, every refusal names its reason', async () => {
    console.log(`independent check: BITNA_SEED=${SEED}`);
    const rnd = seeded(SEED);
    const lines: string[] = [];
    const sums = { ok: 0, total: 0 };
    for (const [standard, copies, fixtures] of PLAN) {
      const spec = ID_STANDARDS[standard];
      let ok = 0;
      let total = 0;
      const headDiff: number[] = [];
      const gapDiff: number[] = [];
      const centreDiff: number[] = [];
      const sideDiff: number[] = [];
      const touching: string[] = [];
      let mouthAgree = 0;
      let mouthJudged = 0;
      const refused: string[] = [];
      const failed: string[] = [];
      for (const name of fixtures)
        for (let c = 0; c < copies; c++) {
          const v = drawVariation(rnd);
          const label = `${name} ${JSON.stringify(v)}`;
          total++;
          const outcome = await makeIdPhoto(await vary(photo(name), v), spec).then(
            (made) => ({ made }),
            (error: unknown) => ({ error }),
          );
          if ('error' in outcome) {
            expect(outcome.error).toBeInstanceOf(ImagingError);
            expect.soft(SOURCE_REASONS, label).toContain((outcome.error as ImagingError).code);
            refused.push(`${label} → ${(outcome.error as ImagingError).code}`);
            continue;
          }
          const result = outcome.made;
          const m = await measureIndependently(result.image, spec.heightMm);
          headDiff.push(Math.abs(m.headHeightMm - result.measurements.headHeightMm));
          gapDiff.push(Math.abs(m.topGapMm - result.measurements.topGapMm));
          centreDiff.push(Math.abs(m.centreOffsetMm - result.measurements.centreOffsetMm));
          sideDiff.push(Math.abs(m.sideMarginMm - result.measurements.sideMarginMm));
          // A head touching a side edge is never reported as clear of it.
          const side = result.rules.find((r) => r.rule === 'side_margin');
          if (m.sideMarginMm < MIN_SIDE_MARGIN_MM) {
            touching.push(`${label} → ${m.sideMarginMm} mm (pipeline ${side?.value} mm)`);
            expect.soft(side?.pass, `${label}: side margin ${m.sideMarginMm} mm passed`).toBe(false);
          }
          const mouth = result.rules.find((r) => r.rule === 'mouth_closed');
          if (mouth) {
            mouthJudged++;
            if (mouth.pass === m.mouthOpen <= MOUTH_OPEN_MAX) mouthAgree++;
          }
          if (compliant(spec, m)) ok++;
          else
            failed.push(`${label} → ${JSON.stringify(m)} (pipeline ${result.measurements.headHeightMm} mm)`);
        }
      // Refusals count against the rate. With 10-20 copies a raw fraction says little, hence the binomial test.
      const p = binomialAtMost(ok, total, TARGET);
      const pFloor = binomialAtMost(ok, total, FLOOR);
      const [lo, hi] = wilson(ok, total);
      const mean = (xs: number[]) => (xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)).toFixed(2);
      const max = (xs: number[]) => Math.max(0, ...xs).toFixed(1);
      lines.push(
        `${standard}: ${ok}/${total} compliant (${Math.round((100 * ok) / total)} %); ` +
          `head height |pipeline − independent| mean ${mean(headDiff)} mm, max ${max(headDiff)} mm; ` +
          `top gap mean ${mean(gapDiff)} mm, max ${max(gapDiff)} mm; ` +
          `centre mean ${mean(centreDiff)} mm, max ${max(centreDiff)} mm; ` +
          `side margin mean ${mean(sideDiff)} mm, max ${max(sideDiff)} mm; ` +
          `mouth rule agrees ${mouthAgree}/${mouthJudged}; ` +
          `95 % interval ${pct(lo)}-${pct(hi)} %, P(≤ ${ok} | ${total}, p = ${TARGET}) = ${p.toFixed(3)}`,
        ...refused.map((r) => `  refused: ${r}`),
        ...failed.map((f) => `  not compliant: ${f}`),
        ...touching.map((t) => `  head touching a side edge (side rule failed): ${t}`),
      );
      expect
        .soft(
          pFloor,
          `${standard}: ${ok}/${total} comply, too few for a ${FLOOR * 100} % rate (seed ${SEED})`,
        )
        .toBeGreaterThanOrEqual(ALPHA);
      sums.ok += ok;
      sums.total += total;
    }
    const p = binomialAtMost(sums.ok, sums.total, TARGET);
    lines.push(
      `all presets: ${sums.ok}/${sums.total}, P(≤ ${sums.ok} | ${sums.total}, p = ${TARGET}) = ${p.toFixed(3)}`,
    );
    expect
      .soft(
        binomialAtMost(sums.ok, sums.total, FLOOR),
        `all presets: ${sums.ok}/${sums.total} comply (seed ${SEED})`,
      )
      .toBeGreaterThanOrEqual(ALPHA);
    console.log(lines.join('\n'));
  }, 400_000);
});

describe('a turned head is never reported as passing', () => {
  it.each(TURNED)(
    '%s, two varied copies: the facing or the side-margin rule fails',
    async (name) => {
      const rnd = seeded(SEED + 1);
      for (let c = 0; c < 2; c++) {
        const v = drawVariation(rnd);
        const result = await makeIdPhoto(await vary(photo(name), v), ID_STANDARDS.kr_passport);
        const failed = result.rules.filter((r) => !r.pass).map((r) => r.rule);
        expect(failed, `${name} ${JSON.stringify(v)} (seed ${SEED})`).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(facing|side_margin)$/)]),
        );
      }
    },
    60_000,
  );
});
