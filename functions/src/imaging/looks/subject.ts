// The steps every stylised look shares: the person framed from the photo with their alpha (the business
// portrait's refined cut-out), a drawn backdrop, the composite, and a coloured rim light along the silhouette.
import sharp from 'sharp';
import { ImagingError } from '../errors';
import { detectFaces } from '../faces';
import { checkImage, fromRgb, type Rgb } from '../input';
import { cropFrame, type CropFrame } from '../geometry';
import { faceCropSpec } from '../masks';
import { frameCutOut, zoomToBottom } from '../cutout-framing';
import { cutOutAlpha } from '../matting-cutout';
import { blurGrey } from './paint';

export type Colour = [number, number, number];

export interface Subject {
  rgb: Rgb;
  /** Person alpha, 0-255, one byte per pixel. */
  alpha: Buffer;
  /** The head (crown to chin): its centre and height in the frame. */
  head: { cx: number; cy: number; height: number };
  /** The rectangle of the upright photo the subject shows (fractions of its width and height); null if turned. */
  frame: CropFrame | null;
}

/** How much of the frame's height each look gives the head (crown to chin): less for the wider compositions. */
export const HEAD_SHARE = { cartoon: 0.4, painterly: 0.4, game: 0.42, cosplay: 0.36, figure: 0.45 } as const;

/** Stylised looks work on at least this long side, so a small upload still gets clean lines (not blown-up pixels). */
const MIN_SIDE = 768;

/**
 * The person framed at `aspect` (width / height), the head taking `share` of the height, long side 1024.
 * A photo without a face is refused (`no_face`): a look is of the person, not of whatever else is in the frame.
 */
export async function frameSubject(image: Buffer, aspect: number, share: number): Promise<Subject> {
  const { faces, image: upright } = await detectFaces(await checkImage(image));
  if (!faces[0]) throw new ImagingError('no_face');
  const spec = faceCropSpec(upright, faces[0], share, aspect, 1024);
  const { cut, zoom, shown } = await frameCutOut(upright, faces[0], spec);
  let rgb = await zoomToBottom(cut.rgb, zoom);
  let alpha = (await zoomToBottom(cutOutAlpha(cut, zoom > 1), zoom)).data;
  if (Math.max(rgb.width, rgb.height) < MIN_SIDE) {
    const scale = MIN_SIDE / Math.max(rgb.width, rgb.height);
    const size = [Math.round(rgb.width * scale), Math.round(rgb.height * scale)] as const;
    const { data, info } = await fromRgb(rgb)
      .resize(size[0], size[1], { kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    alpha = await sharp(alpha, { raw: { width: rgb.width, height: rgb.height, channels: 1 } })
      .resize(size[0], size[1], { kernel: 'lanczos3' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    rgb = { data, width: info.width, height: info.height, channels: 3 };
  }
  // faceCropSpec centres the head; a zoom about the bottom edge (a cut at the photo's top) lifts and enlarges it.
  const head = { cx: rgb.width / 2, cy: rgb.height * (1 - zoom / 2), height: rgb.height * share * zoom };
  const frame = cropFrame(upright.width, upright.height, shown);
  return { rgb: autoTone(rgb, alpha, head), alpha, head, frame };
}

/**
 * Brings the face's mean luma (cheeks to chin, where the skin is) towards a well-exposed skin tone with a gamma
 * curve, so a dark or washed-out photo gets the same look as a well-lit one: the looks flatten tones and need
 * them spread first. A dark suit or background does not count.
 */
export function autoTone(rgb: Rgb, alpha: Buffer, head: Subject['head']): Rgb {
  let sum = 0;
  let weight = 0;
  const x0 = Math.max(0, Math.round(head.cx - head.height * 0.25));
  const x1 = Math.min(rgb.width, Math.round(head.cx + head.height * 0.25));
  const y0 = Math.max(0, Math.round(head.cy - head.height * 0.15));
  const y1 = Math.min(rgb.height, Math.round(head.cy + head.height * 0.4));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const p = y * rgb.width + x;
      const i = p * 3;
      const a = alpha[p]!;
      sum += a * (0.299 * rgb.data[i]! + 0.587 * rgb.data[i + 1]! + 0.114 * rgb.data[i + 2]!);
      weight += a;
    }
  const mean = weight ? sum / weight / 255 : 0.55;
  if (mean > 0.42 && mean < 0.72) return rgb;
  // In linear light, y = (1 − e^(−k·x)) / (1 − e^(−k)): a plain gain for the darks (so colours keep their
  // ratios, unlike a gamma per channel) with a soft shoulder instead of clipped highlights; k < 0 darkens.
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const m = lin(Math.max(0.02, mean));
  const t = lin(mean <= 0.42 ? 0.5 : 0.65);
  const curve = (k: number, x: number) =>
    Math.abs(k) < 1e-6 ? x : (1 - Math.exp(-k * x)) / (1 - Math.exp(-k));
  let lo = -12;
  let hi = 60;
  for (let i = 0; i < 40; i++) {
    const k = (lo + hi) / 2;
    if (curve(k, m) < t) lo = k;
    else hi = k;
  }
  const k = Math.min(25, lo);
  const lut = Uint8Array.from({ length: 256 }, (_, v) => {
    const y = curve(k, lin(v / 255));
    return Math.round(255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055));
  });
  const data = Buffer.alloc(rgb.data.length);
  for (let i = 0; i < data.length; i++) data[i] = lut[rgb.data[i]!]!;
  return { ...rgb, data };
}

/** Renders an SVG drawing to raw RGB at exactly width × height. */
export async function drawSvg(svg: string, width: number, height: number, blur = 0): Promise<Rgb> {
  let img = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).flatten({ background: '#000' });
  if (blur > 0) img = sharp(await img.png().toBuffer()).blur(blur);
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** out = a·fg + (1−a)·bg. */
export function composite(fg: Rgb, alpha: Buffer, bg: Rgb): Rgb {
  const out = Buffer.alloc(fg.data.length);
  for (let p = 0, i = 0; p < alpha.length; p++, i += 3) {
    const a = alpha[p]! / 255;
    out[i] = fg.data[i]! * a + bg.data[i]! * (1 - a);
    out[i + 1] = fg.data[i + 1]! * a + bg.data[i + 1]! * (1 - a);
    out[i + 2] = fg.data[i + 2]! * a + bg.data[i + 2]! * (1 - a);
  }
  return { data: out, width: fg.width, height: fg.height, channels: 3 };
}

/**
 * Light catching the silhouette from one side: where the person is, but the alpha shifted away from the light
 * is not. `from` is the light's direction in the image ([-1, 0] = from the left). Screen-blended.
 */
export async function rimLight(
  rgb: Rgb,
  alpha: Buffer,
  lights: Array<{ from: [number, number]; colour: Colour; strength: number }>,
  widthPx: number,
): Promise<Rgb> {
  const { width: w, height: h } = rgb;
  const soft = await blurGrey(alpha, w, h, widthPx / 2);
  const out = Buffer.from(rgb.data);
  for (const light of lights) {
    const dx = Math.round(-light.from[0] * widthPx);
    const dy = Math.round(-light.from[1] * widthPx);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const p = y * w + x;
        const a = alpha[p]!;
        if (a < 8) continue;
        const sx = Math.min(w - 1, Math.max(0, x - dx));
        const sy = Math.min(h - 1, Math.max(0, y - dy));
        const k = ((a / 255) * (1 - soft[sy * w + sx]! / 255) * light.strength) ** 0.9;
        if (k <= 0) continue;
        const i = p * 3;
        for (let c = 0; c < 3; c++) {
          const v = out[i + c]!;
          out[i + c] = v + (255 - v) * (light.colour[c]! / 255) * Math.min(1, k);
        }
      }
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** Ink along the silhouette (a cut-out outline): 255 = none, darker on the alpha's edge. */
export async function outline(alpha: Buffer, width: number, height: number, px: number): Promise<Buffer> {
  const soft = await blurGrey(alpha, width, height, px);
  const out = Buffer.alloc(alpha.length);
  for (let p = 0; p < alpha.length; p++) {
    // The soft alpha is ~128 along the edge: a band |soft − 128| < 100 becomes a line fading to its sides.
    const d = Math.abs(soft[p]! - 128) / 110;
    out[p] = d >= 1 ? 255 : 255 * d * d;
  }
  return out;
}

/** Per-pixel minimum of two ink layers. */
export const mergeInk = (a: Buffer, b: Buffer) => {
  const out = Buffer.alloc(a.length);
  for (let p = 0; p < a.length; p++) out[p] = Math.min(a[p]!, b[p]!);
  return out;
};

/** A small seeded generator (mulberry32): backdrops are drawn the same way for the same photo size. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rgbCss = (c: Colour, a = 1) => `rgba(${c[0]},${c[1]},${c[2]},${a})`;
