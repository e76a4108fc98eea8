// POST /instant/upload: the original is kept privately in Storage for 24 hours (the terms promise its deletion;
// the purge schedule deletes it) and edited by id. The file was checked by its magic bytes at the edge; here
// its header is read for the pixel count, and a GIF becomes a still.
import { Timestamp, FieldValue } from 'firebase-admin/firestore';
import { INSTANT_ORIGINAL_TTL_MS, type InstantUploadResponse } from '../../contracts';
import { type InstantUploadDoc } from './instant.repo';
import { instantStoragePath } from './storage-paths';
import { saveFile } from '../../jobs';
import { newUploadRef } from './instant.repo';
import { stillPhoto } from './photo-files';

export async function uploadPhoto(
  uid: string,
  bytes: Buffer,
  now = Date.now(),
): Promise<InstantUploadResponse> {
  const photo = await stillPhoto(bytes);
  const ref = newUploadRef();
  const path = instantStoragePath.original(uid, ref.id);
  const expiresAt = Timestamp.fromMillis(now + INSTANT_ORIGINAL_TTL_MS);
  // The file first: an upload document always names a file that was written.
  await saveFile(path, photo.data, photo.mimeType);
  const doc: Omit<InstantUploadDoc, 'createdAt'> & { createdAt: FieldValue } = {
    userId: uid,
    path,
    mimeType: photo.mimeType,
    width: photo.width,
    height: photo.height,
    bytes: photo.data.length,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt,
    deletedAt: null,
  };
  await ref.create(doc);
  return { upload_id: ref.id, expires_at: expiresAt.toDate().toISOString() };
}
