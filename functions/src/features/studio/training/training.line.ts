// The training line as a job line (jobs/line.ts): trainings/{id}, one `training` credit, run by the trigger on
// the document (the kernel claims, runs, settles, refunds, polls, expires and cancels it). What is its own:
// - the states: a claimed training is `training` (stage preparing → queued → training → done), and the owner's
//   cancel ends it as `cancelled`; fal's webhook names only its job, so a delivery finds the training by it;
// - the input: the session's accepted photos from Storage (none left fails it with `studio.photos_gone`), with
//   the face crops, ranks and descriptors the upload gate kept, so no trainer finds a face again;
// - the result: the backup (fal's LoRA file, or the local reference set as JSON with its crops) and a thumbnail;
// - the schedules: quiet queued trainings are polled after the webhook grace, and any training open for over
//   30 minutes (from its start) fails with `studio.training_timeout`, refunded, then cancelled at fal.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { TRAINING_TIMEOUT_MS, trainingSteps, type ReferenceSet } from '../../../contracts';
import { studioStoragePath } from '../storage-paths';
import {
  expireJob,
  findJobs,
  jobRef,
  pollJob,
  readFile,
  readJob,
  reportOn,
  saveFile,
  saveStreamed,
  type JobLine,
  type ReconcileDeps,
} from '../../../jobs';
import type { StudioFace, TrainingBackup, TrainingInput, TrainingResult } from '../../../providers/ai';
import { db } from '../../../shared/firebase';
import { acceptedPhotos } from './training.start';
import { getOwnSession, type TrainingRecord } from './training.repo';

/** The studio's price: one `training` credit per training. */
export const TRAINING_COST = { unit: 'training', amount: 1 } as const;

export const isOpen = (status: string) => status === 'pending' || status === 'training';

const sizeMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;

/** Reads the files at `paths`, a few at a time (null for one that is gone). */
async function readAll(paths: string[], atOnce = 8) {
  const out: Array<Buffer | null> = [];
  for (let i = 0; i < paths.length; i += atOnce)
    out.push(...(await Promise.all(paths.slice(i, i + atOnce).map(readFile))));
  return out;
}

/**
 * The photos a training learns from, best first (the session's accepted ones), with the face entries the upload
 * gate kept for them when every photo has one (a session made before the gate kept them has none: the trainer
 * makes them).
 */
export async function trainingPhotos(training: TrainingRecord): Promise<Omit<TrainingInput, 'triggerWord'>> {
  const session = await getOwnSession(training.userId, training.sessionId);
  const accepted = session ? acceptedPhotos(session) : [];
  const kept = accepted.every((p) => p.face && p.descriptor);
  const [data, crops] = await Promise.all([
    readAll(accepted.map((p) => p.path)),
    readAll(kept ? accepted.map((p) => p.face!.path) : []),
  ]);
  const photos: TrainingInput['photos'] = [];
  const faces: StudioFace[] = [];
  for (const [i, photo] of accepted.entries()) {
    if (!data[i]) continue;
    photos.push({ data: data[i], mimeType: 'image/jpeg' });
    const crop = crops[i];
    if (crop) faces.push({ crop, rank: photo.face!.rank, descriptor: photo.descriptor! });
  }
  return { photos, ...(faces.length && faces.length === photos.length ? { faces } : {}) };
}

/** Writes the backup (the reference set as JSON, or the trainer's file, streamed when it is) and answers its size. */
async function saveBackup(path: string, set: ReferenceSet | null, backup: TrainingBackup) {
  if (set || 'data' in backup) {
    const data = set ? Buffer.from(JSON.stringify(set)) : (backup as { data: Buffer }).data;
    await saveFile(path, data, set ? 'application/json' : backup.contentType);
    return data.length;
  }
  return saveStreamed(path, backup.contentType, (sink) => backup.streamTo(sink));
}

export const trainingLine: JobLine<TrainingRecord, TrainingInput, TrainingResult> = {
  name: 'training',
  collection: 'trainings',
  unit: TRAINING_COST.unit,
  running: 'training',
  // Longer than the trigger may run (140 s, its timeoutSeconds in the functions table), and short: a job whose
  // runners died twice (MAX_RUNS) is failed and refunded within 5 minutes of its first claim.
  leaseMs: 150 * 1000,
  timeoutMs: TRAINING_TIMEOUT_MS,
  webhookGraceMs: 60 * 1000,
  webhook: { path: '/training/fal-webhook' },
  deliveryKey: 'trainingId',
  failedKey: 'provider.unavailable',
  timeoutKey: 'studio.training_timeout',
  cancel: {
    status: 'cancelled',
    key: 'studio.cancelled',
    refusedKey: 'studio.not_cancellable',
    runningKey: 'studio.cancel_running',
  },
  claimed: { stage: 'preparing' },
  queued: { stage: 'queued', queuePosition: null },
  ended: (_current, now) => ({ stage: null, queuePosition: null, completedAt: Timestamp.fromMillis(now) }),

  async prepare(training) {
    const { photos, faces } = await trainingPhotos(training);
    if (!photos.length) return { fail: 'studio.photos_gone' };
    const steps = trainingSteps((training as { steps?: number | null }).steps);
    return { input: { photos, ...(faces ? { faces } : {}), triggerWord: training.triggerWord, steps } };
  },

  async complete(training, result, now) {
    const uid = training.userId;
    const local = !!result.reference;
    const backupPath = local
      ? studioStoragePath.referenceSet(uid, training.id)
      : studioStoragePath.loraFile(uid, training.id);
    let set: ReferenceSet | null = null;
    if (result.reference) {
      const crops: string[] = [];
      for (const [index, crop] of result.reference.crops.entries()) {
        const path = studioStoragePath.referenceCrop(uid, training.id, index);
        await saveFile(path, crop, 'image/jpeg');
        crops.push(path);
      }
      const { descriptors, centroid, bestIndex } = result.reference;
      set = { crops, descriptors, centroid, bestIndex };
    }
    const backupBytes = await saveBackup(backupPath, set, result.backup);
    let thumbnailPath: string | null = null;
    if (result.thumbnail) {
      thumbnailPath = studioStoragePath.thumbnail(uid, training.id);
      await saveFile(thumbnailPath, result.thumbnail, 'image/jpeg');
    }
    return {
      written: [studioStoragePath.trainingDir(uid, training.id)],
      fields: () => ({
        stage: 'done',
        queuePosition: null,
        loraUrl: result.loraUrl,
        backup: { path: backupPath, fileSizeMb: sizeMb(backupBytes) },
        ...(thumbnailPath ? { thumbnailPath } : {}),
        // Firestore holds no arrays of arrays: the document keeps the crops and the centroid, the per-photo
        // descriptors stay in the backup JSON (backup.path).
        reference: set && { crops: set.crops, centroid: set.centroid, bestIndex: set.bestIndex },
        completedAt: Timestamp.fromMillis(now),
      }),
    };
  },

  /** Where a queued training is at fal (stage and queue position), for the pages' progress. */
  async progress(training, check) {
    const state = check as { state: 'queued'; queuePosition: number | null } | { state: 'running' };
    const ref = jobRef(trainingLine, training.id);
    await db().runTransaction(async (tx) => {
      const current = readJob<TrainingRecord>(await tx.get(ref));
      if (!current || current.status !== 'training') return;
      tx.update(ref, {
        stage: state.state === 'running' ? 'training' : 'queued',
        queuePosition: state.state === 'queued' ? state.queuePosition : null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
  },
};

/** Every 2 minutes: polls fal for queued trainings with no news for longer than the webhook grace. */
export async function reconcileTrainings(deps: ReconcileDeps) {
  const now = deps.now ?? Date.now();
  const quiet = await findJobs(
    trainingLine,
    ['training'],
    'updatedAt',
    now - trainingLine.webhookGraceMs,
    100,
  );
  const queued = quiet.filter((t) => t.providerJobId);
  return reportOn(queued, (t) => pollJob(trainingLine, t, deps.portFor(t.provider), now));
}

/** Every 5 minutes: fails (and refunds) the trainings open for over 30 minutes, then cancels them at fal. */
export async function expireTrainings(deps: ReconcileDeps): Promise<{ expired: string[]; errors: string[] }> {
  const now = deps.now ?? Date.now();
  const stuck = await findJobs(trainingLine, ['pending', 'training'], 'startedAt', now - TRAINING_TIMEOUT_MS);
  const report = await reportOn(stuck, (t) => expireJob(trainingLine, t, deps.portFor(t.provider), now));
  return { expired: report.failed, errors: report.errors };
}
