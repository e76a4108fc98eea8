// The training line through the API with the local trainer (the emulators' studio provider): the upload gate on
// real photos (a different person, no face, two faces, blur and a tiny photo each get their reason; fewer than
// ten accepted photos cannot start; each photo that passes alone is kept with its face crop, which goes with it),
// then a start that takes one training credit and completes with the reference set (crops, backup JSON,
// thumbnail) in Storage, made from the kept crops (or by the engine for a session without them); without a credit the start answers 402.
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BIOMETRIC_CONSENT_VERSION,
  TRAINING_MIN_PHOTOS,
  type TrainingDoc,
} from '../../functions/src/contracts';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import type { TrainingUploadPhoto } from '../../functions/src/features/studio/training/training.repo';
import { photoFiles } from '../../functions/src/features/studio/training/upload-session';
import { CROP_SIDE } from '../../functions/src/imaging/studio/framing';
import { brokenJpeg, imageForm, photo } from '../fixtures/images';
import { adminBucket, adminDb, untilDoc } from './emulator';
import { entriesFor } from './instant-helpers';
import { memberWith } from './payments-helpers';
import {
  call,
  createTrainee,
  distinctPhotos,
  fileExists,
  keptCropsBestFirst,
  seedReadySession,
  trainingCredits,
  uploadPhotos,
} from './studio-helpers';

adminDb();

type Verdict = { file_name: string; verdict: string; reason: string | null };
const byName = (photos: Verdict[]) => Object.fromEntries(photos.map((p) => [p.file_name, p]));
const sessionPhotos = async (id: string) =>
  (await adminDb().collection('training_uploads').doc(id).get()).get('photos') as TrainingUploadPhoto[];

describe('item 4: the separate consent to process face data (PIPA art. 23)', () => {
  it('item 4: without it no photo is analysed nor training started; with it, recorded with its time', async () => {
    const user = await memberWith('no-consent', { training: 1 });
    const own = await distinctPhotos(1);
    const refused = await uploadPhotos(user, { 'me.jpg': own[0]! });
    expect([refused.status, refused.body!.code]).toEqual([403, 'consent.biometric_required']);
    expect(refused.body!.detail).toContain('얼굴 정보 처리에 동의');
    const sessions = await adminDb().collection('training_uploads').where('userId', '==', user.uid).get();
    expect(sessions.size).toBe(0);
    const start = await call(user, 'POST', '/training/start', {
      json: { session_id: 'any', lora_name: 'Me', options: {} },
    });
    expect([start.status, start.body!.code]).toEqual([403, 'consent.biometric_required']);

    const before = Date.now();
    const given = await call(user, 'POST', '/account/consents/biometric');
    expect(given.status).toBe(201);
    const stored = (await adminDb().collection('users').doc(user.uid).get()).get('consents.biometric');
    expect(stored.version).toBe(BIOMETRIC_CONSENT_VERSION);
    expect(stored.acceptedAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect((await uploadPhotos(user, { 'me.jpg': own[0]! })).status).toBe(201);

    // Withdrawn: nothing more is analysed.
    expect((await call(user, 'DELETE', '/account/consents/biometric')).status).toBe(204);
    expect((await uploadPhotos(user, { 'me2.jpg': own[0]! })).status).toBe(403);
  }, 60_000);

  it('item 4: records the sign-up confirmation of being 14 or older with its time', async () => {
    const user = await memberWith('age14', {});
    expect((await call(user, 'POST', '/account/consents/age14')).status).toBe(201);
    const stored = (await adminDb().collection('users').doc(user.uid).get()).get('consents.age14');
    expect(stored.confirmedAt).toBeDefined();
    expect((await call(user, 'POST', '/account/consents/everything')).status).toBe(400);
  });
});

describe('the training upload gate', () => {
  it('flags a different person, no face, two faces, blur and a tiny photo, and will not start below ten', async () => {
    const user = await createTrainee('gate', 1);
    const own = await distinctPhotos(4);
    const first = await uploadPhotos(user, Object.fromEntries(own.map((b, i) => [`me${i}.jpg`, b])));
    expect(first.status).toBe(201);
    const sessionId = first.body!.session_id as string;
    expect(first.body!.accepted_count).toBe(4);

    const res = await uploadPhotos(
      user,
      {
        'biden.jpg': photo('r_biden.jpg'),
        'background.jpg': photo('h_background.jpg'),
        'two.jpg': photo('r_two_people.jpg'),
        'blur.jpg': photo('q_blur6.jpg'),
        'tiny.png': photo('hard_tiny32.png'),
        'copy.jpg': own[0]!,
      },
      sessionId,
    );
    expect(res.status).toBe(201);
    const verdicts = byName(res.body!.photos as Verdict[]);
    expect(verdicts['biden.jpg']).toMatchObject({ verdict: 'rejected', reason: 'different_person' });
    expect(verdicts['background.jpg']).toMatchObject({ verdict: 'rejected', reason: 'no_face' });
    expect(verdicts['two.jpg']).toMatchObject({ verdict: 'rejected', reason: 'multiple_faces' });
    expect(verdicts['blur.jpg']).toMatchObject({ verdict: 'rejected', reason: 'too_blurry' });
    expect(['face_too_small', 'no_face']).toContain(verdicts['tiny.png']!.reason);
    expect(verdicts['copy.jpg']).toMatchObject({ verdict: 'rejected', reason: 'duplicate' });
    expect(res.body).toMatchObject({ accepted_count: 4, ready: false });

    // The gate keeps each photo that passes alone with its aligned face crop and rank, beside the photo.
    const stored = await sessionPhotos(sessionId);
    for (const p of stored) {
      const alone = p.photoReason === null;
      expect(p.face ?? null, p.fileName).toEqual(
        alone
          ? { path: studioStoragePath.uploadFace(user.uid, sessionId, p.id), rank: expect.any(Number) }
          : null,
      );
      if (!p.face) continue;
      expect(p.face.rank).toBeGreaterThan(0);
      const crop = await adminBucket().file(p.face.path).download();
      expect(await sharp(crop[0]).metadata()).toMatchObject({
        format: 'jpeg',
        width: CROP_SIDE,
        height: CROP_SIDE,
      });
    }
    expect(
      stored
        .filter((p) => p.face)
        .map((p) => p.fileName)
        .sort(),
    ).toEqual(['biden.jpg', 'copy.jpg', 'me0.jpg', 'me1.jpg', 'me2.jpg', 'me3.jpg']);

    // The same answer on reading the session; the owner's previews are served.
    const read = await call(user, 'GET', `/training/upload-sessions/${sessionId}`);
    expect(read.body!.photos).toEqual(res.body!.photos);
    const preview = await call(user, 'GET', read.body!.photos[0].preview_url);
    expect([preview.status, preview.res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const start = await call(user, 'POST', '/training/start', {
      json: { session_id: sessionId, lora_name: 'Me' },
    });
    expect(start.status).toBe(400);
    expect(start.body!.detail).toContain(String(TRAINING_MIN_PHOTOS));
    expect(await trainingCredits(user.uid)).toBe(1);

    // Removing a photo answers the new verdicts.
    const bidenId = (res.body!.photos as Array<Verdict & { photo_id: string }>).find(
      (p) => p.file_name === 'biden.jpg',
    )!.photo_id;
    const bidenRecord = (await sessionPhotos(sessionId)).find((p) => p.id === bidenId)!;
    expect(photoFiles(bidenRecord)).toHaveLength(2);
    const removed = await call(user, 'DELETE', `/training/upload-sessions/${sessionId}/photos/${bidenId}`);
    expect(removed.status).toBe(200);
    expect(removed.body!.photos.map((p: Verdict) => p.file_name)).not.toContain('biden.jpg');
    // Its photo and face crop went with it.
    for (const path of photoFiles(bidenRecord)) expect(await fileExists(path), path).toBe(false);
  });

  it('N5: a 4th open upload session gets 409 with its reason in words; trained or expired ones free a place', async () => {
    const user = await createTrainee('sessions-cap');
    const open = async () => {
      const res = await uploadPhotos(user, { 'a.jpg': brokenJpeg() });
      expect(res.status).toBe(201);
      return res.body!.session_id as string;
    };
    const ids = [await open(), await open(), await open()];
    const fourth = await uploadPhotos(user, { 'a.jpg': brokenJpeg() });
    expect([fourth.status, fourth.body!.code]).toEqual([409, 'studio.too_many_sessions']);
    expect(fourth.body!.detail).toContain('사진 세트가 이미 3개');
    const english = await call(user, 'POST', '/training/upload-images', {
      form: imageForm({ files: brokenJpeg() }),
      language: 'en',
    });
    expect(english.body!.detail).toMatch(/^You already have 3 photo sets/);
    // The open ones still take photos.
    expect((await uploadPhotos(user, { 'b.jpg': brokenJpeg(1) }, ids[0])).status).toBe(201);

    const sessions = adminDb().collection('training_uploads');
    await sessions.doc(ids[0]!).update({ trainingId: 'trained-on' });
    const afterTraining = await open();
    await sessions.doc(afterTraining).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await open();
    expect((await uploadPhotos(user, { 'a.jpg': brokenJpeg() })).status).toBe(409);
    const mine = await sessions.where('userId', '==', user.uid).get();
    expect(mine.size).toBe(5);
  });
});

describe('a local training', () => {
  it('takes one training credit and completes with the reference set in Storage', async () => {
    const user = await createTrainee('local-train', 1);
    const session = await seedReadySession(user.uid);
    const start = await call(user, 'POST', '/training/start', {
      json: { session_id: session.id, lora_name: '  My model  ', images_url: 'ignored' },
    });
    expect(start.status).toBe(202);
    const id = start.body!.training_id as string;
    expect(start.body).toMatchObject({
      status: 'pending',
      trigger_word: expect.stringMatching(/^bitna_[a-z]{6}$/),
    });
    expect(await trainingCredits(user.uid)).toBe(0);

    const doc = await untilDoc<TrainingDoc>(
      'trainings',
      id,
      (d) => d.status === 'completed' || d.status === 'failed',
    );
    expect(doc).toMatchObject({
      status: 'completed',
      provider: 'local',
      loraName: 'My model',
      loraUrl: null,
      photoCount: 10,
    });
    expect(doc.backup!.path).toBe(studioStoragePath.referenceSet(user.uid, id));
    expect(await fileExists(doc.backup!.path)).toBe(true);
    // Made from the crops the upload gate kept, best first: no face was found again.
    const crops = await Promise.all(
      doc.reference!.crops.map(async (path) => (await adminBucket().file(path).download())[0]),
    );
    expect(crops).toEqual(keptCropsBestFirst(session));
    expect(doc.thumbnailPath).toBe(studioStoragePath.thumbnail(user.uid, id));
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);

    const view = await call(user, 'GET', `/training/${id}/status`);
    expect(view.body).toMatchObject({
      status: 'completed',
      actual_status: 'ready',
      provider: 'local',
      lora_url: null,
    });

    // The session is used; no credit is left for another start.
    const again = await call(user, 'POST', '/training/start', {
      json: { session_id: session.id, lora_name: 'x' },
    });
    expect(again.status).toBe(409);
    // Resuming it says so, so /upload starts a new set instead of selling a training it cannot start.
    const resumed = await call(user, 'GET', `/training/upload-sessions/${session.id}`);
    expect([resumed.status, resumed.body!.code]).toEqual([409, 'studio.session_used']);
    const other = await seedReadySession(user.uid);
    const broke = await call(user, 'POST', '/training/start', {
      json: { session_id: other.id, lora_name: 'x' },
    });
    expect(broke.status).toBe(402);
  });

  it('trains a session uploaded before the gate kept face crops: the engine makes them', async () => {
    const user = await createTrainee('local-legacy', 1);
    const session = await seedReadySession(user.uid, 10, { legacy: true });
    const start = await call(user, 'POST', '/training/start', {
      json: { session_id: session.id, lora_name: 'Old' },
    });
    expect(start.status).toBe(202);
    const doc = await untilDoc<TrainingDoc>(
      'trainings',
      start.body!.training_id as string,
      (d) => d.status === 'completed' || d.status === 'failed',
    );
    expect(doc).toMatchObject({ status: 'completed', provider: 'local', photoCount: 10 });
    expect(doc.reference!.crops).toHaveLength(10);
    const best = (await adminBucket().file(doc.reference!.crops[0]!).download())[0];
    expect(await sharp(best).metadata()).toMatchObject({ width: CROP_SIDE, height: CROP_SIDE });
  });
});
