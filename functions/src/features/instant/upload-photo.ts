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
  const original = await saveOriginal(uid, bytes, now);
  await original.ref.create(original.doc);
  return { upload_id: original.ref.id, expires_at: original.doc.expiresAt.toDate().toISOString() };
}

/**
 * Writes the original's file and answers the document that will name it, for the caller to create alone (an
 * upload) or in one write with what it belongs to (a one-step ID photo). The file first: an upload document
 * always names a file that was written.
 */
export async function saveOriginal(uid: string, bytes: Buffer, now: number) {
  const photo = await stillPhoto(bytes);
  const ref = newUploadRef();
  const path = instantStoragePath.original(uid, ref.id);
  await saveFile(path, photo.data, photo.mimeType);
  const doc: Omit<InstantUploadDoc, 'createdAt'> & { createdAt: FieldValue } = {
    userId: uid,
    path,
    mimeType: photo.mimeType,
    width: photo.width,
    height: photo.height,
    bytes: photo.data.length,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + INSTANT_ORIGINAL_TTL_MS),
    deletedAt: null,
  };
  return { ref, doc };
}
