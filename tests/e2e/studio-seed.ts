// A member's studio written straight into the emulators (Admin SDK), so the translated pages can be shown full
// without uploading, training and generating through the local engine again (studio.spec.ts does that once, in
// Korean): an upload session of ten accepted photos, a ready local model, and finished generations from it.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { writeInstant, writeStudio } from './gallery-seed';
import { adminBucket, adminDb } from './helpers';
import { renderVariant, VARIANTS } from './studio-photos';

// The Storage paths of contracts/studio.ts (studioStoragePath), which Playwright cannot import (CommonJS), and
// web's STUDIO_STORAGE_KEYS.uploadSession (features/studio/wizardStorage.ts): the upload page resumes the session this key names.
const uploadPhotoPath = (uid: string, sessionId: string, photoId: string) =>
  `users/${uid}/studio/uploads/${sessionId}/${photoId}.jpg`;
export const trainingFile = (uid: string, trainingId: string, name: string) =>
  `users/${uid}/studio/trainings/${trainingId}/${name}`;
export const UPLOAD_SESSION_KEY = 'bitna-studio-upload-session';
/** The identity descriptor's length (functions/src/imaging/similarity.ts DESCRIPTOR_LENGTH: HSE FaceRes). */
const DESCRIPTOR_LENGTH = 1024;

/** The ten training photos of studio-photos.ts, rendered once for every member this run seeds. */
let rendered: Promise<Buffer[]> | undefined;
const trainingPhotos = () => (rendered ??= Promise.all(VARIANTS.map(renderVariant)));

async function save(path: string, data: Buffer) {
  await (await adminBucket()).file(path).save(data, { contentType: 'image/jpeg', resumable: false });
}

/**
 * An upload session holding the ten photos, every one accepted: one shared face descriptor (one person) and
 * random fingerprints (never near copies), as the upload gate would have left them. Returns the session id.
 */
export async function seedUploadSession(uid: string): Promise<string> {
  // A set of analysed photos means its owner gave the face-data consent first (contracts/account.ts's version).
  await (
    await adminDb()
  )
    .collection('users')
    .doc(uid)
    .set(
      { consents: { biometric: { acceptedAt: Timestamp.now(), version: '2026-11-27' } } },
      { merge: true },
    );
  const ref = (await adminDb()).collection('training_uploads').doc();
  const descriptor = Array.from({ length: DESCRIPTOR_LENGTH }, (_, i) => (i === 0 ? 1 : 0));
  const photos = await Promise.all(
    (await trainingPhotos()).map(async (data, i) => {
      const id = `p${i}`;
      const path = uploadPhotoPath(uid, ref.id, id);
      const [meta] = await Promise.all([sharp(data).metadata(), save(path, data)]);
      return {
        id,
        fileName: VARIANTS[i]!.name,
        path,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        bytes: data.length,
        photoReason: null,
        descriptor,
        frontal: 1 - i / 100,
        fingerprint: randomBytes(8).toString('hex'),
      };
    }),
  );
  await ref.set({
    userId: uid,
    photos,
    trainingId: null,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + 24 * 60 * 60 * 1000),
  });
  return ref.id;
}

/**
 * A completed model of `uid` named `name`: `fields(id)` gives what differs from a local one (the provider, its
 * files), given the new training's id. Returns its id.
 */
export async function seedModel(
  uid: string,
  name: string,
  fields: (id: string) => Promise<Record<string, unknown>>,
): Promise<string> {
  const ref = (await adminDb()).collection('trainings').doc();
  const now = Timestamp.now();
  await ref.set({
    userId: uid,
    status: 'completed',
    stage: 'done',
    loraName: name,
    triggerWord: 'ohwx person',
    provider: 'local',
    sessionId: '',
    photoCount: 10,
    providerJobId: null,
    loraUrl: null,
    backup: { path: trainingFile(uid, ref.id, 'reference.json'), fileSizeMb: 0.05 },
    thumbnailPath: null,
    reference: null,
    error: null,
    createdAt: now,
    updatedAt: now,
    startedAt: now,
    completedAt: now,
    ...(await fields(ref.id)),
  });
  return ref.id;
}

/** A completed local model named `name`, with its thumbnail (the first photo, small). Returns its id. */
export const seedReadyModel = (uid: string, name: string) =>
  seedModel(uid, name, async (id) => {
    const thumbnailPath = trainingFile(uid, id, 'thumbnail.jpg');
    const [first] = await trainingPhotos();
    await save(thumbnailPath, await sharp(first).resize(256, 256).jpeg().toBuffer());
    return { thumbnailPath };
  });

/**
 * Finished work of the member's: two runs of `model` (three images in all, labelled with `labels`) and one
 * instant edit, the newest first, so the dashboard, the model's history and the gallery all have something.
 */
export async function seedFinishedWork(
  uid: string,
  model: { id: string; name: string },
  labels: [string, string, string],
) {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await Promise.all([
    writeStudio(uid, labels[0], hoursAgo(1), 1, 2, 'completed', model),
    writeInstant(uid, labels[1], hoursAgo(2), 3),
    writeStudio(uid, labels[2], hoursAgo(3), 4, 1, 'completed', model),
  ]);
}
