import { downloadUrl } from '../../shared/ui';
import { fetchEditFile } from './api';

/**
 * Saves a result file: fetched with the ID token (the route is owner-only), handed to the browser as an object
 * URL, which is released once the download has started. Resolves false when the file could not be fetched.
 */
export async function saveEditFile(url: string, filename: string, failure: string, hd = false) {
  let blob: Blob;
  try {
    blob = await fetchEditFile(url, { hd });
  } catch {
    return false;
  }
  const objectUrl = URL.createObjectURL(blob);
  downloadUrl(objectUrl, filename, failure);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
