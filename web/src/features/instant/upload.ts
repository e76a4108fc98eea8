import { INSTANT_IMAGE_TYPES, INSTANT_MAX_BYTES } from '@contracts';

export const INSTANT_MAX_MB = INSTANT_MAX_BYTES / (1024 * 1024);
/** The file input's `accept`: the contract's types (GIF included; the server converts it to a still). */
export const INSTANT_ACCEPT = INSTANT_IMAGE_TYPES.join(',');

export type UploadProblem = 'upload.notImage' | 'upload.tooLarge' | 'upload.empty';

/**
 * The long side a picked photo is brought down to on the device: 6000 px keeps every photo under the server's
 * 50-megapixel limit (a 108 or 200 MP phone photo would be refused after its upload) and far above what an edit uses.
 */
export const INSTANT_PHOTO_SIDE = 6000;

/** Checks a chosen file before anything is sent (the server checks again): type, then the 20 MB limit. */
export function checkInstantFile(file: File): UploadProblem | null {
  if (!(INSTANT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'upload.notImage';
  if (file.size > INSTANT_MAX_BYTES) return 'upload.tooLarge';
  return null;
}
