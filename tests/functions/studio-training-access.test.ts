// Who may touch a training, through the API on the emulators: another user's training and upload session answer
// 404 on every call (exactly like a missing one), the admin calls answer 403 without the `admin` claim and work
// with it, and deleting a training removes its files, its session and the generations made from it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { studioUrls } from '../../functions/src/contracts';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import { photoFiles } from '../../functions/src/features/studio/training/upload-session';
import { creditsTransaction, debitForJob } from '../../functions/src/features/credits';
import { adminBucket, adminDb, createAdmin } from './emulator';
import {
  call,
  createTrainee,
  fileExists,
  seedReadySession,
  trainingDoc,
  trainingUnderWay,
} from './studio-helpers';

adminDb();

/** A completed training written directly (a local one: its reference set and thumbnail in Storage). */
async function seedCompleted(uid: string) {
  const session = await seedReadySession(uid);
  const ref = adminDb().collection('trainings').doc();
  const backup = studioStoragePath.referenceSet(uid, ref.id);
  const thumbnail = studioStoragePath.thumbnail(uid, ref.id);
  for (const path of [backup, thumbnail, studioStoragePath.referenceCrop(uid, ref.id, 0)])
    await adminBucket().file(path).save(Buffer.from('x'));
  await adminDb().collection('training_uploads').doc(session.id).update({ trainingId: ref.id });
  await ref.set({
    userId: uid,
    status: 'completed',
    stage: 'done',
    loraName: 'Mine',
    triggerWord: 'bitna_tstwrd',
    provider: 'local',
    sessionId: session.id,
    photoCount: 10,
    providerJobId: null,
    queuePosition: null,
    loraUrl: null,
    backup: { path: backup, fileSizeMb: 0 },
    thumbnailPath: thumbnail,
    reference: null,
    error: null,
    errorParams: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    startedAt: Timestamp.now(),
    completedAt: Timestamp.now(),
    leaseUntil: null,
  });
  return { id: ref.id, session };
}

/** A pending training with its debit, whose trigger finds nothing to do (status already open and leased). */
async function seedOpen(uid: string) {
  const { id: sessionId } = await seedReadySession(uid);
  const ref = adminDb().collection('trainings').doc();
  await creditsTransaction(uid, async (tx) => {
    const debit = await debitForJob(tx, uid, { unit: 'training', amount: 1, jobId: ref.id });
    tx.create(
      ref,
      trainingUnderWay(uid, sessionId, {
        loraName: 'Open',
        triggerWord: 'bitna_opnwrd',
        leaseUntil: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000),
      }),
    );
    debit.commit();
  });
  return ref.id;
}

describe('studio training access', () => {
  it("answers 404 for another user's training and session on every call, and changes nothing", async () => {
    const owner = await createTrainee('owner', 1);
    const stranger = await createTrainee('stranger', 1);
    const { id, session } = await seedCompleted(owner.uid);
    const open = await seedOpen(owner.uid);
    const { id: openSession } = await seedReadySession(owner.uid);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/training/${id}/status`],
      ['GET', `/training/${id}/thumbnail`],
      ['GET', studioUrls.thumbnail(id)],
      ['POST', `/training/${id}/refresh-status`],
      ['PUT', `/training/${id}/edit`, { lora_name: 'Stolen' }],
      ['DELETE', `/training/${id}`],
      ['POST', `/training/${open}/cancel`],
      ['GET', `/training/upload-sessions/${openSession}`],
      ['GET', studioUrls.uploadPhoto(openSession, 'p0')],
      ['DELETE', `/training/upload-sessions/${openSession}/photos/p0`],
      ['GET', studioUrls.uploadPhoto(session.id, 'p0')],
    ];
    for (const [method, path, json] of calls) {
      const res = await call(stranger, method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Starting from their session, or adding to it, is refused the same way.
    expect(
      (await call(stranger, 'POST', '/training/start', { json: { session_id: openSession, lora_name: 'x' } }))
        .status,
    ).toBe(404);
    const list = await call(stranger, 'GET', '/training/list');
    expect(list.body).toEqual([]);
    expect(await trainingDoc(id)).toMatchObject({ loraName: 'Mine', status: 'completed' });
    expect((await trainingDoc(open))!.status).toBe('training');
    expect(await fileExists(studioStoragePath.referenceSet(owner.uid, id))).toBe(true);

    // The owner reaches all of it.
    expect((await call(owner, 'GET', `/training/${id}/status`)).body).toMatchObject({
      id,
      status: 'completed',
      actual_status: 'ready',
    });
    const thumb = await call(owner, 'GET', studioUrls.thumbnail(id));
    expect([thumb.status, thumb.res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const renamed = await call(owner, 'PUT', `/training/${id}/edit`, { json: { lora_name: '  New name  ' } });
    expect(renamed.body).toMatchObject({ success: true });
    expect((await trainingDoc(id))!.loraName).toBe('New name');
    const mine = await call(owner, 'GET', '/training/list?limit=20&offset=0&t=1');
    expect(mine.res.headers.get('cache-control')).toBe('no-store');
    expect(mine.body!.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([id, open]));
  });

  it('refuses the admin calls and the all-users list without the admin claim, and serves them with it', async () => {
    const user = await createTrainee('not-admin', 1);
    const admin = await createAdmin();
    const open = await seedOpen(user.uid);
    const adminCalls: Array<[string, string, unknown?]> = [
      ['POST', '/admin/update-training-status', { training_id: open, status: 'failed', error: 'stuck' }],
      ['GET', '/admin/check-fal-job/fake-train-none'],
      ['POST', '/admin/map-fal-job', { training_id: open, fal_job_id: 'fake-train-none' }],
      ['GET', '/training/list?scope=all'],
    ];
    for (const [method, path, json] of adminCalls)
      expect((await call(user, method, path, { json })).status, `${method} ${path}`).toBe(403);
    expect((await trainingDoc(open))!.status).toBe('training');

    // The admin sees every user's trainings (with their owners), a page at a time; a user's own list never
    // shows another's, nor the owner field.
    const other = await createTrainee('not-admin-2', 1);
    const others = await seedOpen(other.uid);
    const all = await call(admin, 'GET', '/training/list?scope=all&limit=100');
    expect(all.status).toBe(200);
    expect(all.body!.find((t: { id: string }) => t.id === open)).toMatchObject({ user_id: user.uid });
    expect(all.body!.find((t: { id: string }) => t.id === others)).toMatchObject({
      user_id: other.uid,
      provider_job_id: null,
    });
    // Paged: the second page of one starts after the first (other tests may add trainings meanwhile, so only
    // that is compared).
    const page = async (offset: number) => {
      const res = await call(admin, 'GET', `/training/list?scope=all&limit=1&offset=${offset}`);
      return (res.body as Array<{ id: string }>).map((t) => t.id);
    };
    const [first, second] = [await page(0), await page(1)];
    expect([first.length, second.length]).toEqual([1, 1]);
    expect(second[0]).not.toBe(first[0]);
    const own = await call(user, 'GET', '/training/list?limit=100');
    expect(own.body!.map((t: { id: string }) => t.id)).toEqual([open]);
    expect(own.body![0]).not.toHaveProperty('user_id');
    const updated = await call(admin, 'POST', '/admin/update-training-status', {
      json: { training_id: open, status: 'failed', error: 'stuck' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: open, status: 'failed', error_code: 'studio.admin_status' });
    // Failing an open training by hand refunds it, once.
    const profile = (await adminDb().collection('users').doc(user.uid).get()).data()!;
    expect(profile.credits.training).toBe(1);
    const again = await call(admin, 'POST', '/admin/update-training-status', {
      json: { training_id: open, status: 'failed', error: 'stuck' },
    });
    expect(again.status).toBe(200);
    expect((await adminDb().collection('users').doc(user.uid).get()).data()!.credits.training).toBe(1);
  });

  it('deletes a training with its files, its session and its generations, and answers the counts', async () => {
    const user = await createTrainee('deleter', 1);
    const { id, session } = await seedCompleted(user.uid);
    const generations = [];
    for (let i = 0; i < 2; i++) {
      const gen = adminDb().collection('generations').doc();
      const image = studioStoragePath.generationImage(user.uid, gen.id, 0, 'png');
      await adminBucket().file(image).save(Buffer.from('png'));
      await gen.set({
        userId: user.uid,
        trainingId: id,
        type: 'lora_generation',
        status: 'completed',
        images: [image],
      });
      generations.push({ id: gen.id, image });
    }
    const other = adminDb().collection('generations').doc();
    await other.set({
      userId: user.uid,
      trainingId: 'another',
      type: 'lora_generation',
      status: 'completed',
      images: [],
    });

    const res = await call(user, 'DELETE', `/training/${id}`);
    expect(res.status).toBe(200);
    // 3 training files + 10 session photos and their 10 face crops + 2 generation images.
    expect(res.body).toEqual({ success: true, details: { deleted_files: 25, deleted_generations: 2 } });
    expect(await trainingDoc(id)).toBeUndefined();
    expect((await adminDb().collection('training_uploads').doc(session.id).get()).exists).toBe(false);
    for (const gen of generations) {
      expect((await adminDb().collection('generations').doc(gen.id).get()).exists).toBe(false);
      expect(await fileExists(gen.image)).toBe(false);
    }
    for (const path of session.photos.flatMap(photoFiles)) expect(await fileExists(path), path).toBe(false);
    expect(await fileExists(studioStoragePath.referenceSet(user.uid, id))).toBe(false);
    expect((await other.get()).exists).toBe(true);
    expect((await call(user, 'GET', `/training/${id}/status`)).status).toBe(404);
  });
});
