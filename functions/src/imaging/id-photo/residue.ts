// Old background left on the outline of a finished photo over white: a patch between the hair and a shoulder
// that the matte took for the person (a bob over a sunlit field kept a yellow-green patch beside the neck).
// Judged by hue: a pixel of the person's rim blended into the white is paler but keeps its hue, so a rim pixel
// counts as old background where the old background shows its hue and the person shows it at no less
// saturation nowhere, or nowhere near that pixel (a bokeh's light tints hair far from a leaf of it on the crown).
import type { Rgb } from '../input';
import { nearAny } from '../matting';
import { walkRegion } from '../regions';
import { CLEARLY_OFF_WHITE } from './backdrop';
import type { Work } from './work-crop';
import { skinOf } from './sides';

const HUES = 36;
const SATS = 10;
/** Below this saturation (max - min over max) a pixel is grey or white-blended: no hue to judge by. */
const MIN_SAT = 0.12;
/**
 * Fewer levels than this between its channels, a print pixel's hue is JPEG noise however saturated it reads (a
 * charcoal shirt's 23,21,17 reads 0.26): it is not judged. The colour models keep such pixels: without them a
 * dark background's other hues gain share, and its odds grow on the person's outline.
 */
const MIN_CHROMA = 12;
/** How much likelier the old background must make a hue and saturation than the person does. */
const ODDS = 5;
/** Regions smaller than this (pixels) are the rim's own mixed pixels and JPEG specks. */
const MIN_REGION = 20;
/** A share below which a bin counts as unseen (keeps the ratio finite). */
const UNSEEN = 1e-4;
/** The print's tiles for the person's colours near a pixel, as a share of its height. */
const TILE = 0.04;
/** The rim the nearby test reads, and the band kept out of the person's own colours: a share of the height. */
const RIM = 0.02;
/** Fewer solid person pixels than this around a tile: too few to say what the person looks like there. */
const MIN_AROUND = 200;
/** A hue and saturation the person's solid inside around a pixel shows on fewer than this share is not its own. */
const RARE_NEARBY = 0.005;
/** The old background shows a hue and saturation on at least this share of its pixels. */
const BACK_SHOWS = 0.002;
/** Darker than this (brightest channel), a rim pixel's hue is noise: dark hair's edge. */
const MIN_BRIGHT = 96;
/** Hues this close to the cheeks' (in hue bins of 10°) are skin: an ear lit redder than the cheek. */
const SKIN_HUES = 2;

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

/** Share of the picked pixels per hue (smoothed over the next hues) and saturation bin; `bins` from `binOf`. */
function hueModel(bins: Int16Array, pick: (i: number) => boolean) {
  const counts = new Float32Array(HUES * SATS);
  let n = 0;
  for (let i = 0; i < bins.length; i++) {
    const k = bins[i]!;
    if (k < 0 || !pick(i)) continue;
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
  // Each pixel binned once for the three models below.
  const bins = new Int16Array(w * h);
  for (let i = 0; i < bins.length; i++) bins[i] = binOf(rgb.data, 3 * i);
  // The person's hues from the pixels `pick` keeps, each counting for itself and every paler one.
  const ownHues = (pick: (i: number) => boolean) => {
    const model = hueModel(bins, pick);
    for (let hue = 0; hue < HUES; hue++)
      for (let s = SATS - 2; s >= 0; s--) model[hue * SATS + s]! += model[hue * SATS + s + 1]!;
    return model;
  };
  const chinRow = Math.round(face.chin[1]);
  const person = ownHues((i) => !near[i]);
  const head = ownHues((i) => !near[i] && i < chinRow * w);
  const back = hueModel(bins, (i) => alpha[i]! <= 12 && !outside[i]);
  const isBackground = (data: Uint8Array | Buffer, j: number, onHead: boolean) => {
    const chroma =
      Math.max(data[j]!, data[j + 1]!, data[j + 2]!) - Math.min(data[j]!, data[j + 1]!, data[j + 2]!);
    if (chroma < MIN_CHROMA) return false;
    const k = binOf(data, j);
    const own = onHead ? head : person;
    return k >= 0 && back[k]! + UNSEEN > ODDS * (own[k]! + UNSEEN);
  };
  const skin = skinOf(rgb, face);
  const skinHue = binOf(Uint8Array.from(skin), 0);
  return { isBackground, back, skinHue: skinHue < 0 ? -1 : Math.floor(skinHue / SATS) };
}

/**
 * Rim pixels of the print in a hue the old background shows and the person's solid inside around them does not,
 * at that saturation or more (within a tile and the eight around it, RIM of the height in from the matte's
 * rim). The whole head's colours explain too much where the old background's light tints the hair: a leaf of a
 * green bokeh on the crown, while the same bokeh tints the hair green at the side.
 */
function foreignNearby(print: Rgb, matte: Uint8Array, back: Float32Array, skinHue: number) {
  const { width: w, height: h, data } = print;
  const soft = new Uint8Array(w * h);
  for (let i = 0; i < soft.length; i++) soft[i] = matte[i]! < 250 ? 1 : 0;
  const rim = nearAny(soft, w, h, Math.max(2, Math.round(RIM * h)));
  const size = Math.max(4, Math.round(TILE * h));
  const cols = Math.ceil(w / size);
  const rows = Math.ceil(h / size);
  const tileOf = (i: number) => Math.floor((i % w) / size) + cols * Math.floor(i / w / size);
  const skinNear = (hue: number) =>
    skinHue >= 0 && Math.min((hue - skinHue + HUES) % HUES, (skinHue - hue + HUES) % HUES) <= SKIN_HUES;
  // The rim pixels to judge: in a hue the old background shows, not the skin's, not dark.
  const candidates: number[] = [];
  const judged = new Uint8Array(cols * rows);
  for (let i = 0; i < rim.length; i++) {
    if (!rim[i]) continue;
    const k = binOf(data, 3 * i);
    if (k < 0 || back[k]! < BACK_SHOWS || skinNear(Math.floor(k / SATS))) continue;
    if (Math.max(data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!) < MIN_BRIGHT) continue;
    candidates.push(i, k);
    judged[tileOf(i)] = 1;
  }
  // The person's solid colours per tile, only in the tiles around those judged.
  const needed = new Uint8Array(cols * rows);
  for (let t = 0; t < judged.length; t++) {
    if (!judged[t]) continue;
    const tx = t % cols;
    const ty = (t - tx) / cols;
    for (let y = Math.max(0, ty - 1); y <= Math.min(rows - 1, ty + 1); y++)
      for (let x = Math.max(0, tx - 1); x <= Math.min(cols - 1, tx + 1); x++) needed[y * cols + x] = 1;
  }
  const tiles = new Float32Array(cols * rows * HUES * SATS);
  const solid = new Float32Array(cols * rows);
  for (let i = 0; i < rim.length; i++) {
    if (rim[i] || matte[i]! < 250) continue;
    const t = tileOf(i);
    if (!needed[t]) continue;
    solid[t]!++;
    const k = binOf(data, 3 * i);
    if (k >= 0) tiles[t * HUES * SATS + k]!++;
  }
  // Per judged tile, the pixels around it that show each hue (or a next one) at each saturation or more.
  const around = new Float32Array(tiles.length);
  const count = new Float32Array(cols * rows);
  for (let t = 0; t < judged.length; t++) {
    if (!judged[t]) continue;
    const tx = t % cols;
    const ty = (t - tx) / cols;
    const model = around.subarray(t * HUES * SATS, (t + 1) * HUES * SATS);
    for (let y = Math.max(0, ty - 1); y <= Math.min(rows - 1, ty + 1); y++)
      for (let x = Math.max(0, tx - 1); x <= Math.min(cols - 1, tx + 1); x++) {
        const u = y * cols + x;
        count[t]! += solid[u]!;
        for (let hue = 0; hue < HUES; hue++)
          for (let sat = 0; sat < SATS; sat++) {
            const n = tiles[u * HUES * SATS + hue * SATS + sat]!;
            if (!n) continue;
            for (const dh of [HUES - 1, 0, 1]) model[((hue + dh) % HUES) * SATS + sat]! += n;
          }
      }
    for (let hue = 0; hue < HUES; hue++)
      for (let sat = SATS - 2; sat >= 0; sat--) model[hue * SATS + sat]! += model[hue * SATS + sat + 1]!;
  }
  const foreign = new Uint8Array(w * h);
  for (let c = 0; c < candidates.length; c += 2) {
    const i = candidates[c]!;
    const k = candidates[c + 1]!;
    const t = tileOf(i);
    // Explained by the hue a saturation step paler too: the rim's shading and JPEG.
    const paler = k % SATS ? k - 1 : k;
    if (count[t]! >= MIN_AROUND && around[t * HUES * SATS + paler]! < RARE_NEARBY * count[t]!) foreign[i] = 1;
  }
  return foreign;
}

/** Each working crop's models, made once for the up to three cuts of one photo. */
const models = new WeakMap<Work, ReturnType<typeof hueModels>>();

/**
 * Pixels of old background on the outline of a finished photo over white: regions of pixels that show on the
 * print (`shows`) in the old background's hue (`hueModels`, `foreignNearby`), joined to the white backdrop around the person
 * (not solid person in the finished matte, `matte` < 250: not a white collar or shirt; and blank, or showing
 * only faintly), of MIN_REGION pixels or more.
 * Above `eyeRow` (the print's eye line: the hair's outline, not a collar or shoulder rising beside the neck) a
 * hue counts as the person's only if the head shows it.
 */
export function rimResidue(work: Work, print: Rgb, shows: Uint8Array, matte: Uint8Array, eyeRow: number) {
  let model = models.get(work);
  if (!model) models.set(work, (model = hueModels(work)));
  const { isBackground } = model;
  const { width: w, height: h } = print;
  const nearby = foreignNearby(print, matte, model.back, model.skinHue);
  const suspect = new Uint8Array(w * h);
  for (let i = 0; i < suspect.length; i++)
    suspect[i] = shows[i] === 255 && (nearby[i] || isBackground(print.data, 3 * i, i < eyeRow * w)) ? 1 : 0;
  // The soft rim blended into the white shows faintly: a patch behind it reaches the backdrop through it (the
  // sunlit field seen between a bob's ends, ringed by the hair's pale rim). A leaf foreign to the hair near it
  // is on the matte's soft edge itself, though a grey rim rings it.
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
        if (matte[q]! < 250 && (!shows[q] || faint(q) || nearby[q])) touches = true;
      },
    );
    if (touches && region.length >= MIN_REGION) total += region.length;
  }
  return total;
}
