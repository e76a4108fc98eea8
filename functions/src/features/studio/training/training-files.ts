// The files of a training: the lazily made thumbnail (spec §4: fetched for completed trainings with a LoRA and
// none yet, made from the best photo) and the deletion of a training with everything it left: its Storage folder,
// its upload session's photos, and the generations made from it with their files.
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { studioStoragePath } from '../storage-paths';
import { MAX_INPUT_PIXELS } from '../../../imaging/input';
import { db } from '../../../shared/firebase';
import { deleteFolder, readFile, saveFile } from '../../../jobs';
import { sessionFolder } from './purge-uploads';
import { acceptedPhotos } from './training.start';
import { generationsOf, getOwnSession, sessionRef, trainingRef, type TrainingRecord } from './training.repo';

export const THUMBNAIL_SIDE = 256;

/** The thumbnail's path, made now from the best accepted photo when the training has a LoRA and none yet. */
export async function ensureThumbnail(training: TrainingRecord): Promise<string | null> {
  if (training.thumbnailPath) return training.thumbnailPath;
  if (training.status !== 'completed' || !training.loraUrl) return null;
  const session = await getOwnSession(training.userId, training.sessionId);
  const best = session ? acceptedPhotos(session)[0] : undefined;
  const data = best ? await readFile(best.path) : null;
  if (!data) return null;
  const jpeg = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const path = studioStoragePath.thumbnail(training.userId, training.id);
  await saveFile(path, jpeg, 'image/jpeg');
  await trainingRef(training.id).update({ thumbnailPath: path, updatedAt: FieldValue.serverTimestamp() });
  return path;
}

/** Deletes the training, its files, its session and its generations; answers the counts. */
export async function deleteTraining(training: TrainingRecord) {
  const uid = training.userId;
  let files = await deleteFolder(studioStoragePath.trainingDir(uid, training.id));
  files += await deleteFolder(sessionFolder(uid, training.sessionId));
  const generations = await generationsOf(training.id, uid);
  for (const generation of generations)
    files += await deleteFolder(studioStoragePath.generationDir(uid, generation.id));
  const batch = db().batch();
  for (const generation of generations) batch.delete(generation.ref);
  batch.delete(sessionRef(training.sessionId));
  batch.delete(trainingRef(training.id));
  await batch.commit();
  return { deleted_files: files, deleted_generations: generations.length };
}
