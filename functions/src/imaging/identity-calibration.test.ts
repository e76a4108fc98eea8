// The identity model's calibration, kept as a test: every portrait of the diverse set and its varied copies (plus
// the real Obama and Biden photos) described by the engine, every pair scored, and the false-accept and
// false-reject rates at SAME_PERSON_THRESHOLD printed and held to the targets: at most 1 % of different-person
// pairs accepted, at most 5 % of same-person pairs rejected (of the pairs of different pictures of one person too).
// Look-alike pairs (same sex, age and hair) miss the 1 % target (1.2 % measured, bench/README.md): held at 1.5 % so
// that a change cannot make them worse unseen. Then the studio gate on the same descriptors: ten photos of one
// young woman plus one of another young woman, for every other young woman of the set.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pairs,
  RATE_HEADER,
  rateRow,
  rates,
  samples,
  type Described,
  type Pairs,
} from '../../../tests/fixtures/identity-set';
import { descriptor, SAME_PERSON_THRESHOLD } from './identity';
import { checkImage } from './input';
import { judgeTrainingSet } from './studio/judge-set';

const MAX_FALSE_ACCEPT = 0.01;
const MAX_FALSE_ACCEPT_LOOK_ALIKE = 0.015;
const MAX_FALSE_REJECT = 0.05;

const described: Described[] = [];
let scored: Pairs;

beforeAll(async () => {
  const started = Date.now();
  for (const { bytes, ...sample } of await samples()) {
    const d = await descriptor(await checkImage(bytes));
    if (!d) throw new Error(`no face in ${sample.file} (${sample.copy})`);
    described.push({ sample, descriptor: Array.from(d) });
  }
  scored = pairs(described);
  console.info(
    `identity calibration: ${described.length} images in ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
      `${scored.same.length} same-person pairs, ${scored.different.length} different-person pairs`,
  );
}, 1_200_000);

describe('identity calibration on the diverse portraits', () => {
  it('keeps false accepts at or under 1 % and false rejects at or under 5 % at the threshold', () => {
    const r = rates(scored, SAME_PERSON_THRESHOLD);
    console.info([...RATE_HEADER, rateRow(r)].join('\n'));
    expect(r.falseAccept).toBeLessThanOrEqual(MAX_FALSE_ACCEPT);
    expect(r.falseAcceptOriginals).toBeLessThanOrEqual(MAX_FALSE_ACCEPT);
    expect(r.falseAcceptLookAlike).toBeLessThanOrEqual(MAX_FALSE_ACCEPT_LOOK_ALIKE);
    expect(r.falseReject).toBeLessThanOrEqual(MAX_FALSE_REJECT);
    expect(r.falseRejectPictures).toBeLessThanOrEqual(MAX_FALSE_REJECT);
  });

  it('flags another young woman among ten photos of one young woman, whoever she is', () => {
    const person = 'kr_woman_rose_headband_bangs_neon_street.jpg';
    const own = described.filter((d) => d.sample.person === person).slice(0, 10);
    expect(own).toHaveLength(10);
    const others = described.filter(
      (d) => d.sample.group === 'young women' && d.sample.person !== person && d.sample.copy === 'original',
    );
    expect(others.length).toBeGreaterThanOrEqual(9);
    for (const other of others) {
      // No fingerprints: every copy counts as its own photo here (the duplicate rule is judge-set.test.ts's).
      const set = [...own, other].map((d) => ({
        photoReason: null,
        descriptor: Array.from(d.descriptor),
        fingerprint: null,
      }));
      const verdicts = judgeTrainingSet(set);
      expect(verdicts.slice(0, 10).map((v) => v.reason)).toEqual(Array(10).fill(null));
      expect(verdicts[10], other.sample.file).toMatchObject({ reason: 'different_person' });
    }
  });
});
