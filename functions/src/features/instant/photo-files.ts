// The few pixel steps the instant line does around the engine and the providers: reading an upload's header
// (pixel count, before anything is decoded), turning a GIF into a still (providers take still images only),
// and encoding a result as the stored JPEG and its preview. Face work stays in the engine (imaging/).
import sharp, { type Metadata } from 'sharp';
import { INSTANT_PREVIEW_SIDE } from '../../contracts';
import { keptJpeg } from '../../imaging/encode';
import { ImagingError } from '../../imaging/errors';
import { MAX_INPUT_PIXELS } from '../../imaging/input';
import { encodedAs, previewJpeg, saveFile } from '../../jobs';
import { instantStoragePath } from './storage-paths';

export interface StillPhoto {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * An upload as we keep it and send it to providers: decoded and encoded again in its own format (a GIF as a PNG of
 * its first frame), upright, with no metadata. A phone's JPEG carries the place it was taken, the camera and often
 * the owner's name in EXIF and XMP; none of that may be stored or leave for a provider (security review N6).
 * Refuses with ImagingError `corrupt` (unreadable) or `too_many_pixels` (over MAX_INPUT_PIXELS, read from the
 * header, so a decompression bomb is never inflated). Width and height are as the user sees the photo.
 */
export async function stillPhoto(bytes: Buffer): Promise<StillPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImagingError('corrupt');
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImagingError('corrupt');
  if (width * height > MAX_INPUT_PIXELS) throw new ImagingError('too_many_pixels');
  const turned = (meta.orientation ?? 1) >= 5;
  const size = turned ? { width: height, height: width } : { width, height };
  const format = meta.format === 'gif' ? 'png' : (meta.format as keyof typeof MIME);
  if (!MIME[format]) throw new ImagingError('not_image');
  // sharp writes no metadata unless asked to; rotate() with no angle applies the EXIF orientation first.
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
  try {
    const data = await (
      format === 'jpeg'
        ? upright.jpeg(keptJpeg(92))
        : format === 'png'
          ? upright.png()
          : upright.webp({ quality: 92 })
    ).toBuffer();
    return { data, mimeType: MIME[format], ...size };
  } catch {
    throw new ImagingError('corrupt');
  }
}

/**
 * A provider's image as we store it: the full result as JPEG (a JPEG is kept byte for byte, so an ID photo
 * keeps its print resolution) and a preview at most INSTANT_PREVIEW_SIDE on its long side.
 */
export async function storedResult(image: { data: Buffer; mimeType: string }) {
  const full = (await encodedAs(image, 'jpeg')).data;
  return { full, preview: await previewJpeg(full, INSTANT_PREVIEW_SIDE) };
}

/**
 * Writes an edit's results (each as storedResult makes it, with its preview) and its print sheet, if any, under the
 * edit's result folder; answers the stored paths and the full results' bytes (for the likeness score).
 */
export async function saveEditResults(
  uid: string,
  editId: string,
  images: Array<{ data: Buffer; mimeType: string }>,
  printSheet?: { data: Buffer; mimeType: string } | null,
) {
  const outputs: string[] = [];
  const stored: Buffer[] = [];
  for (const [index, image] of images.entries()) {
    const { full, preview } = await storedResult(image);
    stored.push(full);
    const path = instantStoragePath.result(uid, editId, index);
    await saveFile(path, full, 'image/jpeg');
    await saveFile(instantStoragePath.preview(uid, editId, index), preview, 'image/jpeg');
    outputs.push(path);
  }
  let printSheetPath: string | null = null;
  if (printSheet) {
    printSheetPath = instantStoragePath.printSheet(uid, editId);
    await saveFile(printSheetPath, printSheet.data, printSheet.mimeType);
  }
  return { outputs, stored, printSheetPath };
}
