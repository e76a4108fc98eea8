// Old background left on the outline of a finished photo over white: a patch between the hair and a shoulder
// that the matte took for the person (a bob over a sunlit field kept a yellow-green patch beside the neck).
// Judged by hue: a pixel of the person's rim blended into the white is paler but keeps its hue, so a rim pixel
// counts as old background only where the old background shows its hue and the person shows it at no less
// saturation nowhere.
import type { Rgb } from '../input';
import { nearAny } from '../matting';
import { walkRegion } from '../regions';
import { CLEARLY_OFF_WHITE } from './backdrop';
import type { Work } from './work-crop';

const HUES = 36;
const SATS = 10;
/** Below this saturation (max - min over max) a pixel is grey or white-blended: no hue to judge by. */
const MIN_SAT = 0.12;
/** How much likelier the old background must make a hue and saturation than the person does. */
const ODDS = 5;
/** Regions smaller than this (pixels) are the rim's own mixed pixels and JPEG specks. */
const MIN_REGION = 20;
/** A share below which a bin counts as unseen (keeps the ratio finite). */
const UNSEEN = 1e-4;

/**
 * A pixel's bin (hue × SATS + saturation tenth), or -1 below MIN_SAT. A number rather than a pair: this runs
 * for every pixel of the working crop and of the print.
 */
function binOf(data: Uint8Array | Buffer, j: number): number {
  const r = data[j]!;
  const g = data[j + 1]!;
  const b = data[j + 2]!;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === 0 || max === min) return -1;
  const d = max - min;
  const sat = d / max;
  if (sat < MIN_SAT) return -1;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = Math.min(HUES - 1, Math.floor((h / 6) * HUES));
  return hue * SATS + Math.min(SATS - 1, Math.floor(sat * SATS));
}

/** Share of the picked pixels per hue (smoothed over the next hues) and saturation bin. */
function hueModel(rgb: Rgb, pick: (i: number) => boolean) {
  const counts = new Float32Array(HUES * SATS);
  let n = 0;
  for (let i = 0; i < rgb.width * rgb.height; i++) {
    if (!pick(i)) continue;
    const k = binOf(rgb.data, 3 * i);
    if (k < 0) continue;
    n++;
    const hue = Math.floor(k / SATS);
    const satBin = k - hue * SATS;
    counts[((hue + HUES - 1) % HUES) * SATS + satBin]!++;
    counts[k]!++;
    counts[((hue + 1) % HUES) * SATS + satBin]!++;
  }
  for (let k = 0; k < counts.length; k++) counts[k] = counts[k]! / Math.max(1, 3 * n);
  return counts;
}

/**
 * Whether a finished pixel's hue is the old background's and not the person's, from the working crop: the old
 * background (matte clear, real photo) and the person's solid inside (hair, skin and clothes a twenty-fifth of
 * the face's height or more from the matte's rim, where no background blends in). The person explains a hue
 * at its own saturation and any paler one. On the hair's outline only the head's own inside (above the chin)
 * explains a hue: a navy collar's blue does not explain a blue backdrop's fringe on black hair.
 */
function hueModels(work: Work) {
  const { rgb, alpha, outside, face } = work;
  const { width: w, height: h } = rgb;
  const rim = new Uint8Array(w * h);
  for (let i = 0; i < rim.length; i++) rim[i] = alpha[i]! < 250 ? 1 : 0;
  const near = nearAny(rim, w, h, Math.max(2, Math.round(0.04 * (face.chin[1] - face.crown[1]))));
  // The person's hues from the pixels `pick` keeps, each counting for itself and every paler one.
  const ownHues = (pick: (i: number) => boolean) => {
    const model = hueModel(rgb, pick);
    for (let hue = 0; hue < HUES; hue++)
      for (let s = SATS - 2; s >= 0; s--) model[hue * SATS + s]! += model[hue * SATS + s + 1]!;
    return model;
  };
  const chinRow = Math.round(face.chin[1]);
  const person = ownHues((i) => !near[i]);
  const head = ownHues((i) => !near[i] && i < chinRow * w);
  const back = hueModel(rgb, (i) => alpha[i]! <= 12 && !outside[i]);
  return (data: Uint8Array | Buffer, j: number, onHead: boolean) => {
    const k = binOf(data, j);
    const own = onHead ? head : person;
    return k >= 0 && back[k]! + UNSEEN > ODDS * (own[k]! + UNSEEN);
  };
}

/** Each working crop's models, made once for the up to three cuts of one photo. */
const models = new WeakMap<Work, ReturnType<typeof hueModels>>();

/**
 * Pixels of old background on the outline of a finished photo over white: regions of pixels that show on the
 * print (`shows`) in the old background's hue (`hueModels`), joined to the white backdrop around the person
 * (not solid person in the finished matte, `matte` < 250: not a white collar or shirt; and blank, or showing
 * only faintly), of MIN_REGION pixels or more.
 * Above `eyeRow` (the print's eye line: the hair's outline, not a collar or shoulder rising beside the neck) a
 * hue counts as the person's only if the head shows it.
 */
export function rimResidue(work: Work, print: Rgb, shows: Uint8Array, matte: Uint8Array, eyeRow: number) {
  let isBackground = models.get(work);
  if (!isBackground) models.set(work, (isBackground = hueModels(work)));
  const { width: w, height: h } = print;
  const suspect = new Uint8Array(w * h);
  for (let i = 0; i < suspect.length; i++)
    suspect[i] = shows[i] === 255 && isBackground(print.data, 3 * i, i < eyeRow * w) ? 1 : 0;
  // The soft rim blended into the white shows faintly: a patch behind it reaches the backdrop through it (the
  // sunlit field seen between a bob's ends, ringed by the hair's pale rim).
  const faint = (q: number) =>
    255 - Math.min(print.data[3 * q]!, print.data[3 * q + 1]!, print.data[3 * q + 2]!) < CLEARLY_OFF_WHITE;
  const seen = new Uint8Array(w * h);
  let total = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !suspect[start]) continue;
    let touches = false;
    const region = walkRegion(
      w,
      h,
      start,
      (q) => suspect[q] === 1,
      seen,
      (q) => {
        if (matte[q]! < 250 && (!shows[q] || faint(q))) touches = true;
      },
    );
    if (touches && region.length >= MIN_REGION) total += region.length;
  }
  return total;
}
