// Comparing identity descriptors: pure arithmetic with no models, so the API can judge a set of descriptors
// without loading the engine (identity.ts computes the descriptors, in the workers).

/**
 * Cosine similarity at or above which two descriptors are the same person. Calibrated on the fixtures
 * (tests/fixtures/faces, identity.test.ts): same-person pairs score ≥ 0.945 (Obama ×5, Biden ×4 incl. rotated and
 * dark copies), Obama-Biden pairs ≤ 0.856. The feasibility study on 9 identities found 0.915 with one false
 * accept in 103 colour pairs: recalibrate on real uploads.
 */
export const SAME_PERSON_THRESHOLD = 0.91;

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>) {
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
