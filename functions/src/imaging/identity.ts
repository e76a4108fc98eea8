// Same-person check: Human finds the face and its eyes, the face is levelled and cut as the ArcFace template frames
// it (eyes at fixed points of a square), and HSE FaceRes (a MobileNet trained to tell VGGFace2's 9,131 people apart,
// shipped inside @vladmandic/human as faceres.json) describes it and its mirror image by their 1024 global-pooling
// features, taken from the mean face's. Chosen by bench/identity.mjs over face-api's 128-d dlib net, which accepted
// 35 % of different-person pairs of the diverse portraits at its old 0.91 threshold.
import { readFileSync } from 'node:fs';
import { detectFaces, eyeDistance, type Face } from './faces';
import { alignedCrop } from './geometry';
import type { Rgb } from './input';
import { IDENTITY_CENTRE, models } from './models';
import { cosine, DESCRIPTOR_LENGTH, SAME_PERSON_THRESHOLD } from './similarity';

export { cosine, DESCRIPTOR_LENGTH, SAME_PERSON_THRESHOLD };

/** The net's input side, in pixels. */
export const IDENTITY_INPUT = 224;

// The ArcFace alignment template on 112 × 112: eye centres at (38.29, 51.70) and (73.53, 51.50).
const TEMPLATE = { size: 112, eyeDistance: 35.24, eyeX: 55.91, eyeY: 51.6 };

/** The face levelled and framed as the template frames it, `side` pixels square (grey beyond the photo). */
export function identityCrop(image: Rgb, face: Face, side = IDENTITY_INPUT): Promise<Rgb> {
  const unit = eyeDistance(face) / TEMPLATE.eyeDistance;
  return alignedCrop(image, {
    anchor: [(face.eyeLeft[0] + face.eyeRight[0]) / 2, (face.eyeLeft[1] + face.eyeRight[1]) / 2],
    angle: face.pose.roll,
    left: -TEMPLATE.eyeX * unit,
    top: -TEMPLATE.eyeY * unit,
    width: TEMPLATE.size * unit,
    height: TEMPLATE.size * unit,
    outWidth: side,
    outHeight: side,
    fill: '#808080',
  });
}

export async function descriptor(rgb: Rgb): Promise<Float32Array | null> {
  const { faces, image } = await detectFaces(rgb);
  return faces[0] ? faceDescriptor(image, faces[0]) : null;
}

/**
 * The net's 1024 features of a face: the sum of the unit-length features of the crop and of its mirror image (a
 * face and its mirror are one person; the sum halves the false rejects of different pictures, bench/README.md).
 * The centre in functions/models is the mean of these, made unit length.
 */
export async function identityFeatures(image: Rgb, face: Face): Promise<Float32Array> {
  const crop = await identityCrop(image, face);
  const { human, faceres } = await models();
  const tf = human.tf;
  return tf.tidy(() => {
    // The net takes 0-255 RGB floats; its global pooling is the identity layer (the heads above it are age/gender).
    const input = tf.tensor4d(Float32Array.from(crop.data), [1, crop.height, crop.width, 3]);
    const both = tf.concat([input, tf.reverse(input, 2)]);
    const features = faceres.execute(both, 'global_pooling/Mean') as ReturnType<typeof tf.tensor>;
    const units = tf.div(features, tf.norm(features, 'euclidean', 1, true));
    return tf.sum(units, 0).dataSync() as Float32Array;
  });
}

/** The mean face, read once per process. */
let centre: Float32Array | undefined;

/**
 * The descriptor of a face already found in `image` (callers that detected once reuse the result): the features
 * made unit length, minus the mean face's. The features are non-negative (ReLU6), so raw cosines of any two faces
 * sit near 0.7; taken from the mean face, same-person pairs stay high and different people fall towards 0.
 */
export async function faceDescriptor(image: Rgb, face: Face): Promise<Float32Array> {
  const features = await identityFeatures(image, face);
  centre ??= Float32Array.from(
    (JSON.parse(readFileSync(IDENTITY_CENTRE, 'utf8')) as { mean: number[] }).mean,
  );
  const norm = Math.hypot(...features) || 1;
  return features.map((v, i) => v / norm - centre![i]!);
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
