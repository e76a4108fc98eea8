// What the local engine can measure about a profile photo, for the analysis page when no AI model is
// configured: how many faces, the main face's pose (from the mesh), its size and place in the frame, whether
// the eyes are open, and the quality report (sharpness, exposure). Numbers only; the words are the caller's.
import { detectFaces } from './faces';
import type { CheckedImage } from './input';
import { qualityReport, type QualityReport } from './quality';

export interface PhotoFacts {
  width: number;
  height: number;
  faces: number;
  /** The largest face, when there is one. */
  main: {
    yaw: number;
    pitch: number;
    roll: number;
    /** Face box height / image height. */
    heightShare: number;
    /** Face centre as a share of the width and height (0.5 = centred). */
    centerX: number;
    centerY: number;
    eyesOpen: boolean;
  } | null;
  quality: QualityReport;
}

/** Eye opening under this (lid gap / eye width) counts as closed (faces.ts: ~0.25-0.35 open, < 0.1 closed). */
const EYES_CLOSED = 0.12;
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

export async function photoFacts(checked: CheckedImage): Promise<PhotoFacts> {
  const { faces, image } = await detectFaces(checked);
  const face = faces[0];
  const quality = await qualityReport(image, face);
  if (!face) return { width: image.width, height: image.height, faces: 0, main: null, quality };
  const [x, y, w, h] = face.box;
  return {
    width: image.width,
    height: image.height,
    faces: faces.length,
    main: {
      yaw: round(face.pose.yaw, 1),
      pitch: round(face.pose.pitch, 1),
      roll: round(face.pose.roll, 1),
      heightShare: round(h / image.height),
      centerX: round((x + w / 2) / image.width),
      centerY: round((y + h / 2) / image.height),
      eyesOpen: Math.min(face.eyeOpen.left, face.eyeOpen.right) >= EYES_CLOSED,
    },
    quality,
  };
}
