// Security review N4 on the emulators, with a controllable clock: the hourly retention run (every rule of
// functions/src/retention.ts) deletes studio selfies, their face crops and descriptors within 24 hours of upload, trained
// on or not, or once the training that uses them ends if that is later (the model stays); studio generations
// and the Gemini tools' images and analyses a year after they were made, and not before.
// The clock starts in the past, before anything another suite makes, so only this file's documents are due.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { RESULT_TTL_MS } from '../../functions/src/contracts';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import {
  TRAINING_START_MARGIN_MS,
  TRAINING_UPLOAD_TTL_MS,
  type TrainingUploadPhoto,
} from '../../functions/src/features/studio/training/training.repo';
import { photoFiles } from '../../functions/src/features/studio/training/upload-session';
import { startTraining } from '../../functions/src/features/studio/training/training.start';
import { purgeDue } from '../../functions/src/jobs';
import { RETENTION_RULES } from '../../functions/src/retention';
import { adminBucket, adminDb } from './emulator';
import { createTrainee, fileExists, seedReadySession, trainingUnderWay } from './studio-helpers';

adminDb();
/** Every file a seeded session keeps: its photos and their face crops (biometric data, gone with the photos). */
const sessionFiles = (s: { photos: TrainingUploadPhoto[] }) => s.photos.flatMap(photoFiles);
const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2019-01-01T00:00:00Z');
const purge = async (at: number) => {
  const run = await purgeDue(RETENTION_RULES, { now: new Date(at), pageSize: 3 });
  expect(run.failed).toBe(0);
};
const exists = async (collection: string, id: string) =>
  (await adminDb().collection(collection).doc(id).get()).exists;
const save = (path: string) => adminBucket().file(path).save(Buffer.from('x'), { resumable: false });

/** A session uploaded at T0 and a training made from it, in `status`, with its model file. */
async function trainedSession(uid: string, status: 'completed' | 'training') {
  const session = await seedReadySession(uid, 3, { expiresAt: T0 + TRAINING_UPLOAD_TTL_MS });
  const training = adminDb().collection('trainings').doc();
  const model = studioStoragePath.referenceSet(uid, training.id);
  await save(model);
  await training.set(trainingUnderWay(uid, session.id, { status, backup: { path: model, fileSizeMb: 0 } }));
  await adminDb().collection('training_uploads').doc(session.id).update({ trainingId: training.id });
  return { session, training, model };
}

describe('N4 — studio selfies, face crops and descriptors', () => {
  it('N4 — deletes every session within 24 hours of upload, trained on or not, and keeps the model', async () => {
    const user = await createTrainee('retention-selfies', 0);
    const unused = await seedReadySession(user.uid, 3, { expiresAt: T0 + TRAINING_UPLOAD_TTL_MS });
    const trained = await trainedSession(user.uid, 'completed');

    await purge(T0 + TRAINING_UPLOAD_TTL_MS - HOUR);
    for (const s of [unused, trained.session]) {
      expect(await exists('training_uploads', s.id)).toBe(true);
      expect(sessionFiles(s)).toHaveLength(2 * s.photos.length);
      for (const f of sessionFiles(s)) expect(await fileExists(f)).toBe(true);
    }

    await purge(T0 + 24 * HOUR);
    for (const s of [unused, trained.session]) {
      expect(await exists('training_uploads', s.id), s.id).toBe(false);
      for (const f of sessionFiles(s)) expect(await fileExists(f), f).toBe(false);
    }
    expect(await exists('trainings', trained.training.id)).toBe(true);
    expect(await fileExists(trained.model)).toBe(true);
  });

  it('N4 — keeps the photos of a training still running, and deletes them at the first run after it ends', async () => {
    const user = await createTrainee('retention-running', 0);
    const running = await trainedSession(user.uid, 'training');

    await purge(T0 + 24 * HOUR);
    expect(await exists('training_uploads', running.session.id)).toBe(true);
    for (const f of sessionFiles(running.session)) expect(await fileExists(f)).toBe(true);

    await running.training.update({ status: 'completed', completedAt: Timestamp.fromMillis(T0 + 25 * HOUR) });
    await purge(T0 + 26 * HOUR);
    expect(await exists('training_uploads', running.session.id)).toBe(false);
    for (const f of sessionFiles(running.session)) expect(await fileExists(f), f).toBe(false);
    expect(await fileExists(running.model)).toBe(true);
  });
});

describe('N4 — results a year', () => {
  it('N4 — deletes studio generations and the Gemini tools’ images and analyses a year after, not before', async () => {
    const user = await createTrainee('retention-results', 0);
    const uid = user.uid;
    const generation = adminDb().collection('generations').doc();
    const images = [0, 1].map((i) => studioStoragePath.generationImage(uid, generation.id, i, 'png'));
    const files = [...images, studioStoragePath.generationPreview(uid, generation.id, 0)];
    await Promise.all(files.map(save));
    await generation.set({
      userId: uid,
      trainingId: 'some-training',
      status: 'completed',
      images,
      createdAt: Timestamp.fromMillis(T0),
      completedAt: Timestamp.fromMillis(T0 + HOUR),
    });
    const gemini = adminDb().collection('instant_generations').doc();
    const geminiImage = `users/${uid}/generated/${gemini.id}.png`;
    await save(geminiImage);
    await gemini.set({ userId: uid, storagePath: geminiImage, createdAt: Timestamp.fromMillis(T0 + HOUR) });
    const analysis = adminDb().collection('analyses').doc();
    await analysis.set({ userId: uid, prompt: 'p', results: [], createdAt: Timestamp.fromMillis(T0 + HOUR) });
    // Made now: never due in these runs.
    const fresh = adminDb().collection('analyses').doc();
    await fresh.set({ userId: uid, prompt: 'p', results: [], createdAt: FieldValue.serverTimestamp() });

    await purge(T0 + RESULT_TTL_MS);
    expect(await exists('generations', generation.id)).toBe(true);
    for (const f of [...files, geminiImage]) expect(await fileExists(f)).toBe(true);
    expect(await exists('instant_generations', gemini.id)).toBe(true);
    expect(await exists('analyses', analysis.id)).toBe(true);

    await purge(T0 + RESULT_TTL_MS + 2 * HOUR);
    expect(await exists('generations', generation.id)).toBe(false);
    for (const f of [...files, geminiImage]) expect(await fileExists(f), f).toBe(false);
    expect(await exists('instant_generations', gemini.id)).toBe(false);
    expect(await exists('analyses', analysis.id)).toBe(false);
    expect(await exists('analyses', fresh.id)).toBe(true);
  });
});

describe('N4 — a training ends before its photos are due', () => {
  it('N4 — refuses to start from a session due before the training could end', async () => {
    const user = await createTrainee('retention-start', 1);
    const now = Date.now();
    const late = await seedReadySession(user.uid, 10, { expiresAt: now + TRAINING_START_MARGIN_MS - 60_000 });
    const start = (session_id: string) =>
      startTraining(user.uid, { session_id, lora_name: 'Me', options: {} }, 'local', now);
    await expect(start(late.id)).rejects.toMatchObject({ status: 410, key: 'studio.session_expired' });
    const inTime = await seedReadySession(user.uid, 10, {
      expiresAt: now + TRAINING_START_MARGIN_MS + 60_000,
    });
    expect(await start(inTime.id)).toMatchObject({ training_id: expect.any(String) });
  });
});
