// Private job files in Storage (clients never read Storage: storage.rules deny all) and how the API serves
// them to their owner. Shared by the instant and studio lines.
import type { Response } from 'express';
import { bucket } from '../../shared/firebase';

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
