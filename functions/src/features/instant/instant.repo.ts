// Firestore and Storage access for the instant line: instant_uploads (private originals, functions only),
// instant_edits (the jobs; their owner reads them), events (webhook deliveries applied) and the files under
// users/{uid}/instant/. Writes that move credits happen in the use cases' credits transactions.
import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { InstantEditDoc, InstantStatus, InstantUploadDoc } from '../../contracts';
import { db } from '../../shared/firebase';

export { eventRef, readFile, saveFile } from '../../jobs';

export type EditRecord = InstantEditDoc & { id: string };
export type UploadRecord = InstantUploadDoc & { id: string };

export const editRef = (id: string) => db().collection('instant_edits').doc(id);
export const newEditRef = () => db().collection('instant_edits').doc();
export const uploadRef = (id: string) => db().collection('instant_uploads').doc(id);
export const newUploadRef = () => db().collection('instant_uploads').doc();
export const toEdit = (snap: FirebaseFirestore.DocumentSnapshot): EditRecord | null =>
  snap.exists ? ({ ...(snap.data() as InstantEditDoc), id: snap.id } as EditRecord) : null;

export async function getEdit(id: string): Promise<EditRecord | null> {
  return toEdit(await editRef(id).get());
}

/** The caller's own edit, or null: another user's edit is indistinguishable from none. */
export async function getOwnEdit(uid: string, id: string): Promise<EditRecord | null> {
  const edit = await getEdit(id);
  return edit && edit.userId === uid ? edit : null;
}

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
  const edits = snap.docs.slice(0, limit).map((d) => toEdit(d)!);
  return { edits, nextCursor: snap.docs.length > limit ? edits[edits.length - 1]!.id : null };
}

/** Edits in `statuses` created before `before`, oldest first: what the reconcile schedule looks at. */
export async function findOpenEdits(
  statuses: InstantStatus[],
  before: Timestamp,
  limit: number,
  firestore: Firestore = db(),
): Promise<EditRecord[]> {
  const snap = await firestore
    .collection('instant_edits')
    .where('status', 'in', statuses)
    .where('createdAt', '<', before)
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.map((d) => toEdit(d)!);
}
