// The head's top outline against a smooth dome: a lump standing above it is old background left on the hair, or
// something worn on the head (a flower crown, a hat, a large clip). Either way no document takes the photo.
// The sides of the head and the shoulders have no smooth shape to hold the outline to (hair ends, the neck,
// the shoulders' slope); there old background left on the outline shows as a patch in a hue the old
// background has and the person does not (residue.ts).
import type { Face } from '../faces';
import { matteTop } from '../matting';
import { outlineSpan } from './head';

/** y = a·x² + b·x + c by least squares, refitted twice without the points the fit misses worst. */
export function domeFit(xs: number[], ys: number[]) {
  let keep = xs.map((_, i) => i);
  let coef = [0, 0, 0];
  for (let round = 0; round < 3 && keep.length >= 3; round++) {
    // Normal equations for [a, b, c].
    const S = Array.from({ length: 3 }, () => [0, 0, 0, 0]);
    for (const i of keep) {
      const v = [xs[i]! * xs[i]!, xs[i]!, 1];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) S[r]![c]! += v[r]! * v[c]!;
        S[r]![3]! += v[r]! * ys[i]!;
      }
    }
    for (let c = 0; c < 3; c++)
      for (let r = c + 1; r < 3; r++) {
        const f = S[r]![c]! / S[c]![c]!;
        for (let k = c; k < 4; k++) S[r]![k]! -= f * S[c]![k]!;
      }
    coef = [0, 0, 0];
    for (let r = 2; r >= 0; r--) {
      let v = S[r]![3]!;
      for (let k = r + 1; k < 3; k++) v -= S[r]![k]! * coef[k]!;
      coef[r] = v / S[r]![r]!;
    }
    const res = keep.map((i) => Math.abs(ys[i]! - (coef[0]! * xs[i]! ** 2 + coef[1]! * xs[i]! + coef[2]!)));
    const cut = [...res].sort((p, q) => p - q)[Math.floor(0.8 * res.length)]!;
    keep = keep.filter((_, k) => res[k]! <= cut);
  }
  return (x: number) => coef[0]! * x * x + coef[1]! * x + coef[2]!;
}

/**
 * Pixel-rows of the matte's top outline (columns cx ± span, above row yMax) standing more than `tolerance`
 * pixels above the dome fitted to it.
 */
export function outlineBump(
  alpha: Uint8Array,
  w: number,
  cx: number,
  span: number,
  yMax: number,
  tolerance: number,
) {
  const cols: number[] = [];
  const tops: number[] = [];
  for (let x = Math.max(0, Math.round(cx - span)); x <= Math.min(w - 1, Math.round(cx + span)); x++) {
    const top = matteTop(alpha, w, x, x, yMax);
    if (top < 0) continue;
    cols.push(x - cx);
    tops.push(top);
  }
  if (cols.length < 3) return 0;
  const dome = domeFit(cols, tops);
  let bump = 0;
  for (let k = 0; k < cols.length; k++) bump += Math.max(0, dome(cols[k]!) - tops[k]! - tolerance);
  return Math.round(bump);
}

/**
 * The head's whole top outline on the print: half the face outline's width either side of its middle (not the
 * face's mid-line, which a turned head moves off the skull's middle), read again a little wider (0.55 of the
 * width either side) and narrower (0.4, 0.45); the largest reading counts. Over the crown's columns alone a lump
 * of old background on the side of the crown (a wall's rim on the hair, a backlit halo) stays out of view; over
 * the half width alone a tuft edged with the pink wall at the end of the span was half in it, its dome fitted
 * through the lump (US crop: 7 against the second method's 105; the wider reading 87). The wider span alone reads
 * some lumps lower than the half width (a quiff's copy 51 where it reads 63). The narrower spans catch a lump on
 * the very top a quarter of the half width wide, which pulls the wider fits up to itself (a café's ceiling on a
 * crown: 27 → 40).
 */
export function wholeOutlineBump(shown: Uint8Array, w: number, face: Face, yMax: number, tolerance: number) {
  const span = outlineSpan(face);
  if (!span) return 0;
  const { left, right } = span;
  return Math.max(
    ...[0.4, 0.45, 0.5, 0.55].map((k) =>
      outlineBump(shown, w, (left + right) / 2, k * (right - left), yMax, tolerance),
    ),
  );
}
