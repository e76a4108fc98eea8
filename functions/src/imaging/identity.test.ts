// The same-person threshold on real photos: every Obama pair and every Biden pair (rotated and dark copies too) must
// match, no Obama-Biden pair may. The threshold itself is calibrated on the diverse portraits
// (identity-calibration.test.ts); the printed min/max is the margin these older men leave around it.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkImage } from './input';
import { compareSet, cosine, descriptor, SAME_PERSON_THRESHOLD } from './identity';
import { photo } from '../../../tests/fixtures/images';

const OBAMA = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama3.jpg', 'r_obama-1080p.jpg'];
const BIDEN = ['r_biden.jpg', 'r_biden2.jpg', 'hard_rot30.jpg', 'q_dark.jpg'];

const vectors = new Map<string, Float32Array>();

beforeAll(async () => {
  for (const name of [...OBAMA, ...BIDEN]) {
    const d = await descriptor(await checkImage(photo(name)));
    if (!d) throw new Error(`no descriptor for ${name}`);
    vectors.set(name, d);
  }
});

const pairs = (a: string[], b: string[]) =>
  a.flatMap((x) => b.filter((y) => y !== x).map((y) => cosine(vectors.get(x)!, vectors.get(y)!)));

describe('same-person check', () => {
  it('separates the Obama set from the Biden set at the recorded threshold', () => {
    const same = [...pairs(OBAMA, OBAMA), ...pairs(BIDEN, BIDEN)];
    const different = pairs(OBAMA, BIDEN);
    console.info(
      `same-person min ${Math.min(...same).toFixed(3)}, different max ${Math.max(...different).toFixed(3)}, threshold ${SAME_PERSON_THRESHOLD}`,
    );
    expect(Math.min(...same)).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    expect(Math.max(...different)).toBeLessThan(SAME_PERSON_THRESHOLD);
  });

  it('flags the one Biden photo in an upload set of Obama photos', () => {
    const set = [...OBAMA, 'r_biden.jpg'].map((n) => vectors.get(n)!);
    const report = compareSet(set);
    expect(report.photos.slice(0, OBAMA.length).every((p) => p.samePerson)).toBe(true);
    expect(report.photos.at(-1)).toMatchObject({ samePerson: false });
  });

  it('gives no descriptor when there is no face', async () => {
    expect(await descriptor(await checkImage(photo('h_background.jpg')))).toBeNull();
  });
});
