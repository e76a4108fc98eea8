// What one training photo shows on its own: how frontal and centred the face is, a perceptual fingerprint for
// near-copies, and the reasons a photo cannot teach the trainer the person's face.
import type { TrainingPhotoReason } from '../../contracts';
import type { Face } from '../faces';
import { fromRgb, type Rgb } from '../input';
import type { QualityReport } from '../quality';

/**
 * A face needs this many pixels across (tight mesh box, cheek to cheek) to be worth training on. Measured on the
 * fixtures: head-and-shoulders photos 235-440 px, a half-body photo 158 px, the tiny copies 12-25 px. The
 * reference crops are 1024² with the face ~300 px wide, so under 128 px a face would be blown up more than 2.3x
 * (the trainer learns blur), and the identity descriptor starts to drift below ~100 px (the study's tiny64 copy
 * scored 0.92 against the original instead of 0.99).
 */
export const MIN_FACE_WIDTH_PX = 128;
/**
 * ...and this share of the photo's shorter side. Selfies and head-and-shoulders photos measure 0.19-0.57, the
 * half-body fixture 0.21; below 0.12 the photo is of a place or a crowd more than of a face.
 */
export const MIN_FACE_SHARE = 0.12;
/** A second face at least this wide relative to the largest is another person in the picture, not a passer-by. */
export const SECOND_FACE_RATIO = 0.4;

export function photoReason(
  image: Rgb,
  faces: Face[],
  quality: QualityReport | null,
): TrainingPhotoReason | null {
  const face = faces[0];
  if (!face) return 'no_face';
  if (faces.slice(1).some((f) => f.box[2] >= SECOND_FACE_RATIO * face.box[2])) return 'multiple_faces';
  const share = face.box[2] / Math.min(image.width, image.height);
  if (face.box[2] < MIN_FACE_WIDTH_PX || share < MIN_FACE_SHARE) return 'face_too_small';
  const reasons = quality?.reasons ?? [];
  // Heavy JPEG blocks hide the same detail blur does (the trainer would learn the blocks): same advice.
  if (reasons.some((r) => r === 'very_blurry' || r === 'blurry' || r === 'jpeg_artifacts'))
    return 'too_blurry';
  if (reasons.includes('dark')) return 'too_dark';
  if (reasons.includes('bright')) return 'too_bright';
  return null;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/**
 * 1 for a face looking straight at the camera in the middle of the photo, falling linearly to 0 at 40° of yaw or
 * 35° of pitch, and by up to half for a face at the photo's edge.
 */
export function frontalScore(image: Rgb, face: Face): number {
  const turn = clamp01(1 - Math.abs(face.pose.yaw) / 40) * clamp01(1 - Math.abs(face.pose.pitch) / 35);
  const cx = face.box[0] + face.box[2] / 2;
  const cy = face.box[1] + face.box[3] / 2;
  const off = Math.hypot(cx - image.width / 2, cy - image.height / 2) / Math.min(image.width, image.height);
  return Math.round(turn * (1 - 0.5 * clamp01(off / 0.5)) * 1000) / 1000;
}

/** 64-bit difference hash (dHash) as 16 hex digits: each bit says whether a pixel of a 9×8 grey thumbnail is
 * brighter than its right neighbour. Re-encoding, resizing and mild edits keep almost every bit. */
export async function fingerprint(image: Rgb): Promise<string> {
  const grey = await fromRgb(image)
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) byte = (byte << 1) | (grey[y * 9 + x]! > grey[y * 9 + x + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}
