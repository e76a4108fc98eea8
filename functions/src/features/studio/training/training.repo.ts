// Firestore access for the studio's training side: training_uploads (upload sessions, functions only), trainings
// (the jobs; their owner reads them) and the generations made from a training (deleted with it). Files are in
// jobs/files.ts. Writes that move credits happen in the use cases' credits transactions.
import type { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  ORIGINAL_TTL_MS,
  TRAINING_TIMEOUT_MS,
  timestampSchema,
  trainingPhotoReasonSchema,
  type TrainingDoc,
} from '../../../contracts';
import { getJob, getOwnJob, jobRef, newJobRef, readJob } from '../../../jobs';
import { db } from '../../../shared/firebase';
import { trainingLine } from './training.line';

/**
 * An upload session (its photos and their descriptors) is deleted after this, trained on or not, by the hourly
 * purge: within the 24 hours the terms promise (purge-uploads.ts).
 */
export const TRAINING_UPLOAD_TTL_MS = ORIGINAL_TTL_MS;
/**
 * A training starts only from a session with at least this long left: it ends (done, or failed by the expiry
 * run every 5 minutes after TRAINING_TIMEOUT_MS) before its photos are due, so they still go within 24 hours.
 */
export const TRAINING_START_MARGIN_MS = TRAINING_TIMEOUT_MS + 5 * 60 * 1000;

/** training_uploads/{sessionId}: functions only (clients never read it; the API answers the verdicts). */
export const trainingUploadPhotoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Storage path of the normalised JPEG (studioStoragePath.uploadPhoto). */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Checks on the photo alone; the set-level verdicts (different_person, duplicate) are judged from descriptors. */
  photoReason: trainingPhotoReasonSchema.nullable(),
  descriptor: z.array(z.number()).nullable(),
  /** 0..1, how frontal and centred the face is (the best one becomes the reference photo and thumbnail). */
  frontal: z.number(),
  /** Tiny grey fingerprint for near-duplicate detection (hex). */
  fingerprint: z.string().nullable(),
  /**
   * The photo's reference-set entry made by the upload gate: its aligned face crop in Storage
   * (studioStoragePath.uploadFace) and rank; with `descriptor` it is what a training needs, no face found again.
   * Null for a photo refused alone; absent on sessions made before the gate kept it.
   */
  face: z.object({ path: z.string(), rank: z.number() }).nullable().optional(),
});
export type TrainingUploadPhoto = z.infer<typeof trainingUploadPhotoSchema>;
export const trainingUploadDocSchema = z.object({
  userId: z.string(),
  photos: z.array(trainingUploadPhotoSchema),
  /** Set once a training was started from this session (its photos then belong to that training). */
  trainingId: z.string().nullable(),
  createdAt: timestampSchema.nullable(),
  expiresAt: timestampSchema,
});
export type TrainingUploadDoc = z.infer<typeof trainingUploadDocSchema>;

export type TrainingRecord = TrainingDoc & { id: string };
export type SessionRecord = TrainingUploadDoc & { id: string };

export const trainingRef = (id: string) => jobRef(trainingLine, id);
export const newTrainingRef = () => newJobRef(trainingLine);
export const sessionRef = (id: string) => db().collection('training_uploads').doc(id);
export const newSessionRef = () => db().collection('training_uploads').doc();

/**
 * How many sessions a user may have open (not trained on, not expired) at once (security review N5): the page
 * keeps one and resumes it, so a few cover another tab or device; each holds up to 50 stored photos for 24 h.
 */
export const OPEN_SESSIONS_MAX = 3;

/** How many of the user's sessions are open at `now`, read in `tx` when given (a session is created in one). */
export async function openSessionCount(uid: string, now: number, tx?: FirebaseFirestore.Transaction) {
  const query = db()
    .collection('training_uploads')
    .where('userId', '==', uid)
    .select('trainingId', 'expiresAt');
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.filter((d) => !d.get('trainingId') && (d.get('expiresAt') as Timestamp).toMillis() > now)
    .length;
}

export const toSession = (snap: FirebaseFirestore.DocumentSnapshot): SessionRecord | null =>
  snap.exists ? ({ ...(snap.data() as TrainingUploadDoc), id: snap.id } as SessionRecord) : null;

export const getTraining = (id: string) => getJob(trainingLine, id);

/** The caller's own training, or null: another user's training is indistinguishable from none. */
export const getOwnTraining = (uid: string, id: string) => getOwnJob(trainingLine, uid, id);

export async function getOwnSession(uid: string, id: string): Promise<SessionRecord | null> {
  const session = toSession(await sessionRef(id).get());
  return session && session.userId === uid ? session : null;
}

/** Newest first; `uid` null lists everyone's (admin). */
export async function listTrainings(uid: string | null, limit: number, offset: number) {
  let query: FirebaseFirestore.Query = db().collection('trainings');
  if (uid) query = query.where('userId', '==', uid);
  const snap = await query.orderBy('createdAt', 'desc').offset(offset).limit(limit).get();
  return snap.docs.map((d) => readJob<TrainingRecord>(d)!);
}

/** The generations made from a training (ids and owners; the studio's generation side writes them). */
export async function generationsOf(trainingId: string, uid: string) {
  const snap = await db()
    .collection('generations')
    .where('userId', '==', uid)
    .where('trainingId', '==', trainingId)
    .get();
  return snap.docs;
}

/** The training fal's job `jobId` belongs to (the webhook names only the job). */
export async function trainingByJob(jobId: string): Promise<TrainingRecord | null> {
  const snap = await db().collection('trainings').where('providerJobId', '==', jobId).limit(1).get();
  return snap.empty ? null : readJob<TrainingRecord>(snap.docs[0]!);
}
