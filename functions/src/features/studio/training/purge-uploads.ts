// Retention of studio selfies, their face crops and descriptors (the terms; security review N4): an upload session
// is due once its `expiresAt` (23 hours after it began) has passed, then deleted with its photos and their face
// crops (one folder: studioStoragePath.uploadPhoto and uploadFace) by the hourly purge (jobs/purge.ts), whether
// or not a training was made from it. A training still running keeps its
// session until it ends (it reads the photos when it starts), so the photos go within 24 hours of upload or of
// the training's end, whichever is later. The training keeps only its model and results (and, on the local
// engine, the aligned crops and descriptors that are its model).
import { studioStoragePath } from '../storage-paths';
import type { PurgeRule } from '../../../jobs';
import { isOpen } from './training.line';
import { getTraining } from './training.repo';

export const sessionFolder = (uid: string, sessionId: string) =>
  studioStoragePath.uploadPhoto(uid, sessionId, 'x').replace(/x\.jpg$/, '');

export const uploadSessionsRule: PurgeRule = {
  name: 'training_uploads',
  collection: 'training_uploads',
  due: { field: 'expiresAt', afterMs: 0 },
  files: (doc) => [sessionFolder(String(doc.get('userId')), doc.id)],
  async hold(doc) {
    const trainingId: unknown = doc.get('trainingId');
    if (typeof trainingId !== 'string' || !trainingId) return false;
    const training = await getTraining(trainingId);
    return !!training && isOpen(training.status);
  },
};
