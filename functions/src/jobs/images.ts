// Encoding of provider results as we store them, shared by the instant and studio lines.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../imaging/input';

export type StoredFormat = 'jpeg' | 'png' | 'webp';
const MIME: Record<StoredFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** `image` in `format`: kept byte for byte when it already is, else re-encoded (flattened for JPEG). */
export async function encodedAs(image: { data: Buffer; mimeType: string }, format: StoredFormat) {
  if (image.mimeType === MIME[format]) return { data: image.data, mimeType: MIME[format] };
  const base = sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const data =
    format === 'jpeg'
      ? await base.flatten({ background: '#ffffff' }).jpeg({ quality: 92, mozjpeg: true }).toBuffer()
      : format === 'png'
        ? await base.png().toBuffer()
        : await base.webp({ quality: 92 }).toBuffer();
  return { data, mimeType: MIME[format] };
}

/** A JPEG preview at most `side` on its long side. */
export const previewJpeg = (data: Buffer, side: number) =>
  sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
