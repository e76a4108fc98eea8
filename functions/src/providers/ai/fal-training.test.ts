// The fal trainer against the fake fal: the ZIP fal reads (every entry intact, stored and captioned, the same
// bytes for the same photos), the queued submit with trigger word, steps and webhook, the queue position while
// waiting, the LoRA downloaded as the backup once done, cancel, a failed training mapped to its key, and a
// webhook body read the same way.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';
import { falStudioTrainer, trainingArchive } from './fal-training';
import type { FalWebhookBody } from './fal-webhook';
import { ProviderError } from './port';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal({ trainingQueueMs: 1_000, trainingRunMs: 1_000 });
});
afterAll(() => fake.close());

const MODEL = 'fal-ai/flux-lora-fast-training';
const trainer = () =>
  falStudioTrainer({ key: FAKE_FAL_KEY, queueBaseUrl: fake.url, restBaseUrl: fake.url, model: MODEL });
const jpeg = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100 + n, n)]);
const input = {
  photos: [0, 1, 2].map((n) => ({ data: jpeg(n), mimeType: 'image/jpeg' })),
  triggerWord: 'bitna_qwrtzx',
};

/** Reads the archive back with fflate: each entry's name, bytes, and whether it is stored rather than deflated. */
function readZip(zip: Uint8Array) {
  const methods = new Map<string, number>();
  const files = unzipSync(zip, { filter: (file) => (methods.set(file.name, file.compression), true) });
  return Object.entries(files).map(([name, data]) => ({
    name,
    data: Buffer.from(data),
    stored: methods.get(name) === 0,
  }));
}

describe('the fal training archive', () => {
  it('holds every photo and crop intact, each with a caption of the trigger word', async () => {
    const crops = [jpeg(7), jpeg(8)];
    const zip = await trainingArchive(input, { alignedCrops: async () => crops });
    const entries = readZip(zip);
    expect(entries.map((e) => e.name).sort()).toEqual(
      ['face_01', 'face_02', 'photo_01', 'photo_02', 'photo_03']
        .flatMap((n) => [`${n}.jpg`, `${n}.txt`])
        .sort(),
    );
    expect(entries.find((e) => e.name === 'photo_02.jpg')!.data).toEqual(input.photos[1]!.data);
    expect(entries.find((e) => e.name === 'face_02.jpg')!.data).toEqual(crops[1]);
    expect(entries.find((e) => e.name === 'face_01.txt')!.data.toString()).toBe('a photo of bitna_qwrtzx');
    expect(entries.every((e) => e.stored)).toBe(true);
  });

  it('makes the same archive for the same photos, whenever it is made', async () => {
    const zip = await trainingArchive(input);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3 * 24 * 60 * 60 * 1000);
      expect(await trainingArchive(input)).toEqual(zip);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still trains on the photos when the crops cannot be made', async () => {
    const zip = await trainingArchive(input, { alignedCrops: () => Promise.reject(new Error('no face')) });
    expect(readZip(zip).filter((e) => e.name.endsWith('.jpg'))).toHaveLength(3);
  });
});

describe('falStudioTrainer', () => {
  it('queues the training, reports the queue, and answers the LoRA once done', async () => {
    const first = await trainer().start({ ...input, steps: 500 }, { webhookUrl: 'http://127.0.0.1:9/hook' });
    const second = await trainer().start(input);
    if (first.state !== 'queued' || second.state !== 'queued') throw new Error('not queued');
    const job = fake.jobs.get(first.jobId)!;
    expect(job.input).toMatchObject({ trigger_word: 'bitna_qwrtzx', steps: 500, create_masks: true });
    expect(job.webhook).toBe('http://127.0.0.1:9/hook');
    expect(await trainer().check(second.jobId)).toEqual({ state: 'queued', queuePosition: 1 });
    fake.advance(1_500);
    expect(await trainer().check(first.jobId)).toEqual({ state: 'running' });
    fake.advance(1_000);
    const done = await trainer().check(second.jobId);
    if (done.state !== 'completed') throw new Error(`not completed: ${done.state}`);
    expect(done.loraUrl).toBe(`${fake.url}/files/lora-${second.jobId}.safetensors`);
    expect(done.backup.data).toEqual(fake.loraBytes);
    expect(done.model).toBe(MODEL);
  });

  it('keeps a hung training running, cancels it, and maps a failed one to its key', async () => {
    fake.hangTrainings = true;
    const started = await trainer().start(input);
    if (started.state !== 'queued') throw new Error('not queued');
    fake.advance(60 * 60 * 1000);
    expect(await trainer().check(started.jobId)).toEqual({ state: 'running' });
    // As at fal, a running training only gets the cancellation signal: it runs on.
    await trainer().cancel(started.jobId);
    expect(await trainer().check(started.jobId)).toEqual({ state: 'running' });
    fake.hangTrainings = false;
    fake.advance(5_000);
    expect(await trainer().check(started.jobId)).toMatchObject({ state: 'completed' });
    // Cancelling what has ended is not an error.
    await trainer().cancel(started.jobId);

    fake.failTrainings = true;
    const failing = await trainer().start(input);
    if (failing.state !== 'queued') throw new Error('not queued');
    fake.advance(5_000);
    await expect(trainer().check(failing.jobId)).rejects.toMatchObject({ key: 'provider.unavailable' });
    fake.failTrainings = false;
  });

  it('reads a webhook body: the LoRA when OK, a failure when ERROR', async () => {
    const started = await trainer().start(input);
    if (started.state !== 'queued') throw new Error('not queued');
    fake.advance(5_000);
    await trainer().check(started.jobId);
    const ok: FalWebhookBody = {
      request_id: started.jobId,
      status: 'OK',
      payload: { diffusers_lora_file: { url: `${fake.url}/files/lora-${started.jobId}.safetensors` } },
    };
    expect((await trainer().fromWebhook(ok)).backup.data).toEqual(fake.loraBytes);
    const failed: FalWebhookBody = {
      request_id: 'x',
      status: 'ERROR',
      payload: { detail: 'Training failed' },
    };
    await expect(trainer().fromWebhook(failed)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('the copies left at fal', () => {
  it('N4 — the photo archive it uploads and the LoRA fal makes expire at fal within a day', async () => {
    await trainer().start(input);
    const initiate = fake.requests.findLast((r) => r.path === '/storage/upload/initiate')!;
    const upload = JSON.parse(String(initiate.headers['x-fal-object-lifecycle'])) as Record<string, number>;
    expect(upload.expiration_duration_seconds).toBeGreaterThan(0);
    expect(upload.expiration_duration_seconds).toBeLessThanOrEqual(86_400);
    const submit = fake.requests.findLast((r) => r.method === 'POST' && r.path === `/${MODEL}`)!;
    const outputs = JSON.parse(String(submit.headers['x-fal-object-lifecycle-preference'])) as Record<
      string,
      number
    >;
    expect(outputs.expiration_duration_seconds).toBeLessThanOrEqual(86_400);
  });
});
