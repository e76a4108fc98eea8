// The fal adapter (through @fal-ai/client) against the fake fal: storage upload, queue submit with a webhook,
// status, result, cancel, polling to the end, and every failure mapped to its translated key.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editInputFor, failure, smallPhoto } from '../../../../tests/fixtures/instant-inputs';
import { translator } from '../../shared/i18n';
import { falInstantEditor, type FalConfig } from './fal';
import { falWebhookVerifier, jwksSource, memoryDeliveryLedger, type FalWebhookBody } from './fal-webhook';
import { runInstantEdit } from './instant';
import { ProviderError } from './port';
import { FAKE_FAL_ENDPOINTS, FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';
import { params } from '../../config';

let fake: FakeFal;
let photo: Buffer;
// Our webhook endpoint stand-in: records the raw deliveries fal makes.
let hook: Server;
let hookUrl = '';
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];
beforeAll(async () => {
  fake = await startFakeFal();
  photo = await smallPhoto();
  hook = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    received.push({ headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(200);
    res.end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/v1/webhooks/fal`;
});
afterAll(async () => {
  await fake.close();
  hook.closeAllConnections();
  await new Promise((resolve) => hook.close(resolve));
});

const editor = (over: Partial<FalConfig> = {}) =>
  falInstantEditor({
    key: FAKE_FAL_KEY,
    queueBaseUrl: fake.url,
    restBaseUrl: fake.url,
    model: 'fal-ai/flux-pro/kontext',
    retry: { baseDelay: 20, maxDelay: 100 },
    ...over,
  });
const input = editInputFor(() => photo, 'anime', 'fal');
const waitFor = async (done: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('fal adapter', () => {
  it('uploads the photo to fal storage (initiate + PUT) and answers the file URL', async () => {
    const url = await editor().upload(photo, 'image/jpeg', 'me.jpg');
    const initiate = fake.requests.find((r) => r.path === '/storage/upload/initiate')!;
    expect(initiate.query.get('storage_type')).toBe('fal-cdn-v3');
    expect(initiate.headers.authorization).toBe(`Key ${FAKE_FAL_KEY}`);
    expect(initiate.json).toEqual({ content_type: 'image/jpeg', file_name: 'me.jpg' });
    const stored = await fetch(url);
    expect(Buffer.from(await stored.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('submits to the queue with the webhook URL, then status, result and the result bytes', async () => {
    const fal = editor();
    // Held in the queue until the first status is read: the fake's 30 ms of queue would otherwise race a test
    // that a loaded machine leaves waiting for the CPU.
    fake.holdQueue = true;
    const started = await fal.start(input(), { webhookUrl: hookUrl }).finally(() => (fake.holdQueue = false));
    expect(started.state).toBe('queued');
    if (started.state !== 'queued') return;
    const submit = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/fal-ai/flux-pro/kontext',
    )!;
    expect(submit.query.get('fal_webhook')).toBe(hookUrl);
    expect(submit.headers.authorization).toBe(`Key ${FAKE_FAL_KEY}`);
    const sent = submit.json as { prompt: string; image_url: string; aspect_ratio: string };
    expect(sent.prompt).toContain('anime');
    expect(sent.image_url).toMatch(new RegExp(`^${fake.url}/files/`));
    expect(sent.aspect_ratio).toBe('3:4');
    expect((await fal.check(started.jobId)).state).toBe('queued');
    // Status and result drop the /kontext subpath, as fal's queue does.
    expect(fake.requests.at(-1)!.path).toBe(`/fal-ai/flux-pro/requests/${started.jobId}/status`);
    // Let go, the job is past its 30 ms of queue and 60 ms of run by its age: done.
    fake.jobs.get(started.jobId)!.held = false;
    await new Promise((r) => setTimeout(r, 120));
    const done = await fal.check(started.jobId);
    expect(done.state).toBe('completed');
    if (done.state !== 'completed') return;
    expect(done.images[0]!.mimeType).toBe('image/png');
    expect((await sharp(done.images[0]!.data).metadata()).width).toBe(48);
  });

  it('submits to the configured endpoint ids, which fal serves; an unknown id is our configuration', async () => {
    const defaults = [params.falInstantModel, params.falTrainingModel, params.falGenerationModel];
    expect(FAKE_FAL_ENDPOINTS).toEqual(expect.arrayContaining(defaults.map((p) => p.fallback)));
    const { images } = await runInstantEdit(editor({ model: params.falInstantModel.fallback }), input(), {
      pollMs: 25,
    });
    expect(images).toHaveLength(1);
    const err = await failure(editor({ model: 'fal-ai/flux-pro/v1.1-retired' }).start(input()));
    expect(err).toMatchObject({ kind: 'unavailable', status: 404, key: 'provider.configuration' });
  });

  it('sends nano-banana style models the image as image_urls', async () => {
    await editor({ model: 'fal-ai/nano-banana/edit' }).start(input());
    const sent = fake.requests.findLast((r) => r.path === '/fal-ai/nano-banana/edit')!.json as {
      image_urls: string[];
    };
    expect(sent.image_urls).toHaveLength(1);
  });

  it('delivers a signed webhook that the verifier accepts and the adapter turns into images', async () => {
    const before = received.length;
    const started = await editor().start(input(), { webhookUrl: hookUrl });
    await waitFor(() => received.length > before);
    const delivery = received.at(-1)!;
    const verifier = falWebhookVerifier({
      keys: jwksSource(fake.jwksUrl).keys,
      seen: memoryDeliveryLedger(),
    });
    const verdict = await verifier.verify(delivery.headers, delivery.body);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok || started.state !== 'queued') return;
    expect(verdict.requestId).toBe(started.jobId);
    const result = await editor().fromWebhook(verdict.body);
    expect(result.state === 'completed' && result.images[0]!.mimeType).toBe('image/png');
  });

  it('polls a queued job to the end when no webhook comes (the fallback)', async () => {
    const { images } = await runInstantEdit(editor(), input(), { pollMs: 25 });
    expect(images).toHaveLength(1);
  });

  it('cancels a queued job, and treats cancelling a finished one as done', async () => {
    const fal = editor();
    fake.holdQueue = true; // still queued when the cancel arrives, however slow the machine
    const started = await fal.start(input()).finally(() => (fake.holdQueue = false));
    if (started.state !== 'queued') throw new Error('expected a queued job');
    await fal.cancel(started.jobId);
    const cancel = fake.requests.at(-1)!;
    expect([cancel.method, cancel.path]).toEqual([
      'PUT',
      `/fal-ai/flux-pro/requests/${started.jobId}/cancel`,
    ]);
    await expect(fal.cancel(started.jobId)).resolves.toBeUndefined();
    expect(await failure(fal.check(started.jobId))).toMatchObject({ kind: 'unavailable', status: 400 });
    await expect(fal.cancel('fake-req-unknown')).resolves.toBeUndefined();
  });

  it('maps a wrong key (401) to the authentication message', async () => {
    const err = await failure(editor({ key: 'wrong:key' }).start(input()));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'unauthorized', status: 401, key: 'provider.unauthorized' });
  });

  it('maps an exhausted balance (403) to the quota message', async () => {
    const err = await failure(editor().start(input({ prompt: 'balance' })));
    expect(err).toMatchObject({ kind: 'quota', status: 403, key: 'provider.quota' });
    expect(translator('en')(err!.key, err!.params)).toBe(
      'The fal API quota has been exceeded. Please try again later.',
    );
  });

  it('retries one 429 (the client does) and succeeds', async () => {
    const started = await editor().start(input({ prompt: 'busy once' }));
    expect(started.state).toBe('queued');
  });

  it('maps a lasting 429 to the quota message after the client gives up', { timeout: 30_000 }, async () => {
    expect(await failure(editor().start(input({ prompt: 'busy' })))).toMatchObject({
      kind: 'quota',
      status: 429,
    });
  });

  it('maps an image flagged by the safety checker to the safety message', async () => {
    const err = await failure(runInstantEdit(editor(), input({ prompt: 'unsafe' }), { pollMs: 25 }));
    expect(err).toMatchObject({ kind: 'safety', key: 'provider.safety' });
  });

  it('maps a failed model run (500) to unavailable and an unreadable input (422) to invalid', async () => {
    expect(await failure(runInstantEdit(editor(), input({ prompt: 'fail' }), { pollMs: 25 }))).toMatchObject({
      kind: 'unavailable',
      status: 500,
    });
    const fal = editor();
    const started = await fal.start(input());
    if (started.state !== 'queued') throw new Error('expected a queued job');
    fake.jobs.get(started.jobId)!.forced = {
      status: 422,
      detail: [{ loc: ['body', 'image_url'], msg: 'Failed to download the image', type: 'image_load_error' }],
    };
    expect(
      await failure(runInstantEdit({ ...fal, start: async () => started }, input(), { pollMs: 25 })),
    ).toMatchObject({
      kind: 'invalid',
      status: 422,
      key: 'provider.invalid',
    });
  });

  it('turns an ERROR webhook into the matching failure', async () => {
    const body: FalWebhookBody = {
      request_id: 'r1',
      status: 'ERROR',
      error: 'Request failed with status 422',
      payload: { detail: [{ loc: ['body', 'image_url'], msg: 'bad', type: 'x' }] },
    };
    expect(await failure(editor().fromWebhook(body))).toMatchObject({ kind: 'invalid' });
    expect(await failure(editor().fromWebhook({ ...body, payload: { detail: 'boom' } }))).toMatchObject({
      kind: 'unavailable',
    });
    expect(
      await failure(
        editor().fromWebhook({ request_id: 'r2', status: 'OK', payload: null, payload_error: 'x' }),
      ),
    ).toMatchObject({ kind: 'unavailable' });
  });

  it('reports an unreachable fal as unavailable', async () => {
    const down = editor({
      queueBaseUrl: 'http://127.0.0.1:9',
      restBaseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    expect(await failure(down.upload(photo, 'image/jpeg'))).toMatchObject({ kind: 'unavailable', status: 0 });
  });
});

describe('the copies left at fal', () => {
  it('N4 — every copy it leaves at fal expires within a day: the uploaded photo and the job outputs', async () => {
    await editor().start(input(), { webhookUrl: hookUrl });
    const initiate = fake.requests.findLast((r) => r.path === '/storage/upload/initiate')!;
    const upload = JSON.parse(String(initiate.headers['x-fal-object-lifecycle'])) as Record<string, number>;
    expect(upload.expiration_duration_seconds).toBeGreaterThan(0);
    expect(upload.expiration_duration_seconds).toBeLessThanOrEqual(86_400);
    const submit = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/fal-ai/flux-pro/kontext',
    )!;
    const outputs = JSON.parse(String(submit.headers['x-fal-object-lifecycle-preference'])) as Record<
      string,
      number
    >;
    expect(outputs.expiration_duration_seconds).toBeLessThanOrEqual(86_400);
  });
});
