// A studio training on fal end to end on the emulators, against the fake fal: the trigger zips the accepted
// photos with the face crops the upload gate kept (the engine makes them for a session without), submits the training with our webhook URL, and the fake's signed delivery completes it through
// POST /training/fal-webhook (the LoRA copied into Storage); a replayed delivery changes nothing and a forged one
// is refused; a lost webhook is made good by the reconcile schedule; a stuck training fails and refunds once,
// even when two expiry runs overlap; a cancel refunds once.
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_STEPS, TRAINING_TIMEOUT_MS, type TrainingDoc } from '../../functions/src/contracts';
import { applyFalDelivery } from '../../functions/src/jobs';
import { RUNNING_LIMIT_FACTOR } from '../../functions/src/jobs/reconcile';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import {
  expireTrainings,
  reconcileTrainings,
  trainingLine,
} from '../../functions/src/features/studio/training/training.line';
import { startTraining } from '../../functions/src/features/studio/training/training.start';
import { CROP_SIDE } from '../../functions/src/imaging/studio/framing';
import { falStudioTrainer } from '../../functions/src/providers/ai';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal, type WebhookDelivery } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminDb, hostingUrl, untilDoc } from './emulator';
import { acceptedDelivery, postDelivery } from './fal-helpers';
import { entriesFor } from './instant-helpers';
import {
  call,
  createTrainee,
  fileExists,
  keptCropsBestFirst,
  seedReadySession,
  trainingCredits,
  trainingDoc,
} from './studio-helpers';

adminDb();

let fal: FakeFal;
beforeAll(async () => {
  fal = await startFakeFal({ port: fakePort('fal'), trainingQueueMs: 100, trainingRunMs: 300 });
});
afterAll(() => fal.close());
afterEach(() => {
  fal.loseWebhooks = false;
  fal.hangTrainings = false;
  fal.failTrainings = false;
  fal.holdQueue = false;
});

const MODEL = 'fal-ai/flux-lora-fast-training';
/** The fal trainer against the fake; `maxLoraBytes` lowers the LoRA cap (N5). */
const cappedTrainer = (maxLoraBytes?: number) =>
  falStudioTrainer(
    { key: FAKE_FAL_KEY, queueBaseUrl: fal.url, restBaseUrl: fal.url, model: MODEL },
    { maxLoraBytes },
  );
const trainerFor = () => cappedTrainer();

/** The training, now failed and refunded, with no LoRA file left in Storage. */
async function expectRefusedLora(uid: string, id: string) {
  expect(await trainingDoc(id)).toMatchObject({
    status: 'failed',
    error: 'provider.unavailable',
    backup: null,
  });
  expect(await fileExists(studioStoragePath.loraFile(uid, id))).toBe(false);
  expect(await entriesFor(uid, id)).toEqual(['consume', 'refund']);
}

/** A fal training started from a ready session, as if fal were the selected provider when it started. */
async function falTraining(prefix: string, options: { legacy?: boolean } = {}) {
  const user = await createTrainee(prefix, 1);
  const session = await seedReadySession(user.uid, 10, options);
  const started = await startTraining(
    user.uid,
    { session_id: session.id, lora_name: 'Me', options: {} },
    'fal',
  );
  return { user, session, id: started.training_id, triggerWord: started.trigger_word };
}

/** The archive a training job at the fake was given: each entry's name and bytes. */
function archiveOf(input: Record<string, unknown>) {
  const name = decodeURIComponent(String(input.images_data_url).split('/files/')[1] ?? '');
  const files = unzipSync(new Uint8Array(fal.uploads.get(name)!.data));
  return Object.entries(files).map(([entry, data]) => ({ name: entry, data: Buffer.from(data) }));
}
const faceCrops = (archive: ReturnType<typeof archiveOf>) =>
  archive
    .filter((e) => e.name.startsWith('face_') && e.name.endsWith('.jpg'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => e.data);

/** Posts a delivery to the training's webhook route as fal would. */
const postTraining = (delivery: Pick<WebhookDelivery, 'headers' | 'body'>) =>
  postDelivery({ ...delivery, url: `${hostingUrl()}/api/v1/training/fal-webhook` });

const queued = (id: string) =>
  untilDoc<TrainingDoc>(
    'trainings',
    id,
    (d) => !!d.providerJobId || (d.status !== 'training' && d.status !== 'pending'),
  );

describe('a studio training on fal', () => {
  it('is completed by the signed webhook with the LoRA copied to Storage, and a replay is applied once', async () => {
    const { user, id, triggerWord, session } = await falTraining('fal-train');
    const doc = await untilDoc<TrainingDoc>(
      'trainings',
      id,
      (d) => d.status === 'completed' || d.status === 'failed',
    );
    expect(doc).toMatchObject({ status: 'completed', stage: 'done', provider: 'fal', photoCount: 10 });
    const jobId = doc.providerJobId!;
    const job = fal.jobs.get(jobId)!;
    expect(job.input).toMatchObject({ trigger_word: triggerWord, create_masks: true });
    expect(String(job.input.images_data_url)).toMatch(/\/files\/up-\d+-photos\.zip$/);
    // The archive holds the photos and the face crops the upload gate kept, best first: no face found again.
    const archive = archiveOf(job.input);
    expect(archive.filter((e) => e.name.startsWith('photo_') && e.name.endsWith('.jpg'))).toHaveLength(10);
    expect(faceCrops(archive)).toEqual(keptCropsBestFirst(session));
    const delivery = await acceptedDelivery(fal, jobId);
    expect(delivery.url).toBe(`${hostingUrl()}/api/v1/training/fal-webhook`);
    expect(doc.loraUrl).toBe(`${fal.url}/files/lora-${jobId}.safetensors`);
    expect(doc.backup!.path).toBe(studioStoragePath.loraFile(user.uid, id));
    expect(await fileExists(doc.backup!.path)).toBe(true);
    expect((await adminDb().collection('events').doc(`fal:${jobId}`).get()).exists).toBe(true);
    expect(await trainingCredits(user.uid)).toBe(0);

    // fal retries with a fresh timestamp; an attacker resends the captured one: both change nothing.
    expect((await fal.redeliver(jobId)).status).toBe(200);
    expect(await postTraining(delivery)).toEqual({ status: 200, outcome: 'duplicate' });
    expect((await trainingDoc(id))!.updatedAt!.toDate()).toEqual(doc.updatedAt!.toDate());
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);

    // The owner's view: ready, with the LoRA url and the backup size.
    const view = await call(user, 'GET', `/training/${id}/status`);
    expect(view.body).toMatchObject({ status: 'completed', actual_status: 'ready', lora_url: doc.loraUrl });
    expect(view.body!.backup.file_size_mb).toBeGreaterThanOrEqual(0);
    expect(view.body!.thumbnail_url).toBeNull();

    // Spec §4: the thumbnail of a completed training with a LoRA is made on first ask, from the best photo.
    const thumb = await call(user, 'GET', `/training/${id}/thumbnail`);
    expect(thumb.body).toEqual({ thumbnail_url: `/training/${id}/thumbnail/image` });
    expect((await trainingDoc(id))!.thumbnailPath).toBe(studioStoragePath.thumbnail(user.uid, id));
    const image = await call(user, 'GET', thumb.body!.thumbnail_url);
    expect([image.status, image.res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // The file's first training loads the engine's models in a function worker: 30 s is not enough beside the
    // other suites on 2 cores.
  }, 60_000);

  it('trains a session uploaded before the gate kept face crops, with crops the engine makes', async () => {
    const { id } = await falTraining('fal-legacy', { legacy: true });
    const doc = await queued(id);
    const crops = faceCrops(archiveOf(fal.jobs.get(doc.providerJobId!)!.input));
    expect(crops).toHaveLength(10);
    expect(await sharp(crops[0]!).metadata()).toMatchObject({ width: CROP_SIDE, height: CROP_SIDE });
    // The engine crops ten faces here (about 30 s under a full load).
  }, 60_000);

  it('refuses a forged delivery (signed by another key) with 401 and applies nothing', async () => {
    const body = Buffer.from(JSON.stringify({ request_id: 'fake-train-forged', status: 'OK', payload: {} }));
    const headers = fal.sign(body);
    // Same headers, another body: the signature no longer matches.
    const forged = Buffer.from(body.toString().replace('forged', 'forgex'));
    const res = await postTraining({
      headers: { ...headers, 'x-fal-webhook-request-id': 'fake-train-forgex' },
      body: forged,
    });
    expect(res).toEqual({ status: 401, outcome: 'refused' });
    expect((await adminDb().collection('events').doc('fal:fake-train-forgex').get()).exists).toBe(false);
  });

  it('is completed by the reconcile schedule when the webhook is lost', async () => {
    fal.loseWebhooks = true;
    const { user, id } = await falTraining('fal-lost');
    const doc = await queued(id);
    const jobId = doc.providerJobId!;
    // Still at fal: the reconcile notes where it is and leaves it.
    fal.hangTrainings = true;
    const early = await reconcileTrainings({
      portFor: trainerFor,
      now: Date.now() + trainingLine.webhookGraceMs + 1000,
    });
    expect(early.waiting).toContain(id);
    expect((await trainingDoc(id))!.status).toBe('training');
    // It finishes, its delivery is lost: the next run completes it from fal's answer.
    fal.hangTrainings = false;
    fal.advance(10_000);
    const run = await reconcileTrainings({
      portFor: trainerFor,
      now: Date.now() + 2 * trainingLine.webhookGraceMs,
    });
    expect(run.completed).toContain(id);
    const done = await trainingDoc(id);
    expect(done).toMatchObject({
      status: 'completed',
      loraUrl: `${fal.url}/files/lora-${jobId}.safetensors`,
    });
    expect(await fileExists(done!.backup!.path)).toBe(true);
    expect(
      fal.deliveries.some((d) => d.headers['x-fal-webhook-request-id'] === jobId && d.status === 0),
    ).toBe(true);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('N5: a LoRA over the cap is refused as it streams: the training fails, is refunded, and no file is left', async () => {
    fal.loseWebhooks = true;
    const { user, id } = await falTraining('fal-lora-cap');
    await queued(id);
    fal.advance(10_000);
    // The fake's LoRA (2 KB, sent without a content-length) against a 1 KB cap.
    const run = await reconcileTrainings({
      portFor: () => cappedTrainer(1024),
      now: Date.now() + 2 * trainingLine.webhookGraceMs,
    });
    expect(run.failed).toContain(id);
    await expectRefusedLora(user.uid, id);
  });

  it('N5: the same refusal from the webhook fails and refunds the training rather than asking fal to retry', async () => {
    fal.loseWebhooks = true;
    const { user, id } = await falTraining('fal-lora-cap-hook');
    const jobId = (await queued(id)).providerJobId!;
    fal.advance(10_000);
    const lost = () => fal.deliveries.find((d) => d.headers['x-fal-webhook-request-id'] === jobId);
    while (!lost()) await new Promise((resolve) => setTimeout(resolve, 50));
    const delivery = lost()!;
    const outcome = await applyFalDelivery(
      trainingLine,
      { port: cappedTrainer(1024), jwksUrl: fal.jwksUrl },
      undefined,
      delivery.headers,
      Buffer.from(delivery.body),
    );
    expect(outcome).toBe('failed');
    await expectRefusedLora(user.uid, id);
  });

  it('N2: fails a training fal still runs at twice its 30 minutes with the timeout message, cancels it at fal, and refunds once though two runs overlap', async () => {
    fal.hangTrainings = true;
    const { user, id } = await falTraining('fal-stuck');
    const jobId = (await queued(id)).providerJobId!;
    // Past the fake's 100 ms queue, so fal reports it running: a job still queued at 30 minutes is failed.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await trainingCredits(user.uid)).toBe(0);
    // Before 30 minutes: nothing.
    expect((await expireTrainings({ portFor: trainerFor, now: Date.now() + 60_000 })).expired).not.toContain(
      id,
    );
    // Past 30 minutes fal still runs it (and bills it): its result is waited for, nothing is refunded.
    const overdue = Date.now() + TRAINING_TIMEOUT_MS + 60_000;
    expect((await expireTrainings({ portFor: trainerFor, now: overdue })).expired).not.toContain(id);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    const later = Date.now() + RUNNING_LIMIT_FACTOR * TRAINING_TIMEOUT_MS + 60_000;
    const runs = await Promise.all([
      expireTrainings({ portFor: trainerFor, now: later }),
      expireTrainings({ portFor: trainerFor, now: later }),
    ]);
    expect(runs.flatMap((r) => r.expired).filter((x) => x === id)).toHaveLength(1);
    expect(await trainingDoc(id)).toMatchObject({ status: 'failed', error: 'studio.training_timeout' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect(await trainingCredits(user.uid)).toBe(1);
    expect(fal.jobs.get(jobId)!.cancelRequested).toBe(true);

    for (const language of ['en', 'ko', 'ja']) {
      const view = await call(user, 'GET', `/training/${id}/status`, { language });
      expect(view.body).toMatchObject({
        status: 'failed',
        actual_status: 'failed',
        error_code: 'studio.training_timeout',
      });
      if (language === 'en') expect(view.body!.error).toBe('Training timeout - stuck for over 30 minutes');
    }
  });

  it('N2: is cancelled by its owner while queued at fal: removed there, refunded once, a second cancel is refused', async () => {
    fal.holdQueue = true;
    const { user, id } = await falTraining('fal-cancel');
    const jobId = (await queued(id)).providerJobId!;
    fal.holdQueue = false;
    const res = await call(user, 'POST', `/training/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'cancelled' });
    expect(fal.jobs.get(jobId)!.cancelledInQueue).toBe(true);
    expect((await call(user, 'POST', `/training/${id}/cancel`)).status).toBe(409);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect(await trainingCredits(user.uid)).toBe(1);
    // fal's error delivery for the cancelled job arrives later: ignored.
    const delivery = await fal.redeliver(jobId);
    expect(delivery.status).toBe(200);
    expect((await trainingDoc(id))!.status).toBe('cancelled');
  });

  it('N2: a training fal already runs is not cancelled nor refunded, a new start gets 402, and its result completes it', async () => {
    fal.hangTrainings = true;
    const { user, id } = await falTraining('fal-cancel-running');
    const jobId = (await queued(id)).providerJobId!;
    await new Promise((resolve) => setTimeout(resolve, 150)); // past the fake's 100 ms queue: running
    const res = await call(user, 'POST', `/training/${id}/cancel`, { language: 'en' });
    expect([res.status, res.body!.code]).toEqual([409, 'studio.cancel_running']);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect(await trainingCredits(user.uid)).toBe(0);
    const session = await seedReadySession(user.uid);
    const again = await call(user, 'POST', '/training/start', {
      json: { session_id: session.id, lora_name: 'Again', options: {} },
    });
    expect(again.status).toBe(402);
    // The runner finishes after all: its result completes the training.
    fal.hangTrainings = false;
    fal.advance(10_000);
    expect(await untilDoc<TrainingDoc>('trainings', id, (d) => d.status !== 'training')).toMatchObject({
      status: 'completed',
    });
    expect(fal.jobs.get(jobId)!.cancelRequested).toBeFalsy();
  });

  it('N2: deleting a training fal already runs asks fal to stop and refunds nothing', async () => {
    fal.hangTrainings = true;
    const { user, id } = await falTraining('fal-delete-running');
    const jobId = (await queued(id)).providerJobId!;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await call(user, 'DELETE', `/training/${id}`)).status).toBe(200);
    expect(fal.jobs.get(jobId)!.cancelRequested).toBe(true);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it("N2: runs every training at the product's steps, whatever the client asks", async () => {
    const user = await createTrainee('fal-steps', 1);
    const session = await seedReadySession(user.uid);
    const started = await startTraining(
      user.uid,
      { session_id: session.id, lora_name: 'Me', options: { steps: 4000 } },
      'fal',
    );
    const jobId = (await queued(started.training_id)).providerJobId!;
    expect(fal.jobs.get(jobId)!.input.steps).toBe(TRAINING_STEPS);
  });

  it('answers refresh-status with the queue position while queued and the LoRA once done', async () => {
    fal.loseWebhooks = true;
    const { user, id } = await falTraining('fal-refresh');
    await queued(id);
    fal.advance(10_000);
    const res = await call(user, 'POST', `/training/${id}/refresh-status`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'completed' });
    expect(res.body!.lora_url).toMatch(/lora-fake-train-[\w-]+\.safetensors$/);
  });

  it('N5: refresh-status, cancel and delete ask fal once per training per 10 s: a second call 1 s later gets 429', async () => {
    fal.hangTrainings = true;
    const { user, id } = await falTraining('fal-poll-gate');
    await queued(id);
    const before = fal.statusPolls;
    const refresh = (language = 'ko') => call(user, 'POST', `/training/${id}/refresh-status`, { language });
    expect((await refresh()).status).toBe(200);
    // Each later call 1 s into the window, however long the calls before it took on a loaded machine.
    const window = adminDb().collection('rate_limits').doc(`training_poll_t_${id}`);
    const oneSecondIn = () => window.update({ windowStart: Date.now() - 1000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await oneSecondIn();
    const second = await refresh('en');
    expect([second.status, second.body!.code]).toEqual([429, 'request.rate_limited']);
    const retryAfter = Number(second.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(9);
    expect(second.body!.detail).toBe(`Too many requests. Please try again in ${retryAfter} seconds.`);
    await oneSecondIn();
    expect((await call(user, 'POST', `/training/${id}/cancel`)).status).toBe(429);
    // A delete that cannot end the training first deletes nothing.
    await oneSecondIn();
    expect((await call(user, 'DELETE', `/training/${id}`)).status).toBe(429);
    expect((await trainingDoc(id))!.status).toBe('training');
    expect(fal.statusPolls - before).toBe(1);

    // Ten seconds on (the window moved back rather than waited for), two calls at once: one asks fal.
    await window.update({ windowStart: Date.now() - 11_000 });
    const both = await Promise.all([refresh(), refresh()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(fal.statusPolls - before).toBe(2);
  });
});
