// The set judge on made-up descriptors and fingerprints: which reasons it adds, keeps and leaves alone. The same
// rules on real photos are in training-photo.test.ts.
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_LENGTH, SAME_PERSON_THRESHOLD } from '../similarity';
import { DUPLICATE_MAX_BITS, hammingHex, judgeTrainingSet, type JudgedPhotoInput } from './judge-set';

/** A vector close to axis `axis` (a "person"), nudged by `n` so no two photos are identical. */
const face = (axis: number, n: number, length = DESCRIPTOR_LENGTH) =>
  Array.from({ length }, (_, i) => (i === axis ? 1 : 0) + (i < 8 ? ((i + n) % 3) * 0.03 : 0));
/** Fingerprints at least 32 bits from each other: different pictures. */
const FINGERPRINTS = [
  '0000000000000000',
  'ffffffff00000000',
  '00000000ffffffff',
  'ffff0000ffff0000',
  '0000ffff0000ffff',
  'f0f0f0f0f0f0f0f0',
];
const fp = (i: number) => FINGERPRINTS[i]!;
const photo = (over: Partial<JudgedPhotoInput>, i: number): JudgedPhotoInput => ({
  photoReason: null,
  descriptor: face(0, i),
  fingerprint: fp(i),
  ...over,
});

describe('judgeTrainingSet', () => {
  it('counts differing bits between fingerprints', () => {
    expect(hammingHex('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingHex('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingHex('00000000000000ff', '000000000000000f')).toBe(4);
    expect(hammingHex('00', '0000')).toBe(Infinity);
  });

  it('flags the one face of another person among the set as different_person and scores every face', () => {
    const photos = [0, 1, 2, 3].map((i) => photo({}, i));
    photos.push(photo({ descriptor: face(5, 4) }, 4));
    const verdicts = judgeTrainingSet(photos);
    expect(verdicts.map((v) => v.reason)).toEqual([null, null, null, null, 'different_person']);
    for (const v of verdicts.slice(0, 4)) expect(v.identity).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
    expect(verdicts[4]!.identity).toBeLessThan(SAME_PERSON_THRESHOLD);
  });

  it('judges no identity with fewer than three accepted faces', () => {
    const verdicts = judgeTrainingSet([photo({}, 0), photo({ descriptor: face(5, 1) }, 1)]);
    expect(verdicts).toEqual([
      { reason: null, identity: null },
      { reason: null, identity: null },
    ]);
  });

  it('flags a later near copy of an accepted photo as duplicate, not the first one', () => {
    const near = (parseInt(fp(0).slice(-2), 16) ^ 0b111).toString(16).padStart(2, '0');
    const copy = fp(0).slice(0, 14) + near;
    expect(hammingHex(copy, fp(0))).toBeLessThanOrEqual(DUPLICATE_MAX_BITS);
    const verdicts = judgeTrainingSet([photo({}, 0), photo({}, 1), photo({ fingerprint: copy }, 2)]);
    expect(verdicts.map((v) => v.reason)).toEqual([null, null, 'duplicate']);
  });

  it("gives no identity verdict to a descriptor of the previous model (face-api's 128 values)", () => {
    const photos = [0, 1, 2].map((i) => photo({}, i));
    photos.push(photo({ descriptor: face(5, 3, 128) }, 3));
    const verdicts = judgeTrainingSet(photos);
    expect(verdicts[3]).toEqual({ reason: null, identity: null });
    expect(verdicts.slice(0, 3).every((v) => v.identity !== null)).toBe(true);
  });

  it('keeps each photo its own reason and does not let rejected photos vote or count as originals', () => {
    const verdicts = judgeTrainingSet([
      photo({ photoReason: 'too_blurry' }, 0),
      photo({ fingerprint: fp(0) }, 1), // a copy of the rejected photo: still the first accepted one
      photo({ photoReason: 'no_face', descriptor: null }, 2),
      photo({}, 3),
      photo({}, 4),
    ]);
    expect(verdicts.map((v) => v.reason)).toEqual(['too_blurry', null, 'no_face', null, null]);
    expect(verdicts[2]!.identity).toBeNull();
  });
});
