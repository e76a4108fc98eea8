// Whether a job's owner may still receive its result. Account deletion marks users/{uid} with `deletingAt`
// before it erases anything (features/auth/account.repo.ts), then deletes the document last; a job that
// finishes in between, or after, writes nothing (security review N3). The files a settling job had already
// written when it lost the race are deleted by the kernel; a crash in that instant leaves them to the sweeper
// (sweep.ts), which removes whatever lies under an owner who no longer exists.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../shared/firebase';
import { deleteFile, deleteFolder } from './files';

export const ownerRef = (uid: string) => db().collection('users').doc(uid);

/** Gone or being deleted: a job of theirs writes nothing more. */
export const ownerGone = (snap: DocumentSnapshot) => !snap.exists || snap.get('deletingAt') != null;

export async function ownerPresent(uid: string): Promise<boolean> {
  return !ownerGone(await ownerRef(uid).get());
}

/** First step of erasing an account: from here on no job of this owner writes a file or a document. */
export async function markOwnerDeleting(uid: string): Promise<void> {
  await ownerRef(uid).set({ deletingAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Deletes files (a path ending in '/' is a folder) a job wrote for a result no document will name. */
export async function discardFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => (p.endsWith('/') ? deleteFolder(p) : deleteFile(p))));
}
