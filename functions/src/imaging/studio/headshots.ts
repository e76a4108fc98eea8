// The local headshot maker: a composition of the person's own reference crops, not a generated image. Each result
// takes a different crop (so a request of four shows four photos), keeps the face's pixels as they were (only a
// gentle exposure correction), cuts the person out with the selfie segmentation settled on the face and puts
// them in front of the style's backdrop, framed at the requested size. Deterministic for a seed: the crop order,
// the framing and the backdrop are all drawn from it.
import sharp, { type Sharp } from 'sharp';
import { GENERATION_STYLES, type GenerationStyle } from '../../contracts';
import { personAlpha } from '../background';
import { ImagingError } from '../errors';
import { detectFaces } from '../faces';
import { settleHeadMatte } from '../head-matte';
import { dropDetached } from '../matting';
import { personSeed } from '../matting-cutout';
import { fromRgb, type Rgb } from '../input';
import { painterlyLook } from '../looks/painterly';
import { autoTone, composite, seeded } from '../looks/subject';
import { drawBackdrop } from './backdrops';
import { chooseWindow, CROP, fadeOutside } from './framing';
import { regionOf, type Region } from './region';

export const HEADSHOT_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type HeadshotFormat = (typeof HEADSHOT_FORMATS)[number];
export const MAX_HEADSHOTS = 4;
/** The results are drawn from the better half of the crops (the most frontal and sharp), at most this many. */
const CANDIDATES = 6;

export interface HeadshotRequest {
  /** Reference crops from referenceSet (JPEG, CROP framing), best first. */
  crops: Buffer[];
  style: GenerationStyle | null;
  count: number;
  width: number;
  height: number;
  seed: number;
  format: HeadshotFormat;
}

export interface Headshot {
  data: Buffer;
  mimeType: string;
}

/**
 * Which crop each result uses: a seeded shuffle of the better half of the crops (at most CANDIDATES, at least
 * `count` when there are that many), repeating only when there are fewer crops than results.
 */
export function pickCrops(available: number, count: number, seed: number): number[] {
  const size = Math.min(available, Math.max(count, Math.min(CANDIDATES, Math.ceil(available / 2))));
  const pool = Array.from({ length: size }, (_, i) => i);
  const rnd = seeded(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return Array.from({ length: count }, (_, k) => pool[k % pool.length]!);
}

async function rawRgb(img: Sharp): Promise<Rgb> {
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Warmer light for the casual style: a gentle shift of the whole picture, not of the face alone. */
function warm(rgb: Rgb): Rgb {
  const data = Buffer.from(rgb.data);
  for (let i = 0; i < data.length; i += 3) {
    data[i] = Math.min(255, data[i]! * 1.04 + 3);
    data[i + 2] = data[i + 2]! * 0.94;
  }
  return { ...rgb, data };
}

/**
 * The person's alpha in a reference crop: the selfie model's, settled on the face as the portrait's is
 * (settleHeadMatte over the whole outline): patches in the old background's colour beside the head and over the
 * shoulders are cleared (the straw hat's yellow pockets between hair and shoulders). The smeared edge outside the
 * crop's real region is padding.
 */
async function personOf(rgb: Rgb, real: Region): Promise<Buffer> {
  const alpha = await personAlpha(rgb);
  const face = (await detectFaces(rgb)).faces[0];
  if (!face) return alpha;
  const { width: w, height: h } = rgb;
  const outside = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (x < real[0] || x >= real[2] || y < real[1] || y >= real[3]) outside[y * w + x] = 1;
  const settled = Uint8Array.from(alpha);
  if (!settleHeadMatte(rgb, settled, face, outside, true)) return alpha;
  return Buffer.from(dropDetached(settled, w, h, personSeed(face)));
}

async function composed(
  crop: Buffer,
  style: Exclude<GenerationStyle, 'artistic'>,
  w: number,
  h: number,
  seed: number,
) {
  const S = CROP.side;
  const rgb = await rawRgb(sharp(crop).resize(S, S, { fit: 'fill' }));
  const real = regionOf(crop);
  const alpha = await personOf(rgb, real);
  const toned = autoTone(rgb, alpha, { cx: S / 2, cy: S * CROP.headCentreY, height: S * CROP.headShare });
  const rnd = seeded(seed ^ 0x5bd1e995);
  const win = chooseWindow(w / h, 1 + rnd() * 0.1, (rnd() * 2 - 1) * 0.03 * S, real);
  // A landscape window reaches past the crop's sides: pad first (sharp extracts before it extends).
  const pad = {
    left: Math.max(0, Math.ceil(-win.left)),
    right: Math.max(0, Math.ceil(win.left + win.width - S)),
    top: 0,
    bottom: 0,
  };
  const area = {
    left: Math.round(win.left) + pad.left,
    top: Math.round(win.top),
    width: Math.round(win.width),
    height: Math.round(win.height),
  };
  const resize = { width: w, height: h, fit: 'fill' as const, kernel: 'lanczos3' as const };
  // Two passes (sharp extracts before it extends). A one-channel input comes back with three from extend and
  // resize unless told otherwise, hence the channel pick.
  const frame = async (data: Buffer, channels: 1 | 3) => {
    const one = (img: Sharp) => (channels === 1 ? img.extractChannel(0) : img);
    const padded = await one(
      sharp(data, { raw: { width: S, height: S, channels } }).extend({ ...pad, background: '#000' }),
    )
      .raw()
      .toBuffer();
    const raw = { width: S + pad.left + pad.right, height: S, channels };
    return one(sharp(padded, { raw }).extract(area).resize(resize)).raw().toBuffer();
  };
  const person: Rgb = { data: await frame(toned.data, 3), width: w, height: h, channels: 3 };
  const matte = await frame(alpha, 1);
  fadeOutside(matte, w, h, win, real);
  const out = composite(person, matte, await drawBackdrop(style, w, h, seed));
  return style === 'casual' ? warm(out) : out;
}

/** The existing painterly look of the crop, covering the output size. */
async function painted(crop: Buffer, w: number, h: number) {
  const rgb = await painterlyLook(crop, w / h);
  return rawRgb(fromRgb(rgb).resize(w, h, { fit: 'cover', position: 'north' }));
}

async function encode(rgb: Rgb, format: HeadshotFormat): Promise<Headshot> {
  const img = fromRgb(rgb);
  if (format === 'png')
    return { data: await img.png({ compressionLevel: 6 }).toBuffer(), mimeType: 'image/png' };
  if (format === 'webp') return { data: await img.webp({ quality: 90 }).toBuffer(), mimeType: 'image/webp' };
  return { data: await img.jpeg({ quality: 92, mozjpeg: true }).toBuffer(), mimeType: 'image/jpeg' };
}

/** The seed of image `k` of a run: its framing and backdrop differ from the run's other images. */
export const imageSeed = (seed: number, k: number) => (seed + k * 7919) >>> 0;

export async function studioHeadshots(a: HeadshotRequest): Promise<Headshot[]> {
  if (!a.crops.length) throw new ImagingError('no_face');
  const style = a.style && GENERATION_STYLES.includes(a.style) ? a.style : 'professional';
  const count = Math.max(1, Math.min(MAX_HEADSHOTS, Math.round(a.count)));
  const order = pickCrops(a.crops.length, count, a.seed);
  const out: Headshot[] = [];
  for (const [k, index] of order.entries()) {
    const crop = a.crops[index]!;
    const seed = imageSeed(a.seed, k);
    const rgb =
      style === 'artistic'
        ? await painted(crop, a.width, a.height)
        : await composed(crop, style, a.width, a.height, seed);
    out.push(await encode(rgb, a.format));
  }
  return out;
}
