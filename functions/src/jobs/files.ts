// Private job files in Storage (clients never read Storage: storage.rules deny all) and how the API serves
// them to their owner. Shared by the instant and studio lines.
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import { bucket } from '../shared/firebase';

/** Attempts per write: a dropped connection (EPIPE under load) failed and refunded a paid generation. */
export const SAVE_ATTEMPTS = 3;

/**
 * Whether a failed write is worth another try: a dropped connection (no HTTP status) or the service's 429 and
 * 5xx. The Storage client retries an upload only under a generation precondition; ours may safely repeat, as
 * the same bytes at the same path leave one file.
 */
export function transientStorageError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'number') return code === 429 || code >= 500;
  return typeof code === 'string' && /^(EPIPE|ECONNRESET|ECONNREFUSED|ETIMEDOUT)$/.test(code);
}

/** Writes `data` at `path`; `metadata`: custom fields kept with the file (read back by fileMetadata). */
export async function saveFile(
  path: string,
  data: Buffer,
  contentType: string,
  metadata?: Record<string, string>,
): Promise<void> {
  const file = bucket().file(path);
  for (let attempt = 1; ; attempt++) {
    try {
      await file.save(data, { contentType, resumable: false, ...(metadata && { metadata: { metadata } }) });
      return;
    } catch (err) {
      if (attempt >= SAVE_ATTEMPTS || !transientStorageError(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** The custom fields saved with the file at `path`, or null when there is no such file. */
export async function fileMetadata(path: string): Promise<Record<string, string> | null> {
  try {
    const [meta] = await bucket().file(path).getMetadata();
    return Object.fromEntries(Object.entries(meta.metadata ?? {}).map(([k, v]) => [k, String(v)]));
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) return null;
    throw err;
  }
}

/**
 * A new file at `path` holding what `write` sends into the stream it is given (a large file, never held in
 * memory), answering what `write` answers. When `write` fails, no file, nor part of one, is left at `path`.
 */
export async function saveStreamed<T>(
  path: string,
  contentType: string,
  write: (sink: Writable) => Promise<T>,
): Promise<T> {
  const file = bucket().file(path);
  const sink = file.createWriteStream({ contentType, resumable: false });
  try {
    return await write(sink);
  } catch (err) {
    sink.destroy();
    await file.delete({ ignoreNotFound: true });
    throw err;
  }
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

/** Private bytes: only the owner's browser may keep them, and a download gets a file name. */
export function sendPrivateFile(
  res: Response,
  data: Buffer,
  file: { name: string; type: string; download: boolean },
) {
  res.set('Cache-Control', 'private, max-age=3600');
  res.set('Content-Disposition', `${file.download ? 'attachment' : 'inline'}; filename="${file.name}"`);
  res.type(file.type).send(data);
}

/** The stored file at `path` sent as private bytes, or the route's own not-found error when it is gone. */
export async function sendStoredFile(
  res: Response,
  path: string,
  file: { name: string; type: string; download: boolean },
  notFound: () => Error,
) {
  const data = path ? await readFile(path) : null;
  if (!data) throw notFound();
  sendPrivateFile(res, data, file);
}
