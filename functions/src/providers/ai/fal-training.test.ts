// The fal trainer against the fake fal: the ZIP fal reads (every entry intact, stored and captioned, the same
// bytes for the same photos), the queued submit with trigger word, steps and webhook, the queue position while
// waiting, the LoRA downloaded as the backup once done, cancel, a failed training mapped to its key, and a
// webhook body read the same way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';
import { falStudioTrainer, trainingArchive, type FalTrainingOptions } from './fal-training';
import type { FalWebhookBody } from './fal-webhook';
import { ProviderError } from './port';
import type { TrainingCheck } from './studio';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal({ trainingQueueMs: 1_000, trainingRunMs: 1_000 });
});
afterAll(() => fake.close());

const MODEL = 'fal-ai/flux-lora-fast-training';
const trainer = (options: FalTrainingOptions = {}) =>
  falStudioTrainer(
    { key: FAKE_FAL_KEY, queueBaseUrl: fake.url, restBaseUrl: fake.url, model: MODEL },
    options,
  );

/** A sink that keeps what it is sent, and whether it was destroyed. */
function memorySink() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

/** The backup's bytes, streamed as the training line streams them into Storage. */
async function backupBytes(result: TrainingCheck) {
  if (result.state !== 'completed') throw new Error(`not completed: ${result.state}`);
  const backup = result.backup;
  if ('data' in backup) throw new Error('the LoRA is streamed, not held');
  const { sink, bytes } = memorySink();
  expect(await backup.streamTo(sink)).toBe(bytes().length);
  return bytes();
}
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

  it("puts the upload gate's face crops in, best first, and asks the engine for none", async () => {
    const faces = [jpeg(7), jpeg(8), jpeg(9)].map((crop, i) => ({
      crop,
      rank: [0.2, 0.9, 0.5][i]!,
      descriptor: [1],
    }));
    const alignedCrops = vi.fn(async () => [jpeg(1)]);
    const entries = readZip(await trainingArchive({ ...input, faces }, { alignedCrops }));
    expect(alignedCrops).not.toHaveBeenCalled();
    const face = (n: number) => entries.find((e) => e.name === `face_0${n}.jpg`)!.data;
    expect([face(1), face(2), face(3)]).toEqual([faces[1]!.crop, faces[2]!.crop, faces[0]!.crop]);
    expect(entries.filter((e) => e.name.endsWith('.jpg'))).toHaveLength(6);
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
    expect(await backupBytes(done)).toEqual(fake.loraBytes);
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
    expect(await backupBytes(await trainer().fromWebhook(ok))).toEqual(fake.loraBytes);
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

describe('N5 — the LoRA download', () => {
  const CAP = 1000;
  // What the CDN serves: a file of `size` bytes, with a content-length, without one (chunked), or gzipped (the
  // content-length then counts the compressed bytes).
  let cdn: Server;
  let base = '';
  beforeAll(async () => {
    cdn = createServer((req, res) => {
      const [, mode, size] = req.url!.split('/');
      const body = Buffer.alloc(Number(size), 7);
      if (mode === 'chunked') {
        res.write(body.subarray(0, 10));
        res.end(body.subarray(10));
      } else if (mode === 'gzip') {
        const packed = gzipSync(body);
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': packed.length }).end(packed);
      } else res.writeHead(200, { 'content-length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });
  afterAll(() => cdn.close());

  const delivered = (path: string): FalWebhookBody => ({
    request_id: 'r',
    status: 'OK',
    payload: { diffusers_lora_file: { url: `${base}${path}` } },
  });
  /** Streams the delivered LoRA into a memory sink under a cap of CAP bytes. */
  async function stream(path: string) {
    const result = await trainer({ maxLoraBytes: CAP }).fromWebhook(delivered(path));
    if ('data' in result.backup) throw new Error('the LoRA is streamed, not held');
    const { sink, bytes } = memorySink();
    const outcome = await result.backup.streamTo(sink).catch((err: unknown) => err);
    return { outcome, sink, bytes };
  }

  it('N5 — streams a LoRA up to the cap, however it is sent, and counts its bytes', async () => {
    for (const mode of ['plain', 'chunked', 'gzip']) {
      const { outcome, bytes } = await stream(`/${mode}/${CAP}`);
      expect([mode, outcome]).toEqual([mode, CAP]);
      expect(bytes()).toEqual(Buffer.alloc(CAP, 7));
    }
  });

  it('N5 — refuses a LoRA over the cap, with or without a content-length that says so, and stops writing', async () => {
    for (const mode of ['plain', 'chunked', 'gzip']) {
      const { outcome, sink, bytes } = await stream(`/${mode}/${CAP * 50}`);
      expect(outcome).toBeInstanceOf(ProviderError);
      expect((outcome as ProviderError).message).toMatch(/too large/);
      expect(sink.destroyed).toBe(true);
      expect(bytes().length).toBeLessThanOrEqual(CAP + 64 * 1024);
    }
  });
});
