// Full-resolution person matte for ID photos. The selfie model sees 256², so its edge is stair-stepped, misses
// fine light hair and keeps specks of busy backgrounds. Here the model's alpha is upsampled, refined with a
// guided filter on the photo itself (the edge follows the real hair outline), limited to the person's connected
// region, and composited with colour decontamination (the old background's colour is taken out of the
// semi-transparent hair pixels, so no grey or coloured fringe remains on white).
import sharp from 'sharp';
import { keepMainRegions, segmentRaw } from './background';
import type { Rgb } from './input';

/**
 * Mean over a (2r+1)² window, clamped at the borders; O(n) with running sums. Both passes walk memory in row
 * order (the vertical pass keeps one running sum per column), which on a megapixel is several times faster
 * than walking down columns.
 */
export function boxMean(
  src: Float32Array,
  w: number,
  h: number,
  r: number,
  out: Float32Array = new Float32Array(w * h),
  tmp: Float32Array = new Float32Array(w * h),
): Float32Array {
  // 1 / (number of pixels in the clamped window) along each axis.
  const invX = new Float32Array(w);
  for (let x = 0; x < w; x++) invX[x] = 1 / (Math.min(w - 1, x + r) - Math.max(0, x - r) + 1);
  const invY = new Float32Array(h);
  for (let y = 0; y < h; y++) invY[y] = 1 / (Math.min(h - 1, y + r) - Math.max(0, y - r) + 1);
  // Along x, the window gains x + r while that is in the row and loses x − r − 1 once that is: three ranges
  // without a branch per pixel.
  const gainsUntil = Math.max(1, w - r);
  const losesFrom = Math.min(w, r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, w - 1); x++) sum += src[row + x]!;
    tmp[row] = sum * invX[0]!;
    let x = 1;
    for (; x < Math.min(losesFrom, gainsUntil); x++) {
      sum += src[row + x + r]!;
      tmp[row + x] = sum * invX[x]!;
    }
    for (; x < gainsUntil; x++) {
      sum += src[row + x + r]! - src[row + x - r - 1]!;
      tmp[row + x] = sum * invX[x]!;
    }
    for (; x < losesFrom; x++) tmp[row + x] = sum * invX[x]!;
    for (; x < w; x++) {
      sum -= src[row + x - r - 1]!;
      tmp[row + x] = sum * invX[x]!;
    }
  }
  const acc = new Float64Array(w);
  for (let y = 0; y <= Math.min(r, h - 1); y++) for (let x = 0; x < w; x++) acc[x]! += tmp[y * w + x]!;
  for (let y = 0; y < h; y++) {
    const add = y > 0 && y + r < h ? (y + r) * w : -1;
    const drop = y - r - 1 >= 0 ? (y - r - 1) * w : -1;
    if (add >= 0 && drop >= 0) for (let x = 0; x < w; x++) acc[x]! += tmp[add + x]! - tmp[drop + x]!;
    else if (add >= 0) for (let x = 0; x < w; x++) acc[x]! += tmp[add + x]!;
    else if (drop >= 0) for (let x = 0; x < w; x++) acc[x]! -= tmp[drop + x]!;
    const row = y * w;
    const k = invY[y]!;
    for (let x = 0; x < w; x++) out[row + x] = acc[x]! * k;
  }
  return out;
}

/**
 * 1 where some pixel of the 0/1 `mask` lies within the (2·reach+1)² window (clamped at the borders): a
 * dilation, counted with integer running sums in both directions.
 */
export function nearAny(mask: Uint8Array, w: number, h: number, reach: number): Uint8Array {
  // Along x, the window gains x + reach while in the row and loses x − reach − 1 once in it: four ranges, no
  // bounds test per pixel (about eight times a photo).
  const across = new Uint8Array(w * h);
  const gainsUntil = Math.max(0, w - reach);
  const losesFrom = Math.min(w, reach + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let count = 0;
    for (let x = 0; x < Math.min(reach, w); x++) count += mask[row + x]!;
    let x = 0;
    for (; x < Math.min(gainsUntil, losesFrom); x++)
      across[row + x] = (count += mask[row + x + reach]!) > 0 ? 1 : 0;
    for (; x < gainsUntil; x++)
      across[row + x] = (count += mask[row + x + reach]! - mask[row + x - reach - 1]!) > 0 ? 1 : 0;
    for (; x < losesFrom; x++) across[row + x] = count > 0 ? 1 : 0;
    for (; x < w; x++) across[row + x] = (count -= mask[row + x - reach - 1]!) > 0 ? 1 : 0;
  }
  const out = new Uint8Array(w * h);
  const count = new Int32Array(w);
  for (let y = 0; y < Math.min(reach, h); y++) for (let x = 0; x < w; x++) count[x]! += across[y * w + x]!;
  for (let y = 0; y < h; y++) {
    const add = y + reach < h ? (y + reach) * w : -1;
    const drop = y - reach - 1 >= 0 ? (y - reach - 1) * w : -1;
    if (add >= 0) for (let x = 0; x < w; x++) count[x]! += across[add + x]!;
    if (drop >= 0) for (let x = 0; x < w; x++) count[x]! -= across[drop + x]!;
    const row = y * w;
    for (let x = 0; x < w; x++) out[row + x] = count[x]! > 0 ? 1 : 0;
  }
  return out;
}

/**
 * He et al.'s guided filter (grey guide): the output is locally a linear function of the guide, so a blurry
 * input alpha snaps to the photo's own edges. `guide` and `p` in 0-1; eps sets how strong an edge must be.
 */
export function guidedFilter(
  guide: Float32Array,
  p: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
) {
  const n = w * h;
  const ip = new Float32Array(n);
  const ii = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ip[i] = guide[i]! * p[i]!;
    ii[i] = guide[i]! * guide[i]!;
  }
  // One scratch buffer for every pass, and later passes write into buffers done with (a megapixel float
  // array is 4 MB: fewer of them is less garbage to collect).
  const tmp = new Float32Array(n);
  const mI = boxMean(guide, w, h, r, undefined, tmp);
  const mP = boxMean(p, w, h, r, undefined, tmp);
  const mIP = boxMean(ip, w, h, r, undefined, tmp);
  const mII = boxMean(ii, w, h, r, undefined, tmp);
  const a = ip; // reuse buffers: a and b replace ip and ii
  const b = ii;
  for (let i = 0; i < n; i++) {
    const varI = mII[i]! - mI[i]! * mI[i]!;
    a[i] = (mIP[i]! - mI[i]! * mP[i]!) / (varI + eps);
    b[i] = mP[i]! - a[i]! * mI[i]!;
  }
  const mA = boxMean(a, w, h, r, mIP, tmp);
  const mB = boxMean(b, w, h, r, mII, tmp);
  const q = mA;
  for (let i = 0; i < n; i++) q[i] = mA[i]! * guide[i]! + mB[i]!;
  return q;
}

/**
 * Zeroes every pixel not within `reach` px of the solid region (alpha ≥ `solid`) connected to `seed`: specks and
 * blobs of the old background the model or the filter let through, however large, are not the person.
 */
export function keepConnected(
  alpha: Uint8Array,
  w: number,
  h: number,
  seed: [number, number],
  reach: number,
  solid = 128,
) {
  const inside = new Uint8Array(w * h);
  let start = Math.round(seed[1]) * w + Math.round(seed[0]);
  if (!(alpha[start]! >= solid)) {
    // The seed (face centre) should be solid; if not, take the nearest solid pixel on its row.
    let found = -1;
    const row = Math.round(seed[1]) * w;
    for (let d = 1; d < w && found < 0; d++)
      for (const x of [Math.round(seed[0]) - d, Math.round(seed[0]) + d])
        if (x >= 0 && x < w && alpha[row + x]! >= solid) found = row + x;
    if (found < 0) return alpha;
    start = found;
  }
  const stack = new Int32Array(w * h);
  let top = 0;
  stack[top++] = start;
  inside[start] = 1;
  const visit = (q: number) => {
    if (inside[q] || alpha[q]! < solid) return;
    inside[q] = 1;
    stack[top++] = q;
  };
  while (top) {
    const p = stack[--top]!;
    const x = p % w;
    if (p >= w) visit(p - w);
    if (p < w * (h - 1)) visit(p + w);
    if (x > 0) visit(p - 1);
    if (x < w - 1) visit(p + 1);
  }
  // The soft rim (alpha < 128) of the kept region survives if it lies within `reach` of it.
  const near = nearAny(inside, w, h, reach);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = near[i] ? alpha[i]! : 0;
  return out;
}

/** Alpha from which a pixel shows on white (about 10 levels off the backdrop at a mid-grey colour). */
export const VISIBLE_ALPHA = 48;

/**
 * Keeps only the mask components connected to the person and drops detached blobs of the old background: specks
 * above and beside the hair that the colour pass left. Connection counts only through pixels that show
 * (alpha ≥ VISIBLE_ALPHA): a blob joined to the hair by a faint, invisible bridge looks detached on white, so it
 * goes. The person's own faint rim survives within 1 px of what is kept.
 */
export function dropDetached(alpha: Uint8Array, w: number, h: number, seed: [number, number]) {
  return keepConnected(keepConnected(alpha, w, h, seed, 2), w, h, seed, 1, VISIBLE_ALPHA);
}

export interface Matte {
  /** 0-255 per pixel at the image's size. */
  alpha: Uint8Array;
  /** The old background's and the person's colour near each pixel (RGB, −1 where unknown), for the edge. */
  back: Float32Array;
  fore: Float32Array;
  width: number;
  height: number;
}

const blurRaw = (data: Buffer, w: number, h: number, channels: 1 | 3, sigma: number) => {
  const img = sharp(data, { raw: { width: w, height: h, channels } }).blur(sigma);
  return (channels === 1 ? img.extractChannel(0) : img).raw().toBuffer();
};

/** Local mean colour of the pixels where `pick` holds (a blurred, weighted average), with its weight. */
async function localMean(rgb: Rgb, pick: (i: number) => boolean, sigma: number) {
  const { width: w, height: h } = rgb;
  const weight = Buffer.alloc(w * h);
  const masked = Buffer.alloc(w * h * 3);
  for (let i = 0, j = 0; i < weight.length; i++, j += 3)
    if (pick(i)) {
      weight[i] = 255;
      masked[j] = rgb.data[j]!;
      masked[j + 1] = rgb.data[j + 1]!;
      masked[j + 2] = rgb.data[j + 2]!;
    }
  const [sum, wsum] = await Promise.all([blurRaw(masked, w, h, 3, sigma), blurRaw(weight, w, h, 1, sigma)]);
  const mean = new Float32Array(w * h * 3);
  for (let i = 0, j = 0; i < weight.length; i++, j += 3) {
    const k = wsum[i]! > 2 ? 255 / wsum[i]! : -1;
    for (let c = 0; c < 3; c++) mean[j + c] = k > 0 ? sum[j + c]! * k : -1; // -1: no such pixel nearby
  }
  return mean;
}

/**
 * The person's matte at the image's own resolution. `seed` is a point surely on the person (the face centre);
 * `outside` marks pixels that are padding beyond the source photo (never the person). With `cutHaze` (the
 * portraits; an ID photo's outline checks judge its own crown), a half-sure haze with no solid person nearby is
 * cut tight too.
 */
export async function personMatte(
  photo: Rgb,
  seed: [number, number],
  outside?: Uint8Array,
  cutHaze = false,
): Promise<Matte> {
  const { width: w, height: h } = photo;
  const n = w * h;
  const raw = await segmentRaw(photo);
  let rgb = photo;
  if (outside?.includes(1)) {
    // The model reads whatever fills the padding beyond the photo. Repeated edge pixels (streaks over the head)
    // and white (a bright wedge beside a dark wall) each make it join some background to the hair, in different
    // places: the person is what both readings call person. The refinement below sees white padding: the
    // photo's edge is then an edge, and a head cut by it stays solid up to it (how a cut is recognised).
    const white = Buffer.from(photo.data);
    for (let i = 0; i < n; i++) if (outside[i]) white[3 * i] = white[3 * i + 1] = white[3 * i + 2] = 255;
    rgb = { ...photo, data: white };
    const other = await segmentRaw(rgb);
    for (let i = 0; i < raw.values.length; i++) raw.values[i] = Math.min(raw.values[i]!, other.values[i]!);
  }
  const coarse = keepMainRegions(raw.values, raw.width, raw.height);
  const up = await sharp(Buffer.from(coarse), { raw: { width: raw.width, height: raw.height, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0) // sharp may widen a one-channel image to sRGB on the way
    .raw()
    .toBuffer();
  const grey = new Float32Array(n);
  const p = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    grey[i] = (0.299 * rgb.data[j]! + 0.587 * rgb.data[j + 1]! + 0.114 * rgb.data[j + 2]!) / 255;
    p[i] = up[i]! / 255;
  }
  // The radius spans one model pixel and a half, so the staircase is replaced by the photo's own edge.
  const step = Math.max(w / raw.width, h / raw.height);
  const r = Math.max(3, Math.round(step * 1.5));
  const q = guidedFilter(grey, p, w, h, r, 2e-3);
  let alpha: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    // A gentle contrast stretch: faint filter tails in the background (below 0.12) become 0, the body 1.
    const v = (q[i]! - 0.12) / 0.76;
    alpha[i] = outside?.[i] ? 0 : Math.round(255 * Math.min(1, Math.max(0, v)));
  }
  alpha = Uint8Array.from(keepConnected(alpha, w, h, seed, Math.max(2, Math.round(step))));

  // The edge band: soft pixels, and solid ones within r of the background (the model's rim often holds a few
  // pixels of old background it calls person). There alpha is re-estimated from colour: with the local
  // foreground F (solid interior) and background B (clear background) colours, a = (I−B)·(F−B) / |F−B|².
  const clear = new Uint8Array(n);
  for (let i = 0; i < n; i++) clear[i] = alpha[i]! < 128 ? 1 : 0;
  const nearBack = nearAny(clear, w, h, r);
  const band = (i: number) => alpha[i]! > 0 && (alpha[i]! < 250 || nearBack[i] === 1);
  const sigma = Math.max(3, 2 * r);
  const [fore, back] = await Promise.all([
    localMean(rgb, (i) => alpha[i]! >= 250 && !band(i), sigma),
    localMean(rgb, (i) => alpha[i]! <= 12, sigma),
  ]);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    if (!band(i)) continue;
    // Without colour contrast, a tighter cut of the guided alpha: its soft tail there is mostly old background.
    // So too with no solid person nearby (the model half sure of hair before a bright neon tube): its colour
    // cannot be unmixed there, and at half strength it showed as a grey lump with the tube's colour in it.
    const tight = Math.min(1, Math.max(0, (alpha[i]! / 255 - 0.5) / 0.4));
    if (fore[j]! < 0 && cutHaze) alpha[i] = Math.round(255 * tight);
    if (fore[j]! < 0 || back[j]! < 0) continue;
    let dot = 0;
    let den = 0;
    for (let c = 0; c < 3; c++) {
      const d = fore[j + c]! - back[j + c]!;
      dot += (rgb.data[j + c]! - back[j + c]!) * d;
      den += d * d;
    }
    // Trust colour only where foreground and background differ clearly (dark hair on a dark wall: keep the
    // guided alpha).
    const trust = Math.min(1, Math.max(0, (Math.sqrt(den) - 25) / 50));
    const byColour = den > 0 ? Math.min(1, Math.max(0, dot / den)) : 0;
    alpha[i] = Math.round(255 * (trust * byColour + (1 - trust) * tight));
  }
  alpha = dropDetached(alpha, w, h, seed);
  return { alpha, back, fore, width: w, height: h };
}

/**
 * The person's own colour at edge pixel i (alpha strictly between 0 and 1, background known), written into `f`:
 * F = (I − (1−a)·B) / a, minus any shift still pointing towards the old background (spill: blue curtain in white
 * hair), tinted like the person's colour nearby.
 */
function edgeColour(rgb: Rgb, matte: Matte, i: number, f: number[]) {
  const { back, fore } = matte;
  const a = matte.alpha[i]! / 255;
  const j = 3 * i;
  for (let c = 0; c < 3; c++) f[c] = (rgb.data[j + c]! - (1 - a) * back[j + c]!) / a;
  if (fore[j]! < 0) return;
  let t = 0;
  let len = 0;
  for (let c = 0; c < 3; c++) {
    const d = back[j + c]! - fore[j + c]!;
    t += (f[c]! - fore[j + c]!) * d;
    len += d * d;
  }
  if (t > 0 && len > 0) for (let c = 0; c < 3; c++) f[c]! -= (t / len) * (back[j + c]! - fore[j + c]!);
  // An edge pixel takes its tint from the person's colour nearby, not its own: a light strand over a blue
  // curtain keeps its brightness but not the curtain's hue.
  const own = (f[0]! + f[1]! + f[2]!) / 3;
  const near = (fore[j]! + fore[j + 1]! + fore[j + 2]!) / 3;
  for (let c = 0; c < 3; c++) f[c] = own + (fore[j + c]! - near);
}

/**
 * Composites the person over a flat colour, or over a backdrop image of the same size (RGB), removing the old
 * background from the semi-transparent edge: with I = a·F + (1−a)·B, the result a·F + (1−a)·C equals
 * I + (1−a)·(C − B), B being the matte's local background.
 */
export function compositeDecontaminated(
  rgb: Rgb,
  matte: Matte,
  backdrop: [number, number, number] | Buffer,
): Rgb {
  const { alpha, back } = matte;
  const out = Buffer.alloc(rgb.data.length);
  const f = [0, 0, 0];
  // A flat colour is set once; a backdrop image gives each pixel its own.
  const image = Buffer.isBuffer(backdrop) ? backdrop : null;
  const color = image ? [0, 0, 0] : [...(backdrop as [number, number, number])];
  for (let i = 0, j = 0; i < alpha.length; i++, j += 3) {
    const a = alpha[i]! / 255;
    if (image) for (let c = 0; c < 3; c++) color[c] = image[j + c]!;
    if (a === 0 || a === 1 || back[j]! < 0) {
      for (let c = 0; c < 3; c++) out[j + c] = a === 0 ? color[c]! : rgb.data[j + c]!;
      continue;
    }
    edgeColour(rgb, matte, i, f);
    for (let c = 0; c < 3; c++) out[j + c] = Math.max(0, Math.min(255, a * f[c]! + (1 - a) * color[c]!));
  }
  return { data: out, width: rgb.width, height: rgb.height, channels: 3 };
}

/**
 * The top edge of the matte over the head: for each column in [x0, x1], the first row whose alpha reaches
 * `level`; the highest such row. -1 when no column has any.
 */
export function matteTop(alpha: Uint8Array, w: number, x0: number, x1: number, yMax: number, level = 128) {
  let top = -1;
  for (let x = Math.max(0, Math.round(x0)); x <= Math.min(w - 1, Math.round(x1)); x++)
    for (let y = 0; y <= yMax && (top < 0 || y < top); y++)
      if (alpha[y * w + x]! >= level) {
        top = y;
        break;
      }
  return top;
}
