// Private Storage files (clients never read Storage: the functions serve the bytes to their owner), shared by the
// job lines: write, read (null when absent), and delete everything under a prefix.
import { bucket } from './firebase';

export async function saveFile(path: string, data: Buffer, contentType: string): Promise<void> {
  await bucket().file(path).save(data, { contentType, resumable: false });
}

/** The file's bytes, or null when it does not exist (purged, or never written). */
export async function readFile(path: string): Promise<Buffer | null> {
  try {
    const [data] = await bucket().file(path).download();
    return data;
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) return null;
    throw err;
  }
}

/** Deletes every file under `prefix` (a folder path ending in '/') and answers how many there were. */
export async function deleteFolder(prefix: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix });
  await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
  return files.length;
}

/** Deletes one file; answers whether it existed. */
export async function deleteFile(path: string): Promise<boolean> {
  const [res] = await bucket().file(path).delete({ ignoreNotFound: true });
  return (res as { statusCode?: number } | undefined)?.statusCode !== 404;
}
