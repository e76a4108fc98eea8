import { INSTANT_IMAGE_TYPES, INSTANT_MAX_BYTES } from '@contracts';

export const INSTANT_MAX_MB = INSTANT_MAX_BYTES / (1024 * 1024);
/** The file input's `accept`: the contract's types (GIF included; the server converts it to a still). */
export const INSTANT_ACCEPT = INSTANT_IMAGE_TYPES.join(',');

export type UploadProblem = 'upload.notImage' | 'upload.tooLarge';

/** Checks a chosen file before anything is sent (the server checks again): type, then the 20 MB limit. */
export function checkInstantFile(file: File): UploadProblem | null {
  if (!(INSTANT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'upload.notImage';
  if (file.size > INSTANT_MAX_BYTES) return 'upload.tooLarge';
  return null;
}
