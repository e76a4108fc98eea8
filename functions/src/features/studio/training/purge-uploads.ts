// Upload sessions never used for a training are deleted TRAINING_UPLOAD_TTL_MS after they began, with their
// photos (trainingUploadsPurge in the functions table, hourly). A session a training was started from belongs to that training and is
// deleted with it (delete-training.ts). The clock is a parameter so tests move it.
import { Timestamp } from 'firebase-admin/firestore';
import { studioStoragePath } from '../storage-paths';
import { db } from '../../../shared/firebase';
import { deleteFolder } from '../../../jobs';
import { findStaleSessions, sessionRef, toSession } from './training.repo';

const BATCH = 300;

export const sessionFolder = (uid: string, sessionId: string) =>
  studioStoragePath.uploadPhoto(uid, sessionId, 'x').replace(/x\.jpg$/, '');

export async function purgeUploadSessions(now = Date.now()): Promise<{ sessions: number; files: number }> {
  const stale = await findStaleSessions(Timestamp.fromMillis(now), BATCH);
  let files = 0;
  let sessions = 0;
  for (const session of stale) {
    // Re-read in a transaction: a training may have been started from it a moment ago.
    const deleted = await db().runTransaction(async (tx) => {
      const current = toSession(await tx.get(sessionRef(session.id)));
      if (!current || current.trainingId) return false;
      tx.delete(sessionRef(session.id));
      return true;
    });
    if (!deleted) continue;
    sessions += 1;
    files += await deleteFolder(sessionFolder(session.userId, session.id));
  }
  return { sessions, files };
}
