// The lips, whole-face and head-size rules from their figures: a lit strip between the lips fails it, and so does a photo enlarged too far
// for a slight parting to be told from a crease.
import { describe, expect, it } from 'vitest';
import { checkRules, LIP_STRIP_MAX, MAX_FACE_GAPS, MAX_OUTLINE_BUMP } from './id-rules';
import { ID_STANDARDS } from './id-standards';
import type { Face } from './faces';
import type { Measurements } from '../contracts';

const face = { eyeOpen: { left: 0.3, right: 0.3 } } as Face;
const measured = (over: Partial<Measurements>) =>
  ({ mouthOpen: 0.01, teeth: 0, lipStrip: 0, sourceScale: 1.5, yaw: 0, pitch: 0, ...over }) as Measurements;
const lips = (over: Partial<Measurements>) =>
  checkRules(measured(over), ID_STANDARDS.kr_passport, face).find((r) => r.rule === 'lips_together');

describe('lips_together', () => {
  it('passes closed lips on a sharp photo', () => {
    expect(lips({ lipStrip: LIP_STRIP_MAX })?.pass).toBe(true);
  });

  it('fails a lit strip between the lips', () => {
    expect(lips({ lipStrip: LIP_STRIP_MAX + 1 })).toMatchObject({ pass: false, value: LIP_STRIP_MAX + 1 });
  });

  it('fails when the photo was enlarged, where the lips cannot be read', () => {
    expect(lips({ sourceScale: 0.9 })?.pass).toBe(false);
  });

  it('does not pass lips on a mouth that is open or shows teeth, however thin the strip', () => {
    expect(lips({ mouthOpen: 0.2 })?.pass).toBe(false);
    expect(lips({ teeth: 0.5 })?.pass).toBe(false);
  });

  it('is not asked where the document allows a smile', () => {
    const rules = checkRules(measured({ lipStrip: 90 }), ID_STANDARDS.kr_resume, face);
    expect(rules.map((r) => r.rule)).not.toContain('lips_together');
  });
});

describe('face_whole', () => {
  const whole = (faceGaps: number) =>
    checkRules(measured({ faceGaps }), ID_STANDARDS.us_passport, face).find((r) => r.rule === 'face_whole');

  it('passes a face the matte holds whole, and fails one with the backdrop through it', () => {
    expect(whole(0)?.pass).toBe(true);
    expect(whole(MAX_FACE_GAPS)?.pass).toBe(true);
    expect(whole(MAX_FACE_GAPS + 1)).toMatchObject({
      pass: false,
      value: MAX_FACE_GAPS + 1,
      max: MAX_FACE_GAPS,
    });
  });
});

describe('head size under a lump', () => {
  const sized = (outlineBump: number) =>
    checkRules(measured({ headHeightMm: 29, topGapMm: 4, outlineBump }), ID_STANDARDS.kr_resume, face).filter(
      (r) => r.rule === 'head_height' || r.rule === 'top_gap',
    );

  it('passes a head in its band under a clean outline', () => {
    expect(sized(MAX_OUTLINE_BUMP).map((r) => r.pass)).toEqual([true, true]);
  });

  it('does not pass it when something stands out of the outline: the top cannot be told from it', () => {
    expect(sized(MAX_OUTLINE_BUMP + 1).map((r) => r.pass)).toEqual([false, false]);
  });
});
