// The cut-out of a person for the business presets' portrait and the stylised looks (the studio headshots are
// to share it): the ID photos' refined matte (guided filter on the photo's own edges, settled on the face
// mesh, detached blobs dropped) with the person's edge colours unmixed from the old background. The selfie
// model's alpha alone leaves lamps and shelves of a busy background on the hair and a fringe of its colour.
// Where a face-centred crop reaches past the photo, the body goes on below it in the clothes' own colour (not
// the last rows repeated, which read as streaks) and the person fades out towards the photo's other edges.
import { boxMean, compositeDecontaminated, dropDetached, nearAny, personMatte, type Matte } from './matting';
import { mapFace, type Face } from './faces';
import { alignedCropWithMap, type CropSpec } from './geometry';
import { settleHeadMatte } from './head-matte';
import type { Rgb } from './input';

export interface CutOut {
  /** The crop, the body continued below the photo's bottom edge. */
  rgb: Rgb;
  /** The refined matte. */
  matte: Matte;
  /** The crop's pixels beyond the photo, but for the body's continuation below it: never the person. */
  beyond: Uint8Array;
  /** Rows of the crop above the photo when the photo's top edge cuts the person (a hat, a bun, a crown), else 0. */
  cutTop: number;
}

/** The share of the crop's height a framing may zoom away to let a cut at the photo's top meet the frame's edge. */
export const MAX_TOP_CUT = 0.3;

/** Rows of the crop above the photo (its centre column beyond it). */
function rowsAbove(outside: Uint8Array, w: number, h: number) {
  let row = 0;
  while (row < h && outside[row * w + (w >> 1)] === 1) row++;
  return row === h ? 0 : row;
}

/** Whether the matte's person crosses row `row` over more than a sliver. */
function crossesRow(alpha: Uint8Array, w: number, row: number) {
  let person = 0;
  for (let x = 0; x < w; x++) if (alpha[row * w + x]! > 127) person++;
  return person > 0.03 * w;
}

/** How near the photo's top edge (a share of the crop's height) the person must come to be read twice. */
const NEAR_TOP = 0.06;

/** Per-column colours `mean` averaged over `reach` columns each side, among the columns the photo covers. */
function acrossColumns(mean: Float32Array, lastIn: Int32Array, reach: number) {
  const w = lastIn.length;
  const smooth = new Float32Array(3 * w);
  for (let x = 0; x < w; x++) {
    let n = 0;
    for (let k = Math.max(0, x - reach); k <= Math.min(w - 1, x + reach); k++)
      if (lastIn[k]! >= 0) {
        n++;
        for (let c = 0; c < 3; c++) smooth[3 * x + c]! += mean[3 * k + c]!;
      }
    for (let c = 0; c < 3; c++) smooth[3 * x + c]! /= Math.max(1, n);
  }
  return smooth;
}

/**
 * Splits the padding into what lies below the photo under the chin (`below`: the body goes on there) and the
 * rest (`beyond`: never the person), and fills `below` with the clothes' colour: per column the mean of the
 * photo's last rows there, smoothed across so the texture's columns do not run down as stripes.
 */
function continueBody(crop: Rgb, outside: Uint8Array, chinRow: number) {
  const { width: w, height: h, data } = crop;
  const lastIn = new Int32Array(w).fill(-1);
  for (let x = 0; x < w; x++)
    for (let y = h - 1; y >= 0; y--)
      if (!outside[y * w + x]) {
        lastIn[x] = y;
        break;
      }
  const rows = Math.max(4, Math.round(0.03 * h));
  const mean = new Float32Array(3 * w);
  for (let x = 0; x < w; x++) {
    const last = lastIn[x]!;
    if (last < 0) continue;
    let n = 0;
    for (let y = Math.max(0, last - rows + 1); y <= last; y++, n++)
      for (let c = 0; c < 3; c++) mean[3 * x + c]! += data[3 * (y * w + x) + c]!;
    for (let c = 0; c < 3; c++) mean[3 * x + c]! /= n;
  }
  // Right under the photo the fill follows its columns closely; further down it is smoothed wider, so the
  // shades of the clothes' folds do not run down to the frame's edge as bands.
  const near = acrossColumns(mean, lastIn, Math.max(2, Math.round(0.04 * w)));
  const far = acrossColumns(mean, lastIn, Math.max(2, Math.round(0.15 * w)));
  const beyond = Uint8Array.from(outside);
  const rgb = { ...crop, data: Buffer.from(data) };
  for (let x = 0; x < w; x++) {
    const last = lastIn[x]!;
    if (last < 0 || last >= h - 1 || last < chinRow) continue;
    // The photo's last rows blend into the fill, so the texture does not stop at a seam.
    for (let y = Math.max(chinRow, last - rows + 1); y < h; y++) {
      const t = Math.min(1, (y - (last - rows)) / rows);
      const s = Math.min(1, Math.max(0, (y - last) / (2 * rows)));
      const p = y * w + x;
      beyond[p] = 0;
      for (let c = 0; c < 3; c++) {
        const fill = (1 - s) * near[3 * x + c]! + s * far[3 * x + c]!;
        rgb.data[3 * p + c] = (1 - t) * rgb.data[3 * p + c]! + t * fill;
      }
    }
  }
  return { rgb, beyond };
}

/**
 * The padding `beyond` the photo within `reach` of where the photo's edge cuts the person (over half solid at
 * the edge): there the person fades out. Where they only come near an edge (hair a few rows under the top),
 * nothing fades. Rows above `fromRow` are left out (the caller frames below them).
 */
function paddingAtCuts(
  beyond: Uint8Array,
  alpha: Uint8Array,
  w: number,
  h: number,
  reach: number,
  fromRow: number,
) {
  const cut = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (beyond[i] || alpha[i]! <= 127) continue;
      const next = (x > 0 && beyond[i - 1]) || (x < w - 1 && beyond[i + 1]);
      if (next || (y > 0 && beyond[i - w]) || (y < h - 1 && beyond[i + w])) cut[i] = 1;
    }
  const near = nearAny(cut, w, h, reach);
  return beyond.map((v, i) => (v && near[i] && i >= fromRow * w ? 1 : 0));
}

/**
 * How much of the person shows near the padding at a cut, 0 at the photo's edge to 1 `reach` px in: a person
 * the photo's side edge cuts dissolves into the backdrop instead of ending in a straight line.
 */
function edgeFade(padding: Uint8Array, w: number, h: number, reach: number) {
  if (!padding.includes(1)) return null;
  const fade = boxMean(Float32Array.from(padding), w, h, reach);
  for (let i = 0; i < fade.length; i++) {
    const t = Math.max(0, 1 - 2 * fade[i]!);
    fade[i] = t * t * (3 - 2 * t);
  }
  return fade;
}

/** A point surely on the person, between the eyes and the chin: where the matte's connected person starts. */
export function personSeed(face: Face): [number, number] {
  const eyes = face.eyeRight.map((v, k) => (v + face.eyeLeft[k]!) / 2);
  return [eyes[0]!, (eyes[1]! + face.chin[1]) / 2];
}

/** The body continued below the photo, and the person's matte with `outside` as padding. */
async function readPerson(crop: Rgb, face: Face, outside: Uint8Array, seed: [number, number]) {
  const { rgb, beyond } = continueBody(crop, outside, Math.round(face.chin[1]));
  const matte = await personMatte(rgb, seed, beyond, true);
  if (settleHeadMatte(rgb, matte.alpha, face, beyond, true))
    matte.alpha = dropDetached(matte.alpha, rgb.width, rgb.height, seed);
  return { rgb, beyond, matte };
}

/** Into `into`, each pixel of `other` that is more the person's, with its edge colours. */
function unite(into: Matte, other: Matte) {
  for (let i = 0; i < into.alpha.length; i++) {
    if (other.alpha[i]! <= into.alpha[i]!) continue;
    into.alpha[i] = other.alpha[i]!;
    for (let c = 3 * i; c < 3 * i + 3; c++) {
      into.back[c] = other.back[c]!;
      into.fore[c] = other.fore[c]!;
    }
  }
}

/**
 * The person cut out of a crop around `face` (its points in the crop's pixels); `outside` marks the crop's
 * pixels beyond the photo. A person at or near the photo's top edge is read twice: with the rows above the
 * photo as white padding, and as the photo's top row repeated. Against white, a light hat's last rows (and a
 * dark crown just under the edge) read as background; with the row repeated, dark hair's corners at a cut thin
 * out. A pixel is the person's as far as either reading says; the rows above stay empty.
 */
export async function cutOutPerson(crop: Rgb, face: Face, outside: Uint8Array): Promise<CutOut> {
  const { width: w, height: h } = crop;
  const seed = personSeed(face);
  const { rgb, beyond, matte } = await readPerson(crop, face, outside, seed);
  const above = rowsAbove(outside, w, h);
  let reaches = false;
  for (let y = above; above > 0 && y < Math.min(h, above + NEAR_TOP * h) && !reaches; y++)
    reaches = crossesRow(matte.alpha, w, y);
  if (reaches) {
    const asPhoto = outside.map((v, i) => (i < above * w ? 0 : v));
    unite(matte, (await readPerson(crop, face, asPhoto, seed)).matte);
    matte.alpha.fill(0, 0, above * w);
  }
  const cutTop = above > 0 && crossesRow(matte.alpha, w, above) ? above : 0;
  return { rgb, matte, beyond, cutTop };
}

/** How much of the person shows at each pixel (0-1) as they fade out at the photo's cuts; null: all of them. */
function fadeAtCuts({ rgb, matte, beyond, cutTop }: CutOut, framedBelowTop: boolean) {
  const { width: w, height: h } = rgb;
  const reach = Math.round(0.06 * Math.min(w, h));
  return edgeFade(paddingAtCuts(beyond, matte.alpha, w, h, reach, framedBelowTop ? cutTop : 0), w, h, reach);
}

/**
 * The person over `backdrop` (RGB at the crop's size), the old background unmixed from the soft edge, faded
 * out where the photo's edge cuts them; with `framedBelowTop`, not at a top cut the caller frames below.
 */
export function composeCutOut(cut: CutOut, backdrop: Buffer, framedBelowTop = false): Rgb {
  const out = compositeDecontaminated(cut.rgb, cut.matte, backdrop);
  const fade = fadeAtCuts(cut, framedBelowTop);
  // Faded after unmixing: a fade is no edge against the old background.
  if (fade)
    for (let i = 0; i < fade.length; i++)
      for (let c = 3 * i; c < 3 * i + 3; c++)
        out.data[c] = fade[i]! * out.data[c]! + (1 - fade[i]!) * backdrop[c]!;
  return out;
}

/**
 * The person's alpha (one channel, 0-255), faded at the photo's cuts as composeCutOut fades them: for a look
 * that composites the person itself.
 */
export function cutOutAlpha(cut: CutOut, framedBelowTop = false) {
  const fade = fadeAtCuts(cut, framedBelowTop);
  const { alpha } = cut.matte;
  const data = fade ? Buffer.from(alpha.map((a, i) => Math.round(a * fade[i]!))) : Buffer.from(alpha);
  return { data, width: cut.rgb.width, height: cut.rgb.height, channels: 1 as const };
}

/** The crop `spec` of `image` around `face` (its points in `image`), and the person cut out of it. */
export async function cutOutInCrop(image: Rgb, face: Face, spec: CropSpec) {
  const { rgb: crop, map, outside } = await alignedCropWithMap(image, spec);
  const mapped = mapFace(face, map, face.pose.roll - spec.angle);
  return { crop, cut: await cutOutPerson(crop, mapped, outside) };
}
