// Same-person check: Human levels and crops the face, face-api's 128-d recognition net (dlib ResNet) describes
// it. Human's own embedding cannot separate people (measured), face-api's detector misses rotated/tiny faces.
import { detectFaces, eyeDistance } from './faces';
import { alignedCrop } from './geometry';
import type { Rgb } from './input';
import { models } from './models';

/**
 * Cosine similarity at or above which two descriptors are the same person. Calibrated on the fixtures
 * (tests/fixtures/faces, identity.test.ts): same-person pairs score ≥ 0.945 (Obama ×5, Biden ×4 incl. rotated and
 * dark copies), Obama-Biden pairs ≤ 0.856. The feasibility study on 9 identities found 0.915 with one false
 * accept in 103 colour pairs: recalibrate on real uploads.
 */
export const SAME_PERSON_THRESHOLD = 0.91;

export async function descriptor(rgb: Rgb): Promise<Float32Array | null> {
  const { faces, image } = await detectFaces(rgb);
  const face = faces[0];
  if (!face) return null;
  const ed = eyeDistance(face);
  const eyes: [number, number] = [
    (face.eyeLeft[0] + face.eyeRight[0]) / 2,
    (face.eyeLeft[1] + face.eyeRight[1]) / 2,
  ];
  // The region face-api's own SSD box covers, in eye distances around the eye midpoint (measured on the study's
  // test photo): -1.23..+1.22 across, -1.18..+1.92 down. face-api pads to a square and resizes to 150 itself.
  const crop = await alignedCrop(image, {
    anchor: eyes,
    angle: face.pose.roll,
    left: -1.23 * ed,
    top: -1.18 * ed,
    width: 2.45 * ed,
    height: 3.1 * ed,
    outWidth: 150,
    outHeight: 190,
    fill: '#ffffff',
  });
  const { faceapi } = await models();
  const tensor = faceapi.tf.tensor3d(new Int32Array(crop.data), [crop.height, crop.width, 3], 'int32');
  try {
    return (await faceapi.computeFaceDescriptor(tensor as never)) as Float32Array;
  } finally {
    tensor.dispose();
  }
}

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

export interface IdentityReport {
  /** Per photo: similarity to the set's medoid (null when no face was found) and whether it matches. */
  photos: Array<{ score: number | null; samePerson: boolean }>;
  threshold: number;
}

/** Scores every photo against the medoid (the photo most similar to all others), so one outlier stands out. */
export function compareSet(descriptors: Array<ArrayLike<number> | null>): IdentityReport {
  const found = descriptors.map((d, i) => ({ d, i })).filter((x) => x.d) as Array<{
    d: ArrayLike<number>;
    i: number;
  }>;
  let medoid = found[0];
  let bestSum = -Infinity;
  for (const a of found) {
    const sum = found.reduce((s, b) => s + (a === b ? 0 : cosine(a.d, b.d)), 0);
    if (sum > bestSum) {
      bestSum = sum;
      medoid = a;
    }
  }
  return {
    threshold: SAME_PERSON_THRESHOLD,
    photos: descriptors.map((d, i) => {
      if (!d || !medoid) return { score: null, samePerson: false };
      const score = i === medoid.i ? 1 : Math.round(cosine(d, medoid.d) * 1000) / 1000;
      return { score, samePerson: score >= SAME_PERSON_THRESHOLD };
    }),
  };
}
