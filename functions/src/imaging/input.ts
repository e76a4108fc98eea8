// Untrusted image bytes → checked, upright pixels. Content is judged by magic bytes (a .txt renamed .jpg is
// refused), the pixel count is read from the header before decoding (a 20001x20001 PNG is refused without
// being inflated), and EXIF orientation is applied so every later step sees the photo as the user does.
import sharp, { type Metadata } from 'sharp';
import { ImagingError } from './errors';
import { sniff, type ImageKind } from './sniff';

export { sniff, type ImageKind };

/** Larger than any camera photo we need (50 MP); bigger headers are treated as decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Detection and quality run at this long side: 1024 keeps the mesh accurate and memory ~300 MB. */
export const WORK_SIDE = 1024;

/** Upright RGB pixels with no metadata; `sharp(rgb.data, { raw: rgb })` reads them back. */
export interface Rgb {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

export interface CheckedImage extends Rgb {
  kind: ImageKind;
}

/** Long side kept after decoding: enough for a 1200 px US photo or a 2x HD export, and bounded in memory. */
export const KEEP_SIDE = 2048;

/** Throws ImagingError('not_image' | 'too_many_pixels' | 'corrupt') for anything we will not process. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const kind = sniff(bytes);
  if (!kind) throw new ImagingError('not_image');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImagingError('corrupt');
  }
  if (!meta.width || !meta.height) throw new ImagingError('corrupt');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImagingError('too_many_pixels');
  try {
    // .rotate() with no angle applies EXIF orientation; raw output carries no metadata at all.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(KEEP_SIDE, KEEP_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { kind, data, width: info.width, height: info.height, channels: 3 };
  } catch {
    throw new ImagingError('corrupt');
  }
}

export const fromRgb = (rgb: Rgb) =>
  sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: rgb.channels } });

/** The image at most `side` on the long edge, for the models; `scale` is work pixels per image pixel. */
export async function shrink(rgb: Rgb, side = WORK_SIDE): Promise<Rgb & { scale: number }> {
  if (Math.max(rgb.width, rgb.height) <= side) return { ...rgb, scale: 1 };
  const { data, info } = await fromRgb(rgb)
    .resize(side, side, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3, scale: info.width / rgb.width };
}
