// The finished photo: cut from the working crop's composite, cleared of what floats on the white, and measured
// again from its own pixels (its own mesh, its own matte), never the solver's target echoed.
import { alignedCrop } from '../geometry';
import { detectFaces, type Face, type Point } from '../faces';
import { inkSides, mouthOpen } from '../id-rules';
import type { Rgb } from '../input';
import { matteTop } from '../matting';
import type { IdBackground, IdStandard, Measurements } from '../../contracts';
import { clearFloating, faceGaps, ink, shown } from './backdrop';
import { BROWS, crownOf, faceFrame, headColumns, headExtent } from './head';
import { belowBrows, GAP_ON_PRINT, mouthRow } from './sides';
import { gapShown, stripShown, teethShown } from './mouth';
import { outlineBump, wholeOutlineBump } from './outline';
import { rimResidue } from './residue';
import type { Solved } from './frame';
import type { Work } from './work-crop';

export const r1 = (v: number) => Math.round(v * 10) / 10;

export type Seen = Omit<Measurements, 'backgroundWhiteness' | 'fileKb'>;

export async function cutFinal(work: Work, s: Solved, spec: IdStandard, background: IdBackground) {
  const { composite } = work;
  const rect = {
    anchor: [0, 0] as Point,
    angle: 0,
    left: s.left,
    top: s.top,
    width: spec.widthPx / s.zoom,
    height: spec.heightPx / s.zoom,
    outWidth: spec.widthPx,
    outHeight: spec.heightPx,
  };
  const alpha3 = Buffer.alloc(work.alpha.length * 3);
  for (let i = 0; i < work.alpha.length; i++)
    alpha3[3 * i] = alpha3[3 * i + 1] = alpha3[3 * i + 2] = work.alpha[i]!;
  const [rgb, alphaRgb] = await Promise.all([
    alignedCrop(composite, { ...rect, fill: background === 'white' ? '#ffffff' : 'copy' }),
    alignedCrop({ ...work.rgb, data: alpha3 }, { ...rect, fill: '#000000' }),
  ]);
  const alpha = Buffer.alloc(spec.widthPx * spec.heightPx);
  for (let i = 0; i < alpha.length; i++) alpha[i] = alphaRgb.data[3 * i]!;
  if (background === 'white') {
    const f = faceFrame(work.face);
    const at = (p: Point): Point => [(p[0] - s.left) * s.zoom, (p[1] - s.top) * s.zoom];
    const seed = at([f.eyes[0] + f.centre, (f.eyes[1] + work.face.chin[1]) / 2]);
    const mouth = at([0, f.eyes[1] + 0.5 * (work.face.chin[1] - f.eyes[1])])[1];
    clearFloating(rgb, alpha, seed, mouth);
  }
  const face = (await detectFaces(rgb)).faces[0];
  const visible = background === 'white' ? shown(rgb, alpha) : alpha;
  if (!face) return { rgb, alpha, face, seen: { headHeightMm: NaN } as Seen };
  const seen: Seen = {
    ...measureFinal(face, visible, rgb, spec, background === 'white', 1 / (s.zoom * work.scale)),
    faceGaps: background === 'white' ? faceGaps(alpha, rgb, face) : 0,
  };
  // Over white, old background left anywhere on the outline (beside the neck, on a shoulder) counts against
  // the outline too: its pixels (residue.ts) against the top's lump.
  if (background === 'white')
    seen.outlineBump = Math.max(
      seen.outlineBump,
      rimResidue(work, rgb, ink(rgb), alpha, (face.eyeLeft[1] + face.eyeRight[1]) / 2),
    );
  return { rgb, alpha, face, seen };
}

/**
 * Every figure from the finished photo: chin and eyes from its own mesh, the crown from its matte's top edge, the
 * teeth from the pixels inside the lips. `sourceScale` is the source pixels behind each output pixel.
 */
function measureFinal(
  face: Face,
  alpha: Uint8Array,
  rgb: Rgb,
  spec: IdStandard,
  onWhite: boolean,
  sourceScale: number,
): Omit<Seen, 'faceGaps'> {
  const pxPerMm = spec.heightPx / spec.heightMm;
  const { frame: f, cx, x0, x1, wx0, wx1 } = headColumns(face);
  const hair = matteTop(alpha, spec.widthPx, x0, x1, f.eyes[1]);
  const whole = matteTop(alpha, spec.widthPx, wx0, wx1, f.eyes[1]);
  const crownY = crownOf(spec, hair < 0 ? face.crown[1] : hair, face.crown[1], face.chin[1]);
  const mm = (px: number) => r1(px / pxPerMm);
  const top = hair < 0 ? face.crown[1] : hair;
  const headTop = whole < 0 ? top : Math.min(whole, top);
  // Over white, anything that shows on the print counts, however faint: the ruler meets it. Below the eyes only
  // the face outline and the ears, and a hand beside them (sides.ts).
  const rows = { top: headTop, eyes: f.eyes[1], mouth: mouthRow(face) };
  rows.eyes -= BROWS * (face.chin[1] - f.eyes[1]);
  const [left, right] = onWhite
    ? sidesOnWhite(rgb, alpha, face, rows)
    : headExtent(alpha, rgb, face, cx, rows);
  return {
    headHeightMm: mm(face.chin[1] - crownY),
    topGapMm: mm(crownY),
    eyeFromBottomMm: mm(spec.heightPx - f.eyes[1]),
    centreOffsetMm: mm(cx - spec.widthPx / 2),
    widthPx: spec.widthPx,
    heightPx: spec.heightPx,
    widthMm: spec.widthMm,
    heightMm: spec.heightMm,
    headWithoutHairMm: mm(face.chin[1] - Math.max(face.crown[1], crownY)),
    sideMarginMm: mm(Math.min(left, spec.widthPx - 1 - right)),
    mouthOpen: Math.max(mouthOpen(face), gapShown(rgb, face)),
    teeth: teethShown(rgb, face),
    lipStrip: Math.round(stripShown(rgb, face)),
    headTopMm: mm(headTop),
    // The crown's columns in the matte, and over white the whole top outline as printed.
    outlineBump: Math.max(
      outlineBump(alpha, spec.widthPx, cx, 0.5 * (x1 - x0), f.eyes[1], 0.5 * pxPerMm),
      onWhite ? wholeOutlineBump(ink(rgb), spec.widthPx, face, f.eyes[1], 0.5 * pxPerMm) : 0,
    ),
    sourceScale: Math.round(sourceScale * 100) / 100,
    yaw: Math.round(face.pose.yaw),
    pitch: Math.round(face.pose.pitch),
  };
}

/**
 * The head's extent on a finished photo over white: whatever shows down to the eyes, then face and ears (and a
 * hand beside them, in the matte that shows).
 */
function sidesOnWhite(
  rgb: Rgb,
  shown: Uint8Array,
  face: Face,
  rows: { top: number; eyes: number; mouth: number },
) {
  const [l1, r1] = inkSides(rgb, rows.top, rows.eyes);
  const [l2, r2] = belowBrows(rgb, shown, face, rows.eyes, rows.mouth, GAP_ON_PRINT);
  return [Math.min(l1, l2), Math.max(r1, r2)] as const;
}
