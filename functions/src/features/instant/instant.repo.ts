// Firestore and Storage access for the instant line: instant_uploads (private originals, functions only),
// instant_edits (the jobs; their owner reads them), events (webhook deliveries applied) and the files under
// users/{uid}/instant/. Writes that move credits happen in the use cases' credits transactions.
import { FieldPath } from 'firebase-admin/firestore';
import { z } from 'zod';
import { timestampSchema, type InstantEditDoc } from '../../contracts';
import { getOwnJob, jobRef, newJobRef, readJob } from '../../jobs';
import { db } from '../../shared/firebase';
import { instantLine } from './instant.line';

/** instant_uploads/{uploadId}: a private original, written by functions only and never read by clients. */
export const instantUploadDocSchema = z.object({
  userId: z.string(),
  /** Storage path (instantStoragePath.original). */
  path: z.string(),
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: timestampSchema.nullable(),
  /** When the purge schedule deletes the file; the upload id is refused after it. */
  expiresAt: timestampSchema,
  /** Set by the purge (the document stays as a tombstone so an edit can say the original expired). */
  deletedAt: timestampSchema.nullable(),
});
export type InstantUploadDoc = z.infer<typeof instantUploadDocSchema>;

export type EditRecord = InstantEditDoc & { id: string };
export type UploadRecord = InstantUploadDoc & { id: string };

export const editRef = (id: string) => jobRef(instantLine, id);
export const newEditRef = () => newJobRef(instantLine);
export const uploadRef = (id: string) => db().collection('instant_uploads').doc(id);
export const newUploadRef = () => db().collection('instant_uploads').doc();
/** The caller's own edit, or null: another user's edit is indistinguishable from none. */
export const getOwnEdit = (uid: string, id: string) => getOwnJob(instantLine, uid, id);

export async function getUpload(id: string): Promise<UploadRecord | null> {
  const snap = await uploadRef(id).get();
  return snap.exists ? ({ ...(snap.data() as InstantUploadDoc), id: snap.id } as UploadRecord) : null;
}

/** Uploads by id (one round trip), for the status answers' original links. */
export async function getUploads(ids: string[]): Promise<Map<string, UploadRecord>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await db().getAll(...unique.map(uploadRef));
  return new Map(
    snaps
      .filter((s) => s.exists)
      .map((s) => [s.id, { ...(s.data() as InstantUploadDoc), id: s.id } as UploadRecord]),
  );
}

/** The caller's edits, newest first, after the edit `cursor` (the last id of the previous page). */
export async function listOwnEdits(uid: string, limit: number, cursor?: string) {
  let query = db()
    .collection('instant_edits')
    .where('userId', '==', uid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (cursor) {
    const after = await editRef(cursor).get();
    // A cursor that is not one of the caller's edits starts from the top rather than revealing anything.
    if (after.exists && after.get('userId') === uid) query = query.startAfter(after);
  }
  const snap = await query.limit(limit + 1).get();
  const edits = snap.docs.slice(0, limit).map((d) => readJob<EditRecord>(d)!);
  return { edits, nextCursor: snap.docs.length > limit ? edits[edits.length - 1]!.id : null };
}
