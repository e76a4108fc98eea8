// When no ID photo can be made: the source itself lacks what every document asks for (one sharp, frontal face
// with open eyes, the whole head and the shoulders in the photo). Each refusal names its reason.
import { ImagingError } from '../errors';
import type { Face } from '../faces';
import { QUALITY_LIMITS, type QualityReport } from '../quality';
import type { Head } from './head';
import type { Work } from './work-crop';

/** Refusal limits: beyond these no crop can make a compliant photo. */
export const ID_LIMITS = { maxYaw: 20, maxPitch: 25, eyesClosed: 0.12, secondFaceShare: 0.35 };

/** The head must stand this far (mm at the output scale) from the source photo's top and side edges. */
const EDGE_MM = 0.15;

export function refuseUnusable(faces: Face[], quality: QualityReport) {
  const face = faces[0];
  if (!face) throw new ImagingError('no_face');
  if (faces.slice(1).some((f) => f.box[2] >= face.box[2] * ID_LIMITS.secondFaceShare))
    throw new ImagingError('multiple_faces', { count: faces.length });
  if (face.box[2] < QUALITY_LIMITS.minFacePixels)
    throw new ImagingError('face_too_small', {
      pixels: Math.round(face.box[2]),
      min: QUALITY_LIMITS.minFacePixels,
    });
  if (Math.abs(face.pose.yaw) > ID_LIMITS.maxYaw) throw new ImagingError('face_turned');
  if (Math.abs(face.pose.pitch) > ID_LIMITS.maxPitch) throw new ImagingError('face_tilted');
  if (Math.max(face.eyeOpen.left, face.eyeOpen.right) < ID_LIMITS.eyesClosed)
    throw new ImagingError('eyes_closed');
  if (quality.sharpness < QUALITY_LIMITS.veryBlurry) throw new ImagingError('too_blurry');
  // Heavy JPEG blocking or pixelation survives any crop: an office would refuse the print.
  if (quality.blockiness > QUALITY_LIMITS.blocky) throw new ImagingError('low_quality');
}

/** Refuses a source that does not hold the whole head: hair cut by, or touching, the photo's edge. */
export function refuseCutHead(work: Work, head: Head) {
  const { alpha, outside, rgb } = work;
  const w = rgb.width;
  const near = Math.max(1, Math.round(EDGE_MM * work.pxPerMm * work.k));
  // A cut head meets the edge along a stretch of its outline; a narrow touch is the matte's soft rim.
  let cut = 0;
  let close = 0;
  const columns = Math.round(head.x1) - Math.round(head.x0) + 1;
  for (let x = Math.round(head.x0); x <= Math.round(head.x1); x++) {
    let y = 0;
    // Solid matte only: a soft rim bleeding into the background above the hair is not the head.
    while (y < head.eyesY && alpha[y * w + x]! < 220) y++;
    if (y >= head.eyesY) continue;
    if (y === 0 || outside[(y - 1) * w + x]) cut++;
    else if (outside[Math.max(0, y - near) * w + x]) close++;
  }
  if (cut > 0.1 * columns) throw new ImagingError('head_cut_top');
  if (cut + close > 0.1 * columns) throw new ImagingError('head_near_edge');
  // The mesh still places a chin the photo does not hold (it extrapolates the face): no chin, no neck, no
  // shoulders. Nothing below the chin can be composed, so this is the missing-shoulders refusal.
  const chin = work.face.chin;
  const cx = Math.round(chin[0]);
  const cy = Math.round(chin[1]);
  if (cx < 0 || cy < 0 || cx >= w || cy >= rgb.height || outside[cy * w + cx])
    throw new ImagingError('shoulders_missing');
  // Sideways, down to the mouth (below it the shoulders may run off the photo, which is fine): walk out from
  // the face centre along each row while the matte is solid; padding there or just beyond means a cut ear/hair.
  const highest = Math.max(0, Math.round(head.hairY));
  const lowest = Math.round(head.eyesY + 0.5 * (head.chinY - head.eyesY));
  let touching = 0;
  for (let y = highest; y <= lowest; y++)
    for (const step of [-1, 1]) {
      let x = Math.round(head.cx);
      while (x > 0 && x < w - 1 && alpha[y * w + x]! >= 128 && !outside[y * w + x]) x += step;
      const beyond = Math.min(w - 1, Math.max(0, x + step * near));
      if (outside[y * w + x] || outside[y * w + beyond]) touching++;
    }
  if (touching > 0.05 * (lowest - highest + 1)) throw new ImagingError('head_near_edge');
}
