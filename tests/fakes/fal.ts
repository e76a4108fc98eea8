// Fake fal.ai speaking the queue, storage and webhook protocols (providers.md §2). One server plays every fal host:
// queue.fal.run (submit, status, result, cancel), rest.fal.ai (storage upload initiate, /.well-known/jwks.json) and
// the CDN (uploaded files and results under /files/). Auth is `Authorization: Key <key>` everywhere but the CDN
// and the signed upload URL.
// - Submit `POST /{owner}/{app}[/{path}]` answers {request_id, response_url, status_url, cancel_url, status,
//   queue_position}; status, result and cancel live under /{owner}/{app}/requests/{id} (the subpath is dropped,
//   as at fal). A job is IN_QUEUE for `queueMs`, IN_PROGRESS for `runMs`, then COMPLETED.
// - Status is 202 while queued or running, 200 when completed; a result asked too early is 400.
// - Cancel: 202 CANCELLATION_REQUESTED (the job then ends in error), 400 ALREADY_COMPLETED, 404 NOT_FOUND.
// - With ?fal_webhook=<url>, the end of a job is POSTed there as {request_id, gateway_request_id, status, payload,
//   error?}, signed with Ed25519 over `request_id\nuser_id\ntimestamp\nsha256hex(body)`; the public key is
//   served as a JWKS whose `x` is padded, like the live one.
// A delivery answered with anything but 2xx is retried (fal: up to 10 times over 2 hours; here `webhookRetries`
// times, `retryMs` apart). `loseWebhooks` makes the fake drop deliveries on the floor (a lost webhook: the
// polling fallback's case); they are still recorded, with status 0.
// Prompts steer outcomes: "unsafe" flags the image in has_nsfw_concepts, "fail" ends the job with a 500,
// "busy once" is refused with 429 on its first submit, "busy" always, "balance" gets 403 Exhausted balance.
// An image URL that is not a file uploaded here ends the job with a 422 like an undownloadable image.
// `hangJobs` keeps the jobs submitted while it is on IN_PROGRESS forever (a hung job: the timeout's case).
// Request ids are unique across instances and every instance signs with the same key, as at fal.
// fal-ai/flux-lora (studio generation, text to image with a LoRA): fal-flux-lora.ts. Training
// (fal-ai/flux-lora-fast-training, a submit with images_data_url, on the fake's own clock): fal-training.ts.
import { createHash, createPrivateKey, createPublicKey, randomUUID, sign as edSign } from 'node:crypto';
import sharp from 'sharp';
import { fluxLoraInvalid, fluxLoraOutcome, isFluxLora } from './fal-flux-lora';
import { isTrainingInput, trainingEndpoint, type FakeFalTraining } from './fal-training';
import { sendJson, startFakeServer, type FakeServer } from './server';

export const FAKE_FAL_KEY = 'fake-key-id:fake-key-secret';
export const FAKE_FAL_USER_ID = 'fake-fal-user';
const FAKE_FAL_SEED = createHash('sha256').update('bitna fake fal webhook key').digest();

export type JobState = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

export interface Job {
  id: string;
  app: string;
  endpoint: string;
  input: Record<string, unknown>;
  submittedAt: number;
  webhook: string | null;
  /** Set when the job ends early (cancelled) or is decided at submit (bad input). */
  forced: { status: number; detail: unknown } | null;
  timer: NodeJS.Timeout | null;
  done: boolean;
  /** Training jobs (their own timings, and the hang switch) vs. image jobs. */
  kind: 'image' | 'training';
  /** Never finishes (hangJobs was on at submit): the timeout's case. */
  hung?: boolean;
}

export interface WebhookDelivery {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface FakeFal extends FakeServer, FakeFalTraining {
  jobs: Map<string, Job>;
  uploads: Map<string, { type: string; data: Buffer }>;
  deliveries: WebhookDelivery[];
  /** Signs a delivery as fal does (tests build good, stale and forged deliveries with it). */
  sign(
    body: Buffer,
    opts?: { requestId?: string; timestamp?: number; userId?: string },
  ): Record<string, string>;
  /** Delivers a job's end to its webhook again (fal retries with a fresh timestamp). */
  redeliver(requestId: string): Promise<WebhookDelivery>;
  /** While true, deliveries are recorded but never sent. */
  loseWebhooks: boolean;
  /** While true, submitted jobs stay IN_PROGRESS forever (a hung job). */
  hangJobs: boolean;
  jwksUrl: string;
}

export async function startFakeFal(
  options: {
    port?: number;
    queueMs?: number;
    runMs?: number;
    webhookRetries?: number;
    retryMs?: number;
    trainingQueueMs?: number;
    trainingRunMs?: number;
  } = {},
): Promise<FakeFal> {
  const queueMs = options.queueMs ?? 30;
  const runMs = options.runMs ?? 60;
  const webhookRetries = options.webhookRetries ?? 5;
  const retryMs = options.retryMs ?? 200;
  // One fixed key for every instance, as fal's own is stable: a function instance that cached the JWKS while
  // one suite's fake ran still verifies the next suite's deliveries.
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), FAKE_FAL_SEED]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const x = publicKey.export({ format: 'jwk' }).x!;
  const jobs = new Map<string, Job>();
  const uploads = new Map<string, { type: string; data: Buffer }>();
  const deliveries: WebhookDelivery[] = [];
  const refusedOnce = new Set<string>();
  let counter = 0;
  let base = '';
  // The returned object: tests flip `loseWebhooks` on it.
  const fake = { loseWebhooks: false, hangJobs: false } as FakeFal;
  // The fake's clock: `advance` moves it (a training can be made due without waiting for it).
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  /** Jobs of the same app submitted earlier and still waiting: the queue position fal reports. */
  const queuePosition = (job: Job) =>
    [...jobs.values()].filter(
      (other) => other.app === job.app && other.submittedAt < job.submittedAt && state(other) === 'IN_QUEUE',
    ).length;

  const sign = (body: Buffer, opts: { requestId?: string; timestamp?: number; userId?: string } = {}) => {
    const requestId =
      opts.requestId ?? (JSON.parse(body.toString('utf8')) as { request_id: string }).request_id;
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const userId = opts.userId ?? FAKE_FAL_USER_ID;
    const digest = createHash('sha256').update(body).digest('hex');
    const message = Buffer.from([requestId, userId, timestamp, digest].join('\n'), 'utf8');
    return {
      'content-type': 'application/json',
      'x-fal-webhook-request-id': requestId,
      'x-fal-webhook-user-id': userId,
      'x-fal-webhook-timestamp': timestamp,
      'x-fal-webhook-signature': edSign(null, message, privateKey).toString('hex'),
    };
  };

  const state = (job: Job): JobState => {
    if (job.done) return 'COMPLETED';
    if (job.hung) return 'IN_PROGRESS';
    if (job.kind === 'training') return training.state(job);
    const age = now() - job.submittedAt;
    return age < queueMs ? 'IN_QUEUE' : age < queueMs + runMs ? 'IN_PROGRESS' : 'COMPLETED';
  };
  const urls = (job: Job) => {
    const root = `${base}/${job.app}/requests/${job.id}`;
    return {
      request_id: job.id,
      response_url: root,
      status_url: `${root}/status`,
      cancel_url: `${root}/cancel`,
    };
  };

  /** The model's answer: status and body of the result endpoint. */
  const outcome = async (job: Job): Promise<{ status: number; body: unknown }> => {
    if (job.forced) return { status: job.forced.status, body: { detail: job.forced.detail } };
    if (job.kind === 'training') return training.outcome(job);
    const prompt = String(job.input.prompt ?? '');
    if (/fail/i.test(prompt)) return { status: 500, body: { detail: 'Internal server error' } };
    if (isFluxLora(job.endpoint)) return fluxLoraOutcome(job, uploads, base);
    const name = `out-${job.id}.png`;
    if (!uploads.has(name))
      uploads.set(name, {
        type: 'image/png',
        data: await sharp({ create: { width: 48, height: 64, channels: 3, background: '#b5838d' } })
          .png()
          .toBuffer(),
      });
    return {
      status: 200,
      body: {
        images: [{ url: `${base}/files/${name}`, width: 48, height: 64, content_type: 'image/png' }],
        seed: 42,
        has_nsfw_concepts: [/unsafe/i.test(prompt)],
        prompt,
        timings: { inference: (runMs / 1000).toFixed(3) },
      },
    };
  };

  const deliver = async (job: Job, retriesLeft = 0): Promise<WebhookDelivery> => {
    const result = await outcome(job);
    const ok = result.status === 200;
    const body = Buffer.from(
      JSON.stringify({
        request_id: job.id,
        gateway_request_id: job.id,
        status: ok ? 'OK' : 'ERROR',
        payload: ok ? result.body : (result.body as { detail: unknown }),
        ...(ok ? {} : { error: `Request failed with status ${result.status}` }),
      }),
    );
    const headers = sign(body);
    let status = 0;
    if (!fake.loseWebhooks) {
      try {
        status = (await fetch(job.webhook!, { method: 'POST', headers, body: new Uint8Array(body) })).status;
      } catch {
        status = 0;
      }
    }
    const delivery = { url: job.webhook!, status, headers, body };
    deliveries.push(delivery);
    if ((status < 200 || status > 299) && !fake.loseWebhooks && retriesLeft > 0)
      job.timer = setTimeout(() => void deliver(job, retriesLeft - 1), retryMs);
    return delivery;
  };

  const finish = (job: Job) => {
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.done = true;
    if (job.webhook) void deliver(job, webhookRetries);
  };

  const authorized = (key: unknown) => key === `Key ${FAKE_FAL_KEY}`;

  const training = trainingEndpoint(fake, options, {
    jobs,
    uploads,
    base: () => base,
    now,
    moveClock: (ms) => {
      clockOffset += ms;
    },
    finish,
  });

  const server = await startFakeServer(async (req, res) => {
    if (req.method === 'GET' && req.path === '/.well-known/jwks.json')
      return sendJson(res, 200, {
        keys: [{ kty: 'OKP', crv: 'Ed25519', kid: 'fake-1', use: 'sig', x: `${x}=` }],
      });
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const file = uploads.get(decodeURIComponent(req.path.slice('/files/'.length)));
      if (!file) return sendJson(res, 404, { detail: 'File not found' });
      res.writeHead(200, { 'content-type': file.type });
      res.end(file.data);
      return;
    }
    if (req.method === 'PUT' && req.path.startsWith('/storage/put/')) {
      const name = decodeURIComponent(req.path.slice('/storage/put/'.length));
      if (!uploads.has(name)) return sendJson(res, 403, { detail: 'Upload URL expired' });
      uploads.set(name, {
        type: String(req.headers['content-type'] ?? 'application/octet-stream'),
        data: req.body,
      });
      res.writeHead(200);
      res.end();
      return;
    }
    if (!authorized(req.headers.authorization))
      return sendJson(res, 401, { detail: 'No user found for Key ID and Secret' });

    if (req.method === 'POST' && req.path === '/storage/upload/initiate') {
      const body = req.json as { content_type?: string; file_name?: string } | undefined;
      if (req.query.get('storage_type') !== 'fal-cdn-v3' || !body?.content_type)
        return sendJson(res, 422, {
          detail: [{ loc: ['body', 'content_type'], msg: 'field required', type: 'missing' }],
        });
      counter += 1;
      const name = `up-${counter}-${(body.file_name ?? 'file').replace(/[^\w.-]/g, '_')}`;
      uploads.set(name, { type: body.content_type, data: Buffer.alloc(0) });
      return sendJson(res, 200, {
        upload_url: `${base}/storage/put/${encodeURIComponent(name)}`,
        file_url: `${base}/files/${encodeURIComponent(name)}`,
      });
    }

    const segments = req.path.split('/').filter(Boolean);
    const at = segments.indexOf('requests');
    if (at === 2) {
      const app = segments.slice(0, 2).join('/');
      const job = jobs.get(segments[3] ?? '');
      const action = segments.slice(4).join('/');
      if (!job || job.app !== app) {
        if (req.method === 'PUT' && action === 'cancel') return sendJson(res, 404, { status: 'NOT_FOUND' });
        return sendJson(res, 404, { detail: 'Request not found' });
      }
      const current = state(job);
      if (current === 'COMPLETED' && !job.done) finish(job);
      if (req.method === 'GET' && action === 'status') {
        if (current === 'IN_QUEUE')
          return sendJson(res, 202, { status: 'IN_QUEUE', queue_position: queuePosition(job), ...urls(job) });
        if (current === 'IN_PROGRESS')
          return sendJson(res, 202, { status: 'IN_PROGRESS', logs: [], ...urls(job) });
        return sendJson(res, 200, {
          status: 'COMPLETED',
          logs: [],
          metrics: { inference_time: runMs / 1000 },
          ...urls(job),
        });
      }
      if (req.method === 'GET' && action === '') {
        if (current !== 'COMPLETED') return sendJson(res, 400, { detail: 'Request is still in progress' });
        const result = await outcome(job);
        return sendJson(res, result.status, result.body, { 'x-fal-request-id': job.id });
      }
      if (req.method === 'PUT' && action === 'cancel') {
        if (current === 'COMPLETED') return sendJson(res, 400, { status: 'ALREADY_COMPLETED' });
        job.forced = { status: 400, detail: 'Request was cancelled' };
        finish(job);
        return sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
      }
      return;
    }

    if (req.method === 'POST' && segments.length >= 2 && at === -1) {
      const input = req.json as Record<string, unknown> | undefined;
      if (input && isTrainingInput(input)) {
        const job = training.submit(segments, input, req.query.get('fal_webhook'));
        return sendJson(
          res,
          200,
          { status: 'IN_QUEUE', queue_position: queuePosition(job), ...urls(job) },
          { 'x-fal-request-id': job.id },
        );
      }
      if (!input || typeof input.prompt !== 'string')
        return sendJson(res, 422, {
          detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'missing' }],
        });
      if (/balance/i.test(input.prompt))
        return sendJson(res, 403, {
          detail:
            'User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing.',
        });
      if (/busy once/i.test(input.prompt) && !refusedOnce.has(input.prompt)) {
        refusedOnce.add(input.prompt);
        return sendJson(res, 429, { detail: 'Too many concurrent requests' });
      }
      if (/busy/i.test(input.prompt) && !/busy once/i.test(input.prompt))
        return sendJson(res, 429, { detail: 'Too many concurrent requests' });
      counter += 1;
      // Unique across fake instances, as fal's are: events/fal:{id} outlives one suite's fake.
      const id = `fake-req-${randomUUID()}`;
      const images = [input.image_url, ...((input.image_urls as unknown[]) ?? [])].filter(Boolean);
      const endpoint = segments.join('/');
      const invalid = isFluxLora(endpoint) ? fluxLoraInvalid(input) : null;
      if (invalid) return sendJson(res, 422, { detail: invalid });
      const readable =
        isFluxLora(endpoint) ||
        (images.length > 0 &&
          images.every((u) => {
            const prefix = `${base}/files/`;
            return (
              typeof u === 'string' &&
              u.startsWith(prefix) &&
              (uploads.get(decodeURIComponent(u.slice(prefix.length)))?.data.length ?? 0) > 0
            );
          }));
      const job: Job = {
        id,
        app: segments.slice(0, 2).join('/'),
        endpoint,
        input,
        submittedAt: now(),
        webhook: req.query.get('fal_webhook'),
        forced: readable
          ? null
          : {
              status: 422,
              detail: [
                { loc: ['body', 'image_url'], msg: 'Failed to download the image', type: 'image_load_error' },
              ],
            },
        timer: null,
        done: false,
        kind: 'image',
        hung: fake.hangJobs,
      };
      jobs.set(id, job);
      if (job.webhook && !job.hung) job.timer = setTimeout(() => finish(job), queueMs + runMs);
      return sendJson(
        res,
        200,
        { status: 'IN_QUEUE', queue_position: 0, ...urls(job) },
        { 'x-fal-request-id': id },
      );
    }
  }, options);
  base = server.url;
  const close = server.close;
  return Object.assign(fake, server, {
    jobs,
    uploads,
    deliveries,
    sign,
    jwksUrl: `${base}/.well-known/jwks.json`,
    redeliver: (requestId: string) => deliver(jobs.get(requestId)!),
    close: async () => {
      for (const job of jobs.values()) if (job.timer) clearTimeout(job.timer);
      await close();
    },
  });
}
