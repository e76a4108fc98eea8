import { fetchImage } from './api';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/**
 * Saves one owner-only image: fetched with the ID token as a blob, handed to the browser as an object URL and
 * released once the download has started. Resolves false when the file could not be fetched.
 */
export async function saveImage(url: string, baseName: string): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await fetchImage(url);
  } catch {
    return false;
  }
  const objectUrl = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = objectUrl;
    a.download = `${baseName}.${EXTENSIONS[blob.type] ?? 'jpg'}`;
    a.click();
  } catch {
    return false;
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  }
  return true;
}

/** Every image of a generation, one after another (the history list's 'download all'); false on any failure. */
export async function saveAll(urls: string[], baseName: string): Promise<boolean> {
  for (const [index, url] of urls.entries()) {
    if (!(await saveImage(url, `${baseName}-${index + 1}`))) return false;
  }
  return true;
}
