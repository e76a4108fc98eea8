// The upload gate's files when the session write is refused after the photos were checked (the session was
// trained on, or filled, meanwhile): the photos and face crops written for it are deleted, the session keeps its
// own. The engine is held (mocked) so the session changes between the gate's first look and its write.
import { describe, expect, it, vi } from 'vitest';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import type { TrainingPhotoCheck } from '../../functions/src/features/studio/training/studio-engine';
import { addPhotos, photoFiles } from '../../functions/src/features/studio/training/upload-session';
import { adminBucket, adminDb } from './emulator';
import { createTrainee, seedReadySession } from './studio-helpers';

const engine = vi.hoisted(() => ({ hold: null as Promise<void> | null, entered: () => {} }));

vi.mock('../../functions/src/features/studio/training/studio-engine', async (original) => ({
  ...(await original<typeof import('../../functions/src/features/studio/training/studio-engine')>()),
  async checkTrainingPhoto(image: Buffer): Promise<TrainingPhotoCheck> {
    engine.entered();
    await engine.hold;
    return {
      photoReason: null,
      jpeg: image,
      width: 4,
      height: 4,
      descriptor: [1, 0],
      frontal: 1,
      fingerprint: '0123456789abcdef',
      reference: { crop: Buffer.from('crop'), rank: 0.9 },
    };
  },
}));

adminDb();

const filesUnder = async (prefix: string) =>
  (await adminBucket().getFiles({ prefix }))[0].map((f) => f.name).sort();

describe('the upload gate refused after the check', () => {
  it('deletes the photos and face crops it wrote for a session trained on meanwhile', async () => {
    const user = await createTrainee('gate-refused', 0);
    const session = await seedReadySession(user.uid, 2);
    const folder = studioStoragePath.uploadPhoto(user.uid, session.id, 'x').replace(/x\.jpg$/, '');
    const seeded = session.photos.flatMap(photoFiles).sort();
    expect(await filesUnder(folder)).toEqual(seeded);

    let release = () => {};
    engine.hold = new Promise((resolve) => (release = resolve));
    const checked = new Promise<void>((resolve) => (engine.entered = resolve));
    const upload = addPhotos(user.uid, [{ filename: 'late.jpg', data: Buffer.from('late') }], session.id);
    await checked; // past the gate's first look at the session
    await adminDb()
      .collection('training_uploads')
      .doc(session.id)
      .update({ trainingId: 'trained-meanwhile' });
    release();
    await expect(upload).rejects.toMatchObject({ status: 409, key: 'studio.session_used' });

    expect(await filesUnder(folder)).toEqual(seeded);
    const photos = (await adminDb().collection('training_uploads').doc(session.id).get()).get('photos');
    expect(photos).toHaveLength(2);
  });
});
