// The composition: the scale and placement that put the measured head in the standard's bands, moved off the
// face's mid-line only as far as the centring rule allows, and held so the body reaches the bottom edge.
import { ImagingError } from '../errors';
import { SIDE_MARGIN_MM, WHOLE_HEAD_MM } from '../id-rules';
import type { IdBackground, IdStandard } from '../../contracts';
import { crownOf, type Head } from './head';
import type { Work } from './work-crop';

const mid = (b: readonly [number, number]) => (b[0] + b[1]) / 2;

/** Kept inside each band edge so measurement noise (about ±0.3 mm) cannot push a result out. */
const BAND_MARGIN_MM = 0.7;
/** How far the frame may move off the face's mid-line to balance the side margins (the rule allows 2 mm). */
export const CENTRE_SHIFT_MM = 1.2;

export interface Solved {
  zoom: number;
  left: number;
  top: number;
  targetMm: number;
  /** Work pixels the frame may move up (head lower in it) and stay within the spec. */
  slack: number;
  /** The hair over the head would be cut by the top edge, however low the spec lets the head sit. */
  cut: boolean;
}

/** Scale and placement from the measured crown and chin: the head mid-band, then the spec's vertical rule. */
function solve(work: Work, head: Head, spec: IdStandard, larger = 0): Solved {
  const { pxPerMm } = work;
  const crownY = crownOf(spec, head.hairY, head.skullY, head.chinY);
  const measured = head.chinY - crownY;
  const [lo, hi] = spec.headMm;
  const high = hi - BAND_MARGIN_MM;
  // Light hair fades into the white: where its top is faint, someone measuring may start at the first hair they
  // see clearly. The head is sized so that both readings of the crown stay in the band (a faint part up to a
  // twentieth of the head counts).
  const faint = crownY === head.hairY ? Math.min(head.faintHair, 0.05 * measured) : 0;
  const low = Math.min(high, (lo + BAND_MARGIN_MM) * (measured / (measured - faint)));
  const targetMm = Math.min(high, Math.max(low, mid(spec.headMm) + larger));
  const zoom = (targetMm * pxPerMm) / measured; // output px per work px
  const crownOut = spec.eyeFromBottomMm
    ? Math.max(pxPerMm, (spec.heightMm - mid(spec.eyeFromBottomMm)) * pxPerMm - (head.eyesY - crownY) * zoom)
    : mid(spec.topGapMm ?? [4, 4]) * pxPerMm;
  // How far the head may sit lower in the frame and stay in band (more top gap, or the eyes nearer the bottom):
  // used when the photo ends too soon under the shoulders.
  const lower = spec.eyeFromBottomMm
    ? (mid(spec.eyeFromBottomMm) - spec.eyeFromBottomMm[0] - BAND_MARGIN_MM) * pxPerMm
    : ((spec.topGapMm?.[1] ?? 4) - BAND_MARGIN_MM) * pxPerMm - crownOut;
  // Centred on the face's mid-line; a head wider on one side (an ear, a turn) that comes too near one edge
  // moves over, as far as the other side allows and at most CENTRE_SHIFT_MM (the 'centred' rule is 2 mm).
  const width = spec.widthPx / zoom;
  const centred = head.cx - width / 2;
  const need = ((SIDE_MARGIN_MM + 0.3) * pxPerMm) / zoom;
  const mL = head.left - centred;
  const mR = centred + width - 1 - head.right;
  const lean =
    mL < need && mR > need
      ? -Math.min(need - mL, mR - need)
      : mR < need && mL > need
        ? Math.min(need - mR, mL - need)
        : 0;
  const most = (CENTRE_SHIFT_MM * pxPerMm) / zoom;
  // The whole head in the frame: hair standing above the counted crown (a bun, volume) keeps clear of the top
  // edge, the head sitting lower as far as the spec allows.
  const top = crownY - crownOut / zoom;
  const slack = Math.max(0, lower) / zoom;
  const lift = Math.max(0, top - (head.topY - ((WHOLE_HEAD_MM + 0.3) * pxPerMm) / zoom));
  return {
    zoom,
    left: centred + Math.max(-most, Math.min(most, lean)),
    top: top - Math.min(lift, slack),
    targetMm,
    slack: Math.max(0, slack - lift),
    cut: lift > slack,
  };
}

/**
 * A floating head (the photo ends under the chin) is not an ID photo: the body must reach the bottom edge. When
 * it falls short, the head moves down in the frame as far as the spec allows; beyond that the photo is refused.
 */
function fitShoulders(work: Work, s: Solved, spec: IdStandard, background: IdBackground): Solved | null {
  const { rgb, outside, alpha } = work;
  const from = Math.round(s.left + (spec.widthPx / s.zoom) * 0.2);
  const to = Math.round(s.left + (spec.widthPx / s.zoom) * 0.8);
  const first = Math.max(0, Math.round(s.left));
  const last = Math.min(rgb.width - 1, Math.round(s.left + spec.widthPx / s.zoom) - 1);
  // On white, padding under the background beside the shoulders is invisible; padding under the person is a
  // cut body. Kept backgrounds show any padding, so there the whole middle must be real photo.
  const covered = (bottom: number) => {
    if (bottom >= rgb.height) return false;
    for (let x = first; x <= last; x++) {
      if (!outside[bottom * rgb.width + x]) continue;
      if (background === 'keep' && x >= from && x <= to) return false;
      let y = bottom;
      while (y > 0 && outside[y * rgb.width + x]) y--;
      if (alpha[y * rgb.width + x]! >= 128) return false;
    }
    return true;
  };
  const bottom = Math.round(s.top + spec.heightPx / s.zoom) - 1;
  let up = 0;
  while (!covered(bottom - up)) if (++up > s.slack) return null;
  const fitted = { ...s, top: s.top - up, slack: s.slack - up };
  // Keeping the real background needs real background above the head: padding would show as smeared edges.
  if (background === 'keep') {
    const top = Math.round(fitted.top);
    for (let x = from; x <= to; x++)
      if (top < 0 || outside[top * rgb.width + x]) throw new ImagingError('head_near_edge');
  }
  return fitted;
}

/**
 * The frame moved sideways so a face measured `offsetMm` off centre stands CENTRE_SHIFT_MM off it at most.
 * A kept background must not show padding at the new sides; then the frame stays (null).
 */
export function recentre(
  work: Work,
  s: Solved,
  offsetMm: number,
  spec: IdStandard,
  background: IdBackground,
): Solved | null {
  const excess = offsetMm - Math.sign(offsetMm) * CENTRE_SHIFT_MM;
  const left = s.left + (excess * work.pxPerMm) / s.zoom;
  if (background === 'keep') {
    const { width: w } = work.rgb;
    const x0 = Math.round(left);
    const x1 = Math.round(left + spec.widthPx / s.zoom) - 1;
    for (const y of [Math.round(s.top), Math.round(s.top + spec.heightPx / s.zoom) - 1])
      for (const x of [x0, x1])
        if (x < 0 || x >= w || y < 0 || y >= work.rgb.height || work.outside[y * w + x]) return null;
  }
  return { ...s, left };
}

/** The narrower side margin (mm) the frame leaves the head; measurement noise kept off with 0.3 mm. */
function sideMargin(work: Work, head: Head, s: Solved, spec: IdStandard) {
  const right = s.left + spec.widthPx / s.zoom - 1;
  return (Math.min(head.left - s.left, right - head.right) * s.zoom) / work.pxPerMm - 0.3;
}

/**
 * The solved frame. The head is sized mid-band; when its hair or ears would touch a side edge, or its hair the
 * top edge, it is made smaller within the band, and when the photo ends too soon under the shoulders larger (as
 * a studio would). If no size in the band clears the sides, the size nearest mid-band is kept (shrinking to the
 * band's edge would only trade the side rule for the head rule) and the side rule fails; if none keeps the hair
 * inside the frame, the photo is refused (a bun too tall for the document).
 */
export function frame(work: Work, head: Head, spec: IdStandard, background: IdBackground): Solved {
  const room = spec.headMm[1] - mid(spec.headMm);
  const sizes: number[] = [];
  for (let d = 0; d <= room; d += 0.5) sizes.push(-d);
  for (let d = 0.5; d <= room; d += 0.5) sizes.push(d);
  let first: Solved | undefined;
  let whole = false;
  for (const larger of sizes) {
    const solved = solve(work, head, spec, larger);
    if (solved.cut) continue;
    whole = true;
    const fitted = fitShoulders(work, solved, spec, background);
    if (!fitted) continue;
    if (sideMargin(work, head, fitted, spec) >= SIDE_MARGIN_MM) return fitted;
    first ??= fitted;
  }
  if (first) return first;
  throw new ImagingError(whole ? 'shoulders_missing' : 'hair_too_tall');
}
