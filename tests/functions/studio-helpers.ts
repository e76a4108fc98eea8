// Shared steps of the studio training suites: a member holding training credits, photos uploaded as the page
// sends them (multipart `files`), a ready upload session seeded directly (ten accepted photos of one person,
// for the suites about what happens after the upload gate), and waiting for a training to settle.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { BIOMETRIC_CONSENT_VERSION, type TrainingDoc } from '../../functions/src/contracts';
import {
  TRAINING_UPLOAD_TTL_MS,
  type TrainingUploadPhoto,
} from '../../functions/src/features/studio/training/training.repo';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import { DESCRIPTOR_LENGTH } from '../../functions/src/imaging/similarity';
import { CROP_SIDE } from '../../functions/src/imaging/studio/framing';
import { photo } from '../fixtures/images';
import { adminBucket, adminDb, type TestUser } from './emulator';
import { call } from './instant-helpers';
import { memberWith } from './payments-helpers';

export { call };

/**
 * A signed-up user holding `training` training credits (and nothing else) who gave the face-data consent the
 * studio needs (POST /account/consents/biometric records the same fields).
 */
export async function createTrainee(prefix = 'trainee', training = 1) {
  const user = await memberWith(prefix, { training });
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set(
      { consents: { biometric: { acceptedAt: Timestamp.now(), version: BIOMETRIC_CONSENT_VERSION } } },
      { merge: true },
    );
  return user;
}

/** POST /training/upload-images with `files` (name → bytes) and an optional session. */
export function uploadPhotos(user: TestUser, files: Record<string, Buffer>, sessionId?: string) {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(files))
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  if (sessionId) form.append('session_id', sessionId);
  return call(user, 'POST', '/training/upload-images', { form });
}

/** Real face photos of one person, each made distinct (flip, crop) so none is a near copy of another. */
export async function distinctPhotos(count: number): Promise<Buffer[]> {
  const sources = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama3.jpg'].map(photo);
  const out: Buffer[] = [];
  for (let i = 0; out.length < count; i++) {
    const src = sharp(sources[i % sources.length]!);
    const { width = 400, height = 400 } = await sharp(sources[i % sources.length]!).metadata();
    const variant = Math.floor(i / sources.length);
    const inset = 0.04 * variant;
    let img = src.extract({
      left: Math.round(width * inset),
      top: Math.round(height * inset),
      width: Math.round(width * (1 - 2 * inset)),
      height: Math.round(height * (1 - 2 * inset)),
    });
    if (variant % 2 === 1) img = img.flop();
    out.push(await img.jpeg({ quality: 90 }).toBuffer());
  }
  return out;
}

/**
 * A face crop standing in for the gate's aligned one (the photo's centre, square, at the crop's side): the
 * trainers copy the kept crops without looking into them. The real crop is held by training-photo.test.ts.
 */
const standInCrop = (data: Buffer) =>
  sharp(data).resize(CROP_SIDE, CROP_SIDE, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();

/**
 * An upload session of `count` accepted photos, written directly (photos and their face crops in Storage, one
 * shared descriptor so the set is one person, distinct fingerprints): what the upload gate would have left.
 * `legacy` leaves out the face crops, as the gate did before it kept them.
 */
export async function seedReadySession(
  uid: string,
  count = 10,
  options: { expiresAt?: number; legacy?: boolean } = {},
) {
  const ref = adminDb().collection('training_uploads').doc();
  const images = await distinctPhotos(count);
  const descriptor = Array.from({ length: DESCRIPTOR_LENGTH }, (_, i) => (i === 0 ? 1 : 0));
  const photos: TrainingUploadPhoto[] = [];
  const crops: Buffer[] = [];
  for (const [i, data] of images.entries()) {
    const id = `p${i}`;
    const path = studioStoragePath.uploadPhoto(uid, ref.id, id);
    const save = (to: string, bytes: Buffer) =>
      adminBucket().file(to).save(bytes, { contentType: 'image/jpeg', resumable: false });
    await save(path, data);
    const facePath = studioStoragePath.uploadFace(uid, ref.id, id);
    if (!options.legacy) crops.push(await standInCrop(data));
    if (!options.legacy) await save(facePath, crops[i]!);
    photos.push({
      id,
      fileName: `${id}.jpg`,
      path,
      width: 400,
      height: 400,
      bytes: data.length,
      photoReason: null,
      descriptor,
      frontal: 1 - i / 100,
      // Hash-made 64-bit fingerprints differ in about half their bits: never near copies.
      fingerprint: createHash('sha256').update(`${ref.id}:${i}`).digest('hex').slice(0, 16),
      // Ranked in another order than `frontal`: the trainers must follow the ranks.
      ...(options.legacy ? {} : { face: { path: facePath, rank: 0.5 + ((i * 7) % count) / (2 * count) } }),
    });
  }
  await ref.set({
    userId: uid,
    photos,
    trainingId: null,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(options.expiresAt ?? Date.now() + TRAINING_UPLOAD_TTL_MS),
  });
  return { id: ref.id, photos, crops };
}

/** The face crops a seeded session keeps, best (highest rank) first: what a training made from it learns from. */
export function keptCropsBestFirst(session: { photos: TrainingUploadPhoto[]; crops: Buffer[] }) {
  return session.crops
    .map((crop, i) => ({ crop, rank: session.photos[i]!.face!.rank }))
    .sort((a, b) => b.rank - a.rank)
    .map((f) => f.crop);
}

/** A local training under way on `sessionId` (ten photos, nothing made yet), as a document to seed directly. */
export const trainingUnderWay = (
  uid: string,
  sessionId: string,
  fields: Partial<Record<keyof TrainingDoc, unknown>>,
) => ({
  userId: uid,
  status: 'training',
  stage: 'training',
  loraName: 'Seeded',
  triggerWord: 'bitna_sdwrd',
  provider: 'local',
  sessionId,
  photoCount: 10,
  providerJobId: null,
  loraUrl: null,
  backup: null,
  thumbnailPath: null,
  error: null,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
  startedAt: FieldValue.serverTimestamp(),
  completedAt: null,
  ...fields,
});

export const trainingDoc = async (id: string) =>
  (await adminDb().collection('trainings').doc(id).get()).data() as TrainingDoc | undefined;

export const fileExists = async (path: string) => (await adminBucket().file(path).exists())[0];

export async function trainingCredits(uid: string): Promise<number> {
  const doc = (await adminDb().collection('users').doc(uid).get()).data();
  return (doc?.credits?.training as number) ?? 0;
}
