// The head as the solver sees it: the face's own frame (eyes, crown, chin, mid-line), the columns its crown is
// looked for in, and where its top and sides lie in a matte. The working crop and the finished photo are
// measured with the same functions.
import { dist, type Face, type Point } from '../faces';
import type { Rgb } from '../input';
import { matteTop } from '../matting';
import { headSides } from '../id-rules';
import { belowBrows, mouthRow } from './sides';
import type { IdStandard } from '../../contracts';
import type { Work } from './work-crop';

/** MediaPipe mesh points on the face's mid-line: forehead, nose bridge and tip, lips, chin. */
const MIDLINE = [10, 151, 9, 8, 168, 6, 197, 195, 5, 4, 1, 2, 164, 0, 13, 14, 17, 18, 200, 199, 175, 152];

/**
 * Where crown, eyes and chin sit along the face's own vertical axis, and its horizontal centre: the offset (in
 * pixels along the face's horizontal axis, positive to the image's right) of the face's mid-line from the eye
 * midpoint. The mid-line is the mean of the mesh's mid-line points (forehead, nose, lips, chin), not the middle
 * of the outline's extent, which a slight turn of the head stretches on one side.
 */
export function faceFrame(face: Face) {
  const down = [face.chin[0] - face.crown[0], face.chin[1] - face.crown[1]];
  const len = Math.hypot(down[0]!, down[1]!);
  const u: Point = [down[0]! / len, down[1]! / len];
  // u turned a quarter anticlockwise (image y down): with u pointing down, v points to the image's right.
  const v: Point = [u[1], -u[0]];
  const eyes: Point = [(face.eyeLeft[0] + face.eyeRight[0]) / 2, (face.eyeLeft[1] + face.eyeRight[1]) / 2];
  const line = face.mesh.length >= 468 ? MIDLINE.map((i) => face.mesh[i]!) : [eyes, face.chin];
  const across = line.map((p) => (p[0] - eyes[0]) * v[0] + (p[1] - eyes[1]) * v[1]);
  const centre = across.reduce((s, a) => s + a, 0) / across.length;
  return {
    eyes,
    crownAbove: (eyes[0] - face.crown[0]) * u[0] + (eyes[1] - face.crown[1]) * u[1],
    head: len,
    centre,
  };
}

/** The face outline's leftmost and rightmost x (the mesh's silhouette), or null when the mesh gave none. */
export function outlineSpan(face: Face) {
  if (!face.silhouette.length) return null;
  const xs = face.silhouette.map((p) => p[0]);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

/**
 * The face's frame on a levelled photo, its horizontal centre `cx`, the columns the crown is looked for in (the
 * middle 70 % of the face's width, x0-x1, where a parting is, not the ears), and the wider columns the whole
 * head's top is (wx0-wx1: 1.2 face widths, where a bun or volume to one side still is).
 */
export function headColumns(face: Face) {
  const frame = faceFrame(face);
  const xs = face.silhouette.map((p) => p[0]);
  const faceWidth = xs.length ? Math.max(...xs) - Math.min(...xs) : dist(face.eyeLeft, face.eyeRight) * 2;
  const cx = frame.eyes[0] + frame.centre;
  return {
    frame,
    cx,
    x0: cx - 0.35 * faceWidth,
    x1: cx + 0.35 * faceWidth,
    wx0: cx - 0.6 * faceWidth,
    wx1: cx + 0.6 * faceWidth,
  };
}

/**
 * The head's extent across, as the documents ask for room beside it: from the top of the hair down to the brows
 * (`rows.eyes`, a quarter of the eyes-to-chin height above the eyes) everything that shows (hair over the skull,
 * a bun), below them down to the mouth the face outline and the ears and a hand raised beside them (sides.ts),
 * not long hair falling beside the face.
 */
/** The brows stand this share of the eyes-to-chin height above the eyes: hair beside them is still the head's. */
export const BROWS = 0.25;

export function headExtent(
  shown: Uint8Array,
  rgb: Rgb,
  face: Face,
  cx: number,
  rows: { top: number; eyes: number; mouth: number },
): [number, number] {
  const [l1, r1] = headSides(shown, rgb.width, cx, rows.top, rows.eyes);
  const [l2, r2] = belowBrows(rgb, shown, face, rows.eyes, rows.mouth);
  return [Math.min(l1, l2), Math.max(r1, r2)];
}

/**
 * The crown rule. The visible top of the head is the matte's top edge over the head (hair included): what the US
 * rule measures ("chin to top of hair") and what a ruler at the photo counter finds. Korea's 2022 wording counts
 * the crown "without hair": there, hair is counted only up to HAIR_ALLOWANCE of the chin-to-skull height above
 * the skull (normal hair over the scalp); a voluminous hairdo above that does not count, so it cannot shrink the
 * face. The skull top is the mesh estimate (CROWN_FACTOR), capped at the visible top.
 */
export const HAIR_ALLOWANCE = 0.15;

export function crownOf(spec: IdStandard, hairTop: number, skullTop: number, chin: number) {
  const skull = Math.max(skullTop, hairTop);
  if (spec.crown === 'hair_top') return hairTop;
  return Math.max(hairTop, skull - HAIR_ALLOWANCE * (chin - skull));
}

export interface Head {
  /** Horizontal face centre and the head's column band in work pixels. */
  cx: number;
  x0: number;
  x1: number;
  eyesY: number;
  chinY: number;
  hairY: number;
  /** How far below the faintest visible hair the clearly visible hair begins (light hair's soft top). */
  faintHair: number;
  /** The top of everything that shows over the head's whole width (a bun, volume to one side). */
  topY: number;
  skullY: number;
  /** The head's extent across (hair and ears, down to the mouth). */
  left: number;
  right: number;
}

export function headInWork(work: Work): Head {
  const { frame: f, cx, x0, x1, wx0, wx1 } = headColumns(work.face);
  const hair = matteTop(work.visible, work.rgb.width, x0, x1, Math.round(f.eyes[1]));
  const skullY = work.face.crown[1];
  const hairY = hair < 0 ? skullY : hair;
  const clear = matteTop(work.clearly, work.rgb.width, x0, x1, Math.round(f.eyes[1]));
  const faintHair = hair < 0 || clear < 0 ? 0 : Math.max(0, clear - hair);
  const top = matteTop(work.visible, work.rgb.width, wx0, wx1, Math.round(f.eyes[1]));
  const topY = top < 0 ? hairY : Math.min(top, hairY);
  const [left, right] = headExtent(work.visible, work.composite, work.face, cx, {
    top: topY,
    eyes: f.eyes[1] - BROWS * (work.face.chin[1] - f.eyes[1]),
    mouth: mouthRow(work.face),
  });
  const chinY = work.face.chin[1];
  return { cx, x0, x1, eyesY: f.eyes[1], chinY, hairY, faintHair, topY, skullY, left, right };
}
