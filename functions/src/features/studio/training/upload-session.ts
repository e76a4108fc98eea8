// POST /training/upload-images, GET /training/upload-sessions/{id}, DELETE …/photos/{photoId}: an upload session
// collects up to TRAINING_MAX_PHOTOS photos. Each file is checked alone by the engine (face, sharpness, light) and
// its normalised JPEG kept privately, with the aligned face crop a training starts from (biometric data: it lives
// and goes with the photo, in the session's folder); the set verdicts (different_person, duplicate) are judged from the stored
// descriptors on every answer, because a verdict can change as the set grows. The photos are written first and
// the session document in a transaction after, so a session only ever names files that exist, and two batches
// uploaded at once both land (or the second is refused when the session is full).
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  TRAINING_MAX_PHOTOS,
  TRAINING_MIN_PHOTOS,
  studioUrls,
  type TrainingUploadResponse,
} from '../../../contracts';
import { TRAINING_UPLOAD_TTL_MS, type TrainingUploadPhoto } from './training.repo';
import { studioStoragePath } from '../storage-paths';
import { AppError } from '../../../shared/errors';
import { db } from '../../../shared/firebase';
import { deleteFile, saveFile } from '../../../jobs';
import { checkTrainingPhoto, judgeSet } from './studio-engine';
import {
  OPEN_SESSIONS_MAX,
  getOwnSession,
  newSessionRef,
  openSessionCount,
  sessionRef,
  toSession,
  type SessionRecord,
} from './training.repo';

export const sessionNotFound = () => new AppError(404, 'studio.session_not_found');

/** The session's photos with their final verdicts, as every upload call answers them. */
export function sessionView(
  session: Pick<SessionRecord, 'id' | 'photos' | 'expiresAt'>,
): TrainingUploadResponse {
  const verdicts = judgeSet(session.photos);
  const photos = session.photos.map((p, i) => ({
    photo_id: p.id,
    file_name: p.fileName,
    verdict: verdicts[i]!.verdict,
    reason: verdicts[i]!.reason,
    identity: verdicts[i]!.identity,
    preview_url: studioUrls.uploadPhoto(session.id, p.id),
  }));
  const accepted = photos.filter((p) => p.verdict === 'accepted').length;
  return {
    session_id: session.id,
    photos,
    accepted_count: accepted,
    ready: accepted >= TRAINING_MIN_PHOTOS && accepted <= TRAINING_MAX_PHOTOS,
    expires_at: session.expiresAt.toDate().toISOString(),
  };
}

/** A session the caller may still add to or remove from: theirs, not yet trained on, not expired. */
function usable(session: SessionRecord | null, uid: string, now: number): SessionRecord {
  if (!session || session.userId !== uid) throw sessionNotFound();
  if (session.trainingId) throw new AppError(409, 'studio.session_used');
  if (session.expiresAt.toDate().getTime() <= now) throw new AppError(410, 'studio.session_expired');
  return session;
}

/** The files a session photo keeps in Storage: the photo, and its face crop when the gate made one. */
export const photoFiles = (p: TrainingUploadPhoto) => [p.path, p.face?.path ?? ''].filter(Boolean);

const tooMany = () => new AppError(409, 'studio.too_many_photos', { max: TRAINING_MAX_PHOTOS });
const tooManySessions = () => new AppError(409, 'studio.too_many_sessions', { max: OPEN_SESSIONS_MAX });

export async function addPhotos(
  uid: string,
  files: Array<{ filename: string; data: Buffer }>,
  sessionId: string | undefined,
  now = Date.now(),
): Promise<TrainingUploadResponse> {
  if (!files.length) throw new AppError(400, 'upload.file_required');
  const ref = sessionId ? sessionRef(sessionId) : newSessionRef();
  if (sessionId) {
    const existing = usable(await getOwnSession(uid, sessionId), uid, now);
    if (existing.photos.length + files.length > TRAINING_MAX_PHOTOS) throw tooMany();
  } else if ((await openSessionCount(uid, now)) >= OPEN_SESSIONS_MAX) throw tooManySessions();

  const added: TrainingUploadPhoto[] = [];
  for (const file of files) {
    const check = await checkTrainingPhoto(file.data);
    const id = randomUUID().replace(/-/g, '').slice(0, 16);
    const path = studioStoragePath.uploadPhoto(uid, ref.id, id);
    if (check.jpeg) await saveFile(path, check.jpeg, 'image/jpeg');
    const facePath = studioStoragePath.uploadFace(uid, ref.id, id);
    if (check.reference) await saveFile(facePath, check.reference.crop, 'image/jpeg');
    added.push({
      id,
      fileName: file.filename.slice(0, 200) || `${id}.jpg`,
      path: check.jpeg ? path : '',
      width: check.width,
      height: check.height,
      bytes: check.jpeg?.length ?? file.data.length,
      photoReason: check.jpeg ? check.photoReason : (check.photoReason ?? 'not_an_image'),
      descriptor: check.descriptor,
      frontal: check.frontal,
      fingerprint: check.fingerprint,
      face: check.reference && { path: facePath, rank: check.reference.rank },
    });
  }

  const record = db().runTransaction(async (tx) => {
    const current = toSession(await tx.get(ref));
    if (sessionId) {
      const open = usable(current, uid, now);
      if (open.photos.length + added.length > TRAINING_MAX_PHOTOS) throw tooMany();
      tx.update(ref, { photos: [...open.photos, ...added] });
      return { ...open, photos: [...open.photos, ...added] };
    }
    // Counted again with the creation, so sessions opened at the same time cannot pass the cap together.
    if ((await openSessionCount(uid, now, tx)) >= OPEN_SESSIONS_MAX) throw tooManySessions();
    const expiresAt = Timestamp.fromMillis(now + TRAINING_UPLOAD_TTL_MS);
    tx.create(ref, {
      userId: uid,
      photos: added,
      trainingId: null,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt,
    });
    return { id: ref.id, userId: uid, photos: added, trainingId: null, createdAt: null, expiresAt };
  });
  // Refused after all (the session filled up or the cap was reached meanwhile): the photos written for it go.
  const session = await record.catch(async (err: unknown) => {
    await Promise.all(added.flatMap(photoFiles).map((path) => deleteFile(path)));
    throw err;
  });
  return sessionView(session);
}

export async function removePhoto(uid: string, sessionId: string, photoId: string, now = Date.now()) {
  const ref = sessionRef(sessionId);
  const { session, removed } = await db().runTransaction(async (tx) => {
    const open = usable(toSession(await tx.get(ref)), uid, now);
    const removed = open.photos.find((p) => p.id === photoId);
    if (!removed) throw new AppError(404, 'studio.photo_not_found');
    const photos = open.photos.filter((p) => p.id !== photoId);
    tx.update(ref, { photos });
    return { session: { ...open, photos }, removed };
  });
  await Promise.all(photoFiles(removed).map((path) => deleteFile(path)));
  return sessionView(session);
}

/** The caller's session (also once trained on: its photos stay readable). */
export async function ownSession(uid: string, sessionId: string): Promise<SessionRecord> {
  const session = await getOwnSession(uid, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * GET /training/upload-sessions/{id}: the caller's session to resume. One already trained on answers 409
 * studio.session_used, so a browser that kept its id (another tab, a restored state) starts a new set instead of
 * selling a training for photos that can no longer start one.
 */
export async function resumableSession(uid: string, sessionId: string): Promise<TrainingUploadResponse> {
  const session = await ownSession(uid, sessionId);
  if (session.trainingId) throw new AppError(409, 'studio.session_used');
  return sessionView(session);
}
