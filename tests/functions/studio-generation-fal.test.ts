// A generation on fal end to end on the emulators, against the fake fal's flux-lora endpoint: the trigger
// submits the training's LoRA with our webhook URL, the signed delivery completes it (results copied into
// Storage in the requested format, flagged images left out), a replayed delivery changes nothing, a forged one
// is refused, a lost webhook is made good by the reconcile's polling, a job fal fails refunds once, and a hung
// job is timed out and refunded once even when two reconcile runs race (the clock is a parameter).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_TIMEOUT_MS, type GenerationDoc } from '../../functions/src/contracts';
import { generationLine } from '../../functions/src/features/studio/generation/generation.line';
import { reconcileJobs, runJob } from '../../functions/src/jobs';
import { RUNNING_LIMIT_FACTOR } from '../../functions/src/jobs/reconcile';
import { falStudioGenerator } from '../../functions/src/providers/ai';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminBucket, adminDb, hostingUrl, untilDoc } from './emulator';
import { acceptedDelivery, completedByReconcile, falEventExists, postDelivery } from './fal-helpers';
import {
  call,
  FAKE_LORA,
  entriesFor,
  generationDoc,
  generationMember,
  hungGeneration,
  readyTraining,
  settledGeneration,
  started,
  userDoc,
} from './studio-generation-helpers';

adminDb();

let fal: FakeFal;
beforeAll(async () => {
  fal = await startFakeFal({ port: fakePort('fal') });
});
afterAll(() => fal.close());

const MODEL = 'fal-ai/flux-lora';
const generatorFor = () =>
  falStudioGenerator({
    key: FAKE_FAL_KEY,
    queueBaseUrl: fal.url,
    restBaseUrl: fal.url,
    generationModel: MODEL,
  });

describe('a generation on fal', () => {
  it('is completed by the signed webhook with the LoRA, and a replayed delivery is applied once', async () => {
    const user = await generationMember('genfal-webhook', 3);
    const training = await readyTraining(user.uid, 'fal');
    const id = await started(user, {
      training_id: training,
      num_images: 3,
      width: 768,
      height: 1024,
      output_format: 'webp',
      lora_scale: 0.6,
    });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed', provider: 'fal', model: MODEL });
    expect(doc.images).toEqual([0, 1, 2].map((i) => `users/${user.uid}/studio/generations/${id}/${i}.webp`));
    expect(doc.identity).toHaveLength(3);
    // The fake's images have no face: unknown, never a guess.
    expect(doc.identity.every((s) => s.score === null && !s.same_person)).toBe(true);
    const [stored] = await adminBucket().file(doc.images[0]!).download();
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');

    const jobId = doc.providerJobId!;
    expect(fal.jobs.get(jobId)!.input).toMatchObject({
      prompt: 'ohwx person a studio headshot',
      // Our Storage backup of the LoRA, not fal's CDN file.
      loras: [{ path: expect.stringMatching(/\/o\/users%2F.+lora[^?]*\?alt=media&token=/), scale: 0.6 }],
      image_size: { width: 768, height: 1024 },
      num_images: 3,
      output_format: 'png',
    });
    const delivery = await acceptedDelivery(fal, jobId);
    expect(delivery.url).toBe(`${hostingUrl()}/api/v1/generation/fal-webhook?generation_id=${id}`);
    expect(await falEventExists(jobId)).toBe(true);
    expect((await fal.redeliver(jobId)).status).toBe(200);
    expect(await postDelivery(delivery)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    const profile = await userDoc(user.uid);
    expect([profile.credits.generation, profile.totalGenerations]).toEqual([0, 3]);
  });

  it('still generates after fal’s LoRA file has expired: fal reads our Storage backup', async () => {
    const user = await generationMember('genfal-expired-lora', 1);
    const name = `lora-expiring-${user.uid}.safetensors`;
    fal.uploads.set(name, {
      type: 'application/octet-stream',
      data: fal.loraBytes,
      expiresAt: Date.now() + fal.loraRetentionMs,
    });
    const falUrl = `${fal.url}/files/${name}`;
    expect((await fetch(falUrl)).status).toBe(200);
    fal.advance(fal.loraRetentionMs + 1000);
    expect((await fetch(falUrl)).status).toBe(404);

    const training = await readyTraining(user.uid, 'fal', { loraUrl: falUrl });
    const id = await started(user, { training_id: training, num_images: 1 });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed', images: [expect.any(String)] });
    const path = (fal.jobs.get(doc.providerJobId!)!.input.loras as Array<{ path: string }>)[0]!.path;
    expect(path).not.toBe(falUrl);
    expect(Buffer.from(await (await fetch(path)).arrayBuffer())).toEqual(FAKE_LORA);
  });

  it('is completed by a delivery signed under fal’s gateway id: the job is the body’s request_id', async () => {
    const user = await generationMember('genfal-gateway', 1);
    const training = await readyTraining(user.uid, 'fal');
    fal.gatewayIds = true;
    try {
      const id = await started(user, { training_id: training, num_images: 1 });
      const doc = await settledGeneration(id);
      expect(doc).toMatchObject({ status: 'completed' });
      const jobId = doc.providerJobId!;
      const delivery = await acceptedDelivery(fal, `gw-${jobId}`);
      expect(JSON.parse(delivery.body.toString())).toMatchObject({ request_id: jobId });
      expect(await falEventExists(jobId)).toBe(true);
    } finally {
      fal.gatewayIds = false;
    }
  });

  it('leaves out the images the safety checker flagged, and fails with a refund when all are', async () => {
    const user = await generationMember('genfal-nsfw', 4);
    const training = await readyTraining(user.uid, 'fal');
    const some = await started(user, { training_id: training, num_images: 2, prompt: 'unsafe one' });
    const all = await started(user, { training_id: training, num_images: 2, prompt: 'unsafe' });
    expect(await settledGeneration(some)).toMatchObject({
      status: 'completed',
      images: [expect.any(String)],
    });
    expect(await settledGeneration(all)).toMatchObject({ status: 'failed', error: 'provider.safety' });
    expect(await entriesFor(user.uid, all)).toEqual(['consume', 'refund']);
    // N7: the flagged image of the first is not charged: one credit back, once, in the completing transaction.
    expect(await entriesFor(user.uid, `${some}_partial`)).toEqual(['refund']);
    const profile = await userDoc(user.uid);
    expect([profile.credits.generation, profile.totalGenerations]).toEqual([3, 1]);
  });

  it('N7: 4 asked and 1 flagged: completes with 3 images and refunds 1 generation credit once', async () => {
    const user = await generationMember('genfal-n7', 4);
    const training = await readyTraining(user.uid, 'fal');
    const id = await started(user, { training_id: training, num_images: 4, prompt: 'unsafe one' });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed' });
    expect(doc.images).toHaveLength(3);
    // fal delivers the same end again: nothing more comes back.
    expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
    const refund = await adminDb()
      .collection('users')
      .doc(user.uid)
      .collection('ledger')
      .doc(`refund_generation_${id}_partial`)
      .get();
    expect(refund.data()).toMatchObject({ kind: 'refund', amount: 1 });
    expect((await userDoc(user.uid)).credits.generation).toBe(1);
  });

  it('is submitted once when the trigger and two direct runs race for it', async () => {
    const user = await generationMember('genfal-race', 1);
    const training = await readyTraining(user.uid, 'fal');
    const prompt = `race ${user.uid}`;
    const id = await started(user, { training_id: training, prompt });
    // As the deployed trigger runs it: with our webhook URL.
    const deps = {
      portFor: generatorFor,
      webhookUrl: (g: string) => `${hostingUrl()}/api/v1/generation/fal-webhook?generation_id=${g}`,
    };
    const outcomes = await Promise.all([runJob(generationLine, id, deps), runJob(generationLine, id, deps)]);
    expect(outcomes.filter((o) => o === 'queued').length).toBeLessThanOrEqual(1);
    expect((await settledGeneration(id)).status).toBe('completed');
    const submitted = [...fal.jobs.values()].filter((j) => String(j.input.prompt).includes(prompt));
    expect(submitted).toHaveLength(1);
    expect(await runJob(generationLine, id, deps)).toBe('skipped');
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('refuses a delivery whose body does not match its signature', async () => {
    const user = await generationMember('genfal-forged', 1);
    const training = await readyTraining(user.uid, 'fal');
    const { id, jobId } = await hungGeneration(fal, user, { training_id: training });
    const signed = Buffer.from(JSON.stringify({ request_id: jobId, status: 'OK', payload: {} }));
    const sent = Buffer.from(JSON.stringify({ request_id: jobId, status: 'ERROR', payload: {} }));
    const url = `${hostingUrl()}/api/v1/generation/fal-webhook?generation_id=${id}`;
    expect(await postDelivery({ url, headers: fal.sign(signed), body: sent })).toEqual({
      status: 401,
      outcome: 'refused',
    });
    expect(await generationDoc(id)).toMatchObject({ status: 'processing' });
    expect(await falEventExists(jobId)).toBe(false);
  });

  it('refuses with 409 a delivery that comes before the job id is stored, and ignores one for another job', async () => {
    const user = await generationMember('genfal-early', 1);
    const ref = adminDb().collection('generations').doc();
    // Claimed by a runner that holds its lease (so the trigger leaves it alone) and has not stored the job id yet.
    const leaseUntil = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
    await ref.set({
      userId: user.uid,
      provider: 'fal',
      status: 'processing',
      providerJobId: null,
      leaseUntil,
    });
    const url = `${hostingUrl()}/api/v1/generation/fal-webhook?generation_id=${ref.id}`;
    const body = Buffer.from(JSON.stringify({ request_id: 'gen-early', status: 'OK', payload: {} }));
    expect(await postDelivery({ url, headers: fal.sign(body), body })).toEqual({
      status: 409,
      outcome: 'not_yet',
    });
    await ref.update({ providerJobId: 'gen-mine' });
    expect(await postDelivery({ url, headers: fal.sign(body), body })).toEqual({
      status: 200,
      outcome: 'unknown_job',
    });
    expect(await generationDoc(ref.id)).toMatchObject({ status: 'processing', providerJobId: 'gen-mine' });
    expect(await falEventExists('gen-early')).toBe(false);
  });

  it('fails a job fal ends in error, refunding its credits once', async () => {
    const user = await generationMember('genfal-error', 2);
    const training = await readyTraining(user.uid, 'fal');
    const id = await started(user, { training_id: training, num_images: 2, prompt: 'fail' });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'failed', error: 'provider.unavailable' });
    expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.generation).toBe(2);
  });

  it('is completed by the reconcile polling fal when the webhook is lost, and the late webhook changes nothing', async () => {
    const user = await generationMember('genfal-poll', 2);
    const training = await readyTraining(user.uid, 'fal');
    fal.loseWebhooks = true;
    let id: string;
    try {
      id = await started(user, { training_id: training, num_images: 2 });
      await untilDoc<GenerationDoc>('generations', id, (d) => !!d.providerJobId);
      await completedByReconcile(generationLine, id, generatorFor);
    } finally {
      fal.loseWebhooks = false;
    }
    const doc = await generationDoc(id);
    expect(doc).toMatchObject({ status: 'completed', model: MODEL });
    expect(doc.images).toHaveLength(2);
    expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).totalGenerations).toBe(2);
  });

  it("N2: times out a job still in fal's queue at its timeout: removed at fal, failed and refunded", async () => {
    const user = await generationMember('genfal-queued-timeout', 1);
    const training = await readyTraining(user.uid, 'fal');
    const { id, jobId } = await hungGeneration(fal, user, { training_id: training }, 'holdQueue');
    const late = Date.now() + GENERATION_TIMEOUT_MS + 1000;
    expect((await reconcileJobs(generationLine, { portFor: generatorFor, now: late })).failed).toContain(id);
    expect(fal.jobs.get(jobId)!.cancelledInQueue).toBe(true);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
  });

  it('N2: times out a hung job: waited for while fal runs it, then cancelled at fal, failed and refunded once though two reconcile runs race', async () => {
    const user = await generationMember('genfal-timeout', 3);
    const training = await readyTraining(user.uid, 'fal');
    const { id, jobId } = await hungGeneration(fal, user, { training_id: training, num_images: 3 });
    // Before the limit the run only polls, and the job is still running.
    const early = await reconcileJobs(generationLine, {
      portFor: generatorFor,
      now: Date.now() + generationLine.webhookGraceMs + 1000,
    });
    expect(early.waiting).toContain(id);
    // Past its timeout fal still runs it: its result is waited for, nothing is refunded yet.
    const overdue = await reconcileJobs(generationLine, {
      portFor: generatorFor,
      now: Date.now() + GENERATION_TIMEOUT_MS + 1000,
    });
    expect(overdue.waiting).toContain(id);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    // Running past RUNNING_LIMIT_FACTOR × the timeout: fal is taken to have hung.
    const late = Date.now() + RUNNING_LIMIT_FACTOR * GENERATION_TIMEOUT_MS + 1000;
    const reports = await Promise.all([
      reconcileJobs(generationLine, { portFor: generatorFor, now: late }),
      reconcileJobs(generationLine, { portFor: generatorFor, now: late }),
    ]);
    expect(reports.flatMap((r) => r.failed).filter((g) => g === id)).toHaveLength(1);
    expect(await generationDoc(id)).toMatchObject({ status: 'failed', error: 'generation.timeout' });
    expect(fal.jobs.get(jobId)!.cancelRequested).toBe(true);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.generation).toBe(3);
    // Another run later finds nothing to do.
    expect(
      (await reconcileJobs(generationLine, { portFor: generatorFor, now: late + 60_000 })).failed,
    ).not.toContain(id);
  });
});

describe('deleting the account of a member with generations open at fal', () => {
  it('N3 — stops them at fal: a queued one leaves the queue, a running one is told to stop', async () => {
    const user = await generationMember('genfal-erase', 2);
    const training = await readyTraining(user.uid, 'fal');
    const body = { training_id: training, num_images: 1 };
    const queued = await hungGeneration(fal, user, body, 'holdQueue');
    const running = await hungGeneration(fal, user, body, 'hangJobs');
    expect(fal.jobs.get(queued.jobId)?.cancelledInQueue).toBeFalsy();

    expect((await call(user, 'DELETE', '/account')).status).toBe(204);
    // Stopped through the deployed route, so the function serving it holds fal's key.
    expect(fal.jobs.get(queued.jobId)?.cancelledInQueue).toBe(true);
    expect(fal.jobs.get(running.jobId)?.cancelRequested).toBe(true);
    for (const { id } of [queued, running])
      expect((await adminDb().collection('generations').doc(id).get()).exists).toBe(false);
  });
});
