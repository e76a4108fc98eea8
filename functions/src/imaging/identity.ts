// Same-person check: Human levels and crops the face, face-api's 128-d recognition net (dlib ResNet) describes
// it. Human's own embedding cannot separate people (measured), face-api's detector misses rotated/tiny faces.
import { detectFaces, eyeDistance, type Face } from './faces';
import { alignedCrop } from './geometry';
import type { Rgb } from './input';
import { models } from './models';
import { cosine, SAME_PERSON_THRESHOLD } from './similarity';

export { cosine, SAME_PERSON_THRESHOLD };

export async function descriptor(rgb: Rgb): Promise<Float32Array | null> {
  const { faces, image } = await detectFaces(rgb);
  return faces[0] ? faceDescriptor(image, faces[0]) : null;
}

/** The descriptor of a face already found in `image` (callers that detected once reuse the result). */
export async function faceDescriptor(image: Rgb, face: Face): Promise<Float32Array> {
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
