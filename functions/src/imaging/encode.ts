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

/**
 * JPEG settings for files our own pipeline keeps and reads back (an upload's stored copy, reference crops,
 * training photos): plain libjpeg with optimised Huffman tables. mozjpeg's trellis search costs about nine times
 * the CPU (a 1024 px photo 71 against 8 ms, 3840 px 688 against 86 ms) for files about a fifth smaller, which
 * pays only for what users download.
 */
export const keptJpeg = (quality: number) => ({ quality, optimiseCoding: true });

/**
 * The best quality whose file fits `maxBytes` (online upload limits such as MOFA's 200 KB). Plain libjpeg with
 * optimised Huffman tables: on an ID photo's 0.2 Mpx mozjpeg's trellis search cost about 90 ms, a sixth of the
 * whole photo's time, for a smaller file the size ladder below does not need.
 */
export async function jpegUnder(rgb: Rgb, maxBytes: number, dpi = 300): Promise<Buffer> {
  let best: Buffer | undefined;
  for (const quality of [95, 92, 88, 84, 80, 75, 70, 65, 60]) {
    best = setJpegDpi(await fromRgb(rgb).jpeg(keptJpeg(quality)).toBuffer(), dpi);
    if (best.length <= maxBytes) return best;
  }
  return best!;
}

export const png = (rgb: Rgb) => fromRgb(rgb).png().toBuffer();

export const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Adds a JPEG comment (COM segment) after SOI: a note for the engine's own later steps, never user data. */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

/** The first JPEG comment before the image data, or null (not a JPEG, or none). */
export function jpegComment(jpeg: Buffer): string | null {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda || marker === 0xd9) return null; // image data or end: no comment before it
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xfe) return jpeg.toString('latin1', at + 4, at + 2 + length);
    at += 2 + length;
  }
  return null;
}
