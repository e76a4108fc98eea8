import { TRAINING_PHOTO_SIDE } from '@contracts';

/** The JPEG quality of a downscaled training photo: fine detail of the face survives, the upload stays small. */
const JPEG_QUALITY = 0.9;

/**
 * Downscales a photo in the browser so its long side is at most TRAINING_PHOTO_SIDE, as a JPEG (a phone photo
 * of 5-10 MB becomes a few hundred KB, so 50 of them upload over a mobile connection). EXIF orientation is
 * applied by createImageBitmap. A photo the browser cannot decode (HEIC on most desktops) is sent as it is:
 * the server then judges it.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, TRAINING_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type === 'image/jpeg') {
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
