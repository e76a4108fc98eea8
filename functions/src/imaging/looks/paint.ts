// Pixel filters the stylised looks share, on raw RGB. Each is a well-known algorithm kept small and O(pixels):
// a variance-weighted Kuwahara filter (edge-preserving smoothing, Papari et al. 2007 weighting over the classic
// four quadrants, via summed-area tables), cel shading in OKLab (Ottosson 2020), whose lightness is perceptual so
// bands fall where the eye expects them, and XDoG ink lines (Winnemöller et al. 2012).
import sharp from 'sharp';
import type { Rgb } from '../input';

const rgbOf = (data: Buffer, width: number, height: number): Rgb => ({ data, width, height, channels: 3 });

/**
 * Kuwahara smoothing: each pixel takes the quadrants' means weighted towards the flattest (lowest variance).
 * `sharpness` is the weight's (whole) exponent: 2 keeps transitions soft, 4 and up gives flat, paint-like patches.
 */
export function kuwahara(rgb: Rgb, radius: number, sharpness = 2): Rgb {
  const { width: w, height: h, data } = rgb;
  const W = w + 1;
  // Summed-area tables of R, G, B, luma and luma² (Float64: luma² sums pass 2^32).
  const sat = Array.from({ length: 5 }, () => new Float64Array(W * (h + 1)));
  const [sr, sg, sb, sl, sq] = sat as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  for (let y = 0; y < h; y++) {
    let ar = 0;
    let ag = 0;
    let ab = 0;
    let al = 0;
    let aq = 0;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      ar += r;
      ag += g;
      ab += b;
      al += l;
      aq += l * l;
      const o = (y + 1) * W + x + 1;
      sr[o] = sr[o - W]! + ar;
      sg[o] = sg[o - W]! + ag;
      sb[o] = sb[o - W]! + ab;
      sl[o] = sl[o - W]! + al;
      sq[o] = sq[o - W]! + aq;
    }
  }
  const box = (t: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    t[y1 * W + x1]! - t[y0 * W + x1]! - t[y1 * W + x0]! + t[y0 * W + x0]!;
  const out = Buffer.alloc(data.length);
  const quads = [
    [-radius, -radius, 0, 0],
    [0, -radius, radius, 0],
    [-radius, 0, 0, radius],
    [0, 0, radius, radius],
  ] as const;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let wr = 0;
      let wg = 0;
      let wb = 0;
      let wsum = 0;
      for (const [dx0, dy0, dx1, dy1] of quads) {
        const x0 = Math.max(0, x + dx0);
        const y0 = Math.max(0, y + dy0);
        const x1 = Math.min(w, x + dx1 + 1);
        const y1 = Math.min(h, y + dy1 + 1);
        const n = (x1 - x0) * (y1 - y0);
        const mean = box(sl, x0, y0, x1, y1) / n;
        const variance = Math.max(0, box(sq, x0, y0, x1, y1) / n - mean * mean);
        const base = 1 / (1 + variance * 0.05);
        let k = 1 / n;
        for (let e = 0; e < sharpness; e++) k *= base;
        wr += box(sr, x0, y0, x1, y1) * k;
        wg += box(sg, x0, y0, x1, y1) * k;
        wb += box(sb, x0, y0, x1, y1) * k;
        wsum += n * k;
      }
      const o = (y * w + x) * 3;
      out[o] = wr / wsum;
      out[o + 1] = wg / wsum;
      out[o + 2] = wb / wsum;
    }
  return rgbOf(out, w, h);
}

// sRGB ↔ linear, as tables (decode) and a function (encode).
const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const ENCODE_STEPS = 8191;
const TO_SRGB = Uint8Array.from({ length: ENCODE_STEPS + 1 }, (_, i) => {
  const c = i / ENCODE_STEPS;
  return Math.round((c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055) * 255);
});
const toSrgb = (c: number) => TO_SRGB[c <= 0 ? 0 : c >= 1 ? ENCODE_STEPS : Math.round(c * ENCODE_STEPS)]!;

export interface CelOptions {
  /** Lightness bands (cel shading); 0 keeps lightness continuous. */
  bands: number;
  /** 0-1: how hard the band steps are (1 = flat steps, 0 = continuous). */
  hardness: number;
  /** Chroma multiplier. */
  saturation: number;
  /** Added to OKLab lightness (0-1 scale) after banding. */
  lift?: number;
  /** Lightness contrast around 0.6 before banding. */
  contrast?: number;
  /** Optional per-pixel weight (0-255) of the effect, e.g. the person alpha. */
  weight?: Buffer;
}

/** Cel shading: lightness quantised into soft-edged bands and chroma scaled, in OKLab. */
export function celShade(rgb: Rgb, o: CelOptions): Rgb {
  const out = Buffer.alloc(rgb.data.length);
  const { bands, hardness, saturation, lift = 0, contrast = 1 } = o;
  for (let p = 0, i = 0; i < out.length; p++, i += 3) {
    const r = TO_LINEAR[rgb.data[i]!]!;
    const g = TO_LINEAR[rgb.data[i + 1]!]!;
    const b = TO_LINEAR[rgb.data[i + 2]!]!;
    const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    let L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
    let A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
    let B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
    L = 0.6 + (L - 0.6) * contrast;
    if (bands > 0) {
      const t = Math.max(0, Math.min(1, L)) * bands;
      const base = Math.floor(t);
      const f = t - base;
      // A smooth step inside each band: flat in the middle, a short ramp at the boundary.
      const edge = (1 - hardness) / 2 + 0.001;
      const ramp = f < 0.5 - edge ? 0 : f > 0.5 + edge ? 1 : (f - 0.5 + edge) / (2 * edge);
      const stepped = (base + ramp) / bands + 0.5 / bands;
      L = Math.min(1, stepped);
    }
    L += lift;
    A *= saturation;
    B *= saturation;
    const wgt = o.weight ? o.weight[p]! / 255 : 1;
    const l3 = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
    const m3 = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
    const s3 = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
    const nr = toSrgb(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3);
    const ng = toSrgb(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3);
    const nb = toSrgb(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3);
    out[i] = rgb.data[i]! + (nr - rgb.data[i]!) * wgt;
    out[i + 1] = rgb.data[i + 1]! + (ng - rgb.data[i + 1]!) * wgt;
    out[i + 2] = rgb.data[i + 2]! + (nb - rgb.data[i + 2]!) * wgt;
  }
  return rgbOf(out, rgb.width, rgb.height);
}

/** Luma (0-255), one byte per pixel. */
export function luma(rgb: Rgb): Buffer {
  const out = Buffer.alloc(rgb.width * rgb.height);
  for (let p = 0, i = 0; p < out.length; p++, i += 3)
    out[p] = 0.299 * rgb.data[i]! + 0.587 * rgb.data[i + 1]! + 0.114 * rgb.data[i + 2]!;
  return out;
}

/** Gaussian blur of a one-channel image (libvips). */
export async function blurGrey(grey: Buffer, width: number, height: number, sigma: number) {
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

export interface InkOptions {
  /** Scale of the lines in pixels (the inner Gaussian's σ). */
  sigma: number;
  /** XDoG threshold sharpness: higher gives crisper, darker lines. */
  phi: number;
  /** Line sensitivity: the DoG level below which ink starts (0-255 scale). */
  epsilon: number;
}

/**
 * XDoG ink: 255 where there is no line, darker on lines. D = G(σ) − τ·G(1.6σ); ink = 1 + tanh(φ·(D − ε)) where
 * D < ε. τ slightly below 1 keeps flat areas clean.
 */
export async function inkLines(rgb: Rgb, o: InkOptions): Promise<Buffer> {
  const l = luma(rgb);
  const [g1, g2] = await Promise.all([
    blurGrey(l, rgb.width, rgb.height, o.sigma),
    blurGrey(l, rgb.width, rgb.height, o.sigma * 1.6),
  ]);
  const out = Buffer.alloc(l.length);
  const tau = 0.985;
  for (let p = 0; p < l.length; p++) {
    const d = g1[p]! - tau * g2[p]! + (1 - tau) * 128;
    out[p] = d >= o.epsilon ? 255 : 255 * (1 + Math.tanh(o.phi * (d - o.epsilon) * 0.05));
  }
  return out;
}

/** Multiplies the image by an ink layer tinted `color` (ink 255 = no line). */
export function applyInk(rgb: Rgb, ink: Buffer, color: [number, number, number], strength = 1): Rgb {
  const out = Buffer.alloc(rgb.data.length);
  for (let p = 0, i = 0; p < ink.length; p++, i += 3) {
    const k = (1 - ink[p]! / 255) * strength;
    for (let c = 0; c < 3; c++) out[i + c] = rgb.data[i + c]! * (1 - k) + color[c]! * k;
  }
  return rgbOf(out, rgb.width, rgb.height);
}

export interface ToonOptions extends Omit<CelOptions, 'weight'> {
  /** Kuwahara radius in pixels. */
  radius: number;
  ink: InkOptions & { strength: number; colour: [number, number, number] };
}

/** The toon finish several looks share: smoothed flat areas, cel-shaded lightness, ink lines from the edges. */
export async function toon(rgb: Rgb, o: ToonOptions): Promise<Rgb> {
  const flat = kuwahara(rgb, o.radius);
  const ink = await inkLines(flat, o.ink);
  return applyInk(celShade(flat, o), ink, o.ink.colour, o.ink.strength);
}
