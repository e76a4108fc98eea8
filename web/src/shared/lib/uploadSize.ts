import { REQUEST_FILES_MAX_BYTES } from '@contracts';

/** The request limit in MB, for messages. */
export const REQUEST_FILES_MAX_MB = REQUEST_FILES_MAX_BYTES / (1024 * 1024);

/**
 * Whether these files fit in one API request. Cloud Run refuses a body over 32 MiB before the functions run, with
 * no message of ours, so the page checks it on the device before uploading anything.
 */
export const fitsOneRequest = (files: ReadonlyArray<Blob | null | undefined>) =>
  files.reduce((total, file) => total + (file?.size ?? 0), 0) <= REQUEST_FILES_MAX_BYTES;
