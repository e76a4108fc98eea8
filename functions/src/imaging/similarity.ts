// Comparing identity descriptors: pure arithmetic with no models, so the API can judge a set of descriptors
// without loading the engine (identity.ts computes the descriptors, in the workers).

/** Length of the current identity descriptor (identity.ts). Stored descriptors of another length (face-api's 128,
 * kept on upload sessions and trainings made before the change) describe a different space: never compared. */
export const DESCRIPTOR_LENGTH = 1024;

/**
 * Cosine similarity (of centred descriptors, identity.ts) at or above which two faces are the same person.
 * Calibrated by bench/identity.mjs and held by identity-calibration.test.ts on the diverse portraits
 * (tests/fixtures/faces-diverse: 21 people, most of them young East Asian women and men, with mirrored, darkened,
 * cropped, small-JPEG and turned copies) plus the real Obama and Biden photos; the rates at each threshold are in
 * bench/README.md. 0.47-0.48 give the same rates there. The real photos leave little room inside that range: the
 * farthest pair of Obama's or Biden's own photos scores 0.476 (identity.test.ts), a headshot composed from Biden's
 * crops 0.473 against Obama (headshots.test.ts), so 0.475 it is: recalibrate on real uploads.
 */
export const SAME_PERSON_THRESHOLD = 0.475;

/** True for a descriptor of the current model (see DESCRIPTOR_LENGTH). */
export const isCurrentDescriptor = (d: ArrayLike<number> | null | undefined): d is ArrayLike<number> =>
  !!d && d.length === DESCRIPTOR_LENGTH;

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>) {
  if (a.length !== b.length) throw new Error(`descriptors of different models (${a.length} vs ${b.length})`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return dot / Math.sqrt(na * nb);
}

const unit = (v: number[]) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};

/** Mean of the unit descriptors, made unit length again: the person a set of photos shows. */
export function centroidOf(descriptors: number[][]): number[] {
  const units = descriptors.map(unit);
  const sum = units[0]!.map((_, i) => units.reduce((s, d) => s + d[i]!, 0));
  return unit(sum);
}
