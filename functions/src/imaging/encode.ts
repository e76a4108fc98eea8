// Output encoding. Nothing from the input's metadata survives (EXIF, GPS, ICC): outputs are built from raw
// pixels and sharp writes no metadata unless asked. Print resolution goes in the JFIF header, not in EXIF.
import { fromRgb, type Rgb } from './input';

/**
 * Declares `dpi` in a JFIF APP0 segment: patched when present, inserted after SOI when not (mozjpeg writes none).
 * Print labs read it to print 413×531 px at exactly 35×45 mm.
 */
export function setJpegDpi(jpeg: Buffer, dpi: number): Buffer {
  const isJfif = jpeg[2] === 0xff && jpeg[3] === 0xe0 && jpeg.toString('latin1', 6, 11) === 'JFIF\0';
  if (isJfif) {
    jpeg[13] = 1; // units: dots per inch
    jpeg.writeUInt16BE(dpi, 14);
    jpeg.writeUInt16BE(dpi, 16);
    return jpeg;
  }
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 1, 0, 0, 0, 0, 0, 0]);
  app0.writeUInt16BE(dpi, 12);
  app0.writeUInt16BE(dpi, 14);
  return Buffer.concat([jpeg.subarray(0, 2), app0, jpeg.subarray(2)]);
}

export async function jpeg(rgb: Rgb, quality = 92, dpi = 300): Promise<Buffer> {
  const out = await fromRgb(rgb).jpeg({ quality, mozjpeg: true }).toBuffer();
  return setJpegDpi(out, dpi);
}

/** The best quality whose file fits `maxBytes` (online upload limits such as MOFA's 200 KB). */
export async function jpegUnder(rgb: Rgb, maxBytes: number, dpi = 300): Promise<Buffer> {
  let best: Buffer | undefined;
  for (const quality of [95, 92, 88, 84, 80, 75, 70, 65, 60]) {
    best = await jpeg(rgb, quality, dpi);
    if (best.length <= maxBytes) return best;
  }
  return best!;
}

export const png = (rgb: Rgb) => fromRgb(rgb).png().toBuffer();

export const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
