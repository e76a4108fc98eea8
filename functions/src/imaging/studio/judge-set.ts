// The set-level verdicts on training photos, judged from what trainingPhoto measured on each photo alone: no
// models, no worker, so the upload routes call it directly every time the set changes. A verdict can change as the
// set grows: `different_person` is judged against the person most of the set shows.
import type { TrainingPhotoReason } from '../../contracts';
import { cosine, isCurrentDescriptor, SAME_PERSON_THRESHOLD } from '../similarity';

/**
 * Fingerprints (64-bit dHash) at most this many bits apart are the same picture. Measured on the fixtures: resized,
 * re-encoded (JPEG q60, WebP q50) or brightened copies differ by 0-7 bits (7 for the low-texture landscape), any
 * two different photos by 19 or more. A burst of near-identical selfies lands in between and may count as copies,
 * which costs the trainer nothing.
 */
export const DUPLICATE_MAX_BITS = 10;
/** Below this many faces there is no "most of the set" to compare against. */
export const MIN_FACES_FOR_IDENTITY = 3;

export interface JudgedPhotoInput {
  photoReason: TrainingPhotoReason | null;
  descriptor: number[] | null;
  fingerprint: string | null;
}

export interface SetVerdict {
  reason: TrainingPhotoReason | null;
  /** Cosine to the set's medoid; null without a face or with fewer than MIN_FACES_FOR_IDENTITY faces. */
  identity: number | null;
}

/** Bits that differ between two hex fingerprints of the same length (Infinity when they cannot be compared). */
export function hammingHex(a: string, b: string): number {
  if (a.length !== b.length) return Infinity;
  let bits = 0;
  for (let i = 0; i < a.length; i += 8) {
    let x = (parseInt(a.slice(i, i + 8), 16) ^ parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      bits++;
    }
  }
  return bits;
}

/** The descriptor most similar to all the others (the person most of the set shows). */
export function medoid(descriptors: number[][]): number[] | null {
  let best: number[] | null = null;
  let bestSum = -Infinity;
  for (const a of descriptors) {
    const sum = descriptors.reduce((s, b) => s + (a === b ? 0 : cosine(a, b)), 0);
    if (sum > bestSum) {
      bestSum = sum;
      best = a;
    }
  }
  return best;
}

/** Keeps each photo's own reason; adds `duplicate` (a near copy of an earlier accepted photo) and `different_person`. */
export function judgeTrainingSet(photos: JudgedPhotoInput[]): SetVerdict[] {
  const reasons = photos.map((p) => p.photoReason);
  const kept: string[] = [];
  photos.forEach((p, i) => {
    if (reasons[i] || !p.fingerprint) return;
    if (kept.some((f) => hammingHex(f, p.fingerprint!) <= DUPLICATE_MAX_BITS)) reasons[i] = 'duplicate';
    else kept.push(p.fingerprint);
  });
  // The medoid is taken over the accepted faces only: a blurry or duplicate photo does not get a vote.
  // A descriptor of the previous model (a photo checked before the change) is another space: it gets no verdict.
  const current = (p: JudgedPhotoInput) => (isCurrentDescriptor(p.descriptor) ? p.descriptor : null);
  const faces = photos.flatMap((p, i) => (!reasons[i] && current(p) ? [current(p)!] : []));
  const centre = faces.length >= MIN_FACES_FOR_IDENTITY ? medoid(faces) : null;
  return photos.map((p, i) => {
    if (!centre || !current(p)) return { reason: reasons[i] ?? null, identity: null };
    const identity = Math.round(cosine(current(p)!, centre) * 1000) / 1000;
    const reason = reasons[i] ?? (identity < SAME_PERSON_THRESHOLD ? 'different_person' : null);
    return { reason, identity };
  });
}
