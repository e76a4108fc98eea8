import { TRAINING_PHOTO_SIDE } from '@contracts';

/** The JPEG quality of a downscaled photo: fine detail of the face survives, the upload stays small. */
const JPEG_QUALITY = 0.9;

/** Why a picked file is refused before anything is sent. */
export type PickedPhotoProblem = 'empty' | 'notImage';

const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
/** The first bytes of the formats the upload pages take: JPEG, PNG, GIF, WebP, and HEIC/HEIF/AVIF ('ftyp'). */
const SIGNATURES: ReadonlyArray<(b: Uint8Array) => boolean> = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b[0] === 0x89 && text(b, 1, 4) === 'PNG',
  (b) => text(b, 0, 4) === 'GIF8',
  (b) => text(b, 0, 4) === 'RIFF' && text(b, 8, 12) === 'WEBP',
  (b) => text(b, 4, 8) === 'ftyp',
];

function head(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * Checks a picked file by its content, at once: an empty file, or one that is not a photo whatever its name says
 * (a text file renamed .jpg), is refused before a preview or an upload. The server checks again.
 */
export async function pickedPhotoProblem(file: Blob): Promise<PickedPhotoProblem | null> {
  if (file.size === 0) return 'empty';
  const bytes = await head(file, 16).catch(() => new Uint8Array());
  return SIGNATURES.some((matches) => matches(bytes)) ? null : 'notImage';
}

type Downscale = {
  /** The long side at most (default: the studio's training photo side). */
  maxSide?: number;
  /** Re-encode a photo that is small enough but not a JPEG (the studio's uploads are JPEGs). */
  jpegOnly?: boolean;
};

/**
 * Downscales a photo in the browser so its long side is at most `maxSide`, as a JPEG (a phone photo of 5-10 MB
 * becomes a few hundred KB; a 108 or 200 MP photo fits the server's pixel limit). EXIF orientation is applied by
 * createImageBitmap. A photo the browser cannot decode (HEIC on most desktops) is kept as it is: the server then
 * judges it.
 */
export async function downscalePhoto(
  file: File,
  { maxSide = TRAINING_PHOTO_SIDE, jpegOnly = true }: Downscale = {},
): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && (file.type === 'image/jpeg' || !jpegOnly)) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  return blob ?? file;
}
