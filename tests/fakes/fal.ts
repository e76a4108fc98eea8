// Fake fal.ai speaking the queue, storage and webhook protocols (providers.md §2). One server plays every fal host:
// queue.fal.run (submit, status, result, cancel), rest.fal.ai (storage upload initiate, /.well-known/jwks.json) and
// the CDN (uploaded files and results under /files/: fal-storage.ts). Auth is `Authorization: Key <key>`
// everywhere but the CDN, the signed upload URL and the JWKS.
// - Submit `POST /{owner}/{app}[/{path}]` answers {request_id, response_url, status_url, cancel_url, status,
//   queue_position}; status, result and cancel live under /{owner}/{app}/requests/{id} (the subpath is dropped,
//   as at fal). A job is IN_QUEUE for `queueMs`, IN_PROGRESS for `runMs`, then COMPLETED.
// - Status is 202 while queued or running, 200 when completed; a result asked too early is 400.
// - Cancel, as fal documents it: a queued job is removed (202 CANCELLATION_REQUESTED; it ends in error and never
//   ran); a running one only gets a cancellation signal (202 CANCELLATION_REQUESTED) and, as the fake's model
//   apps ignore it, runs on to its result and is billed; 400 ALREADY_COMPLETED, 404 NOT_FOUND. `holdQueue`
//   keeps new jobs IN_QUEUE (the queued case, without racing the clock); `statusPolls` counts status requests.
// - With ?fal_webhook=<url>, the end of a job is POSTed there, signed, and retried: fal-webhooks.ts.
//   `loseWebhooks` makes the fake drop deliveries (a lost webhook: the polling fallback's case).
// Request ids are unique across instances and every instance signs with the same key, as at fal.
// The image models (prompts steer their outcomes; `hangJobs` makes them hang): fal-images.ts, with
// fal-ai/flux-lora (studio generation, text to image with a LoRA) in fal-flux-lora.ts and the 4K upscaler
// (fal-ai/seedvr/upscale/image, strict about its fields) in fal-upscale.ts. Training
// (fal-ai/flux-lora-fast-training, a submit with images_data_url, on the fake's own clock): fal-training.ts.
import type { Job, JobState } from './fal-job';
import { imageEndpoints } from './fal-images';
import { isTrainingInput, trainingEndpoint, type FakeFalTraining } from './fal-training';
import {
  signDelivery,
  webhookJwks,
  webhookSender,
  type SignOptions,
  type WebhookDelivery,
} from './fal-webhooks';
import { storageRoutes, type FakeUploads } from './fal-storage';
import { sendJson, startFakeServer, type FakeServer } from './server';

export { FAKE_FAL_USER_ID, type WebhookDelivery } from './fal-webhooks';

export const FAKE_FAL_KEY = 'fake-key-id:fake-key-secret';

/**
 * The endpoint ids the fake serves (all in @fal-ai/client's endpoint map). A submit to any other id, a typo or an
 * endpoint fal has retired, is answered 404 as fal answers an unknown application, so a stale default fails tests.
 */
export const FAKE_FAL_ENDPOINTS = [
  'fal-ai/flux-pro/kontext',
  'fal-ai/nano-banana/edit',
  'fal-ai/flux-lora',
  'fal-ai/flux-lora-fast-training',
  'fal-ai/seedvr/upscale/image',
];

export type { Job, JobState } from './fal-job';

export interface FakeFal extends FakeServer, FakeFalTraining {
  jobs: Map<string, Job>;
  uploads: FakeUploads;
  deliveries: WebhookDelivery[];
  /** Signs a delivery as fal does (tests build good, stale and forged deliveries with it). */
  sign(body: Buffer, opts?: SignOptions): Record<string, string>;
  /** Delivers a job's end to its webhook again (fal retries with a fresh timestamp). */
  redeliver(requestId: string): Promise<WebhookDelivery>;
  /** While true, deliveries are recorded but never sent. */
  loseWebhooks: boolean;
  /** While true, submitted jobs stay IN_PROGRESS forever (a hung job). */
  hangJobs: boolean;
  /** While true, submitted jobs (images and trainings) stay IN_QUEUE until cancelled. */
  holdQueue: boolean;
  /** How many status requests reached the fake. */
  statusPolls: number;
  /** While true, the JWKS entries carry only `x` (no kty/crv), as fal's published verifiers assume. */
  jwksXOnly: boolean;
  /** While true, deliveries are signed under a gateway id (`gw-…`) that is not the queue's request id. */
  gatewayIds: boolean;
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
    loraRetentionMs?: number;
  } = {},
): Promise<FakeFal> {
  const queueMs = options.queueMs ?? 30;
  const runMs = options.runMs ?? 60;
  const webhookRetries = options.webhookRetries ?? 5;
  const retryMs = options.retryMs ?? 200;
  const jobs = new Map<string, Job>();
  const uploads: FakeUploads = new Map();
  const deliveries: WebhookDelivery[] = [];
  let base = '';
  // The returned object: tests flip `loseWebhooks` on it.
  const fake = {
    loseWebhooks: false,
    hangJobs: false,
    holdQueue: false,
    statusPolls: 0,
    jwksXOnly: false,
    gatewayIds: false,
  } as FakeFal;
  // The fake's clock: `advance` moves it (a training can be made due without waiting for it).
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  /** Jobs of the same app submitted earlier and still waiting: the queue position fal reports. */
  const queuePosition = (job: Job) =>
    [...jobs.values()].filter(
      (other) => other.app === job.app && other.submittedAt < job.submittedAt && state(other) === 'IN_QUEUE',
    ).length;

  const state = (job: Job): JobState => {
    if (job.done) return 'COMPLETED';
    if (job.held) return 'IN_QUEUE';
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
    return job.kind === 'training' ? training.outcome(job) : images.outcome(job);
  };

  const deliver = webhookSender({
    deliveries,
    outcome,
    lost: () => fake.loseWebhooks,
    viaGateway: () => fake.gatewayIds,
    retryMs,
  });

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
  const storage = storageRoutes(uploads, () => base, now);
  const images = imageEndpoints(
    { queueMs, runMs },
    { jobs, uploads, base: () => base, now, hanging: () => fake.hangJobs, finish },
  );

  const server = await startFakeServer(async (req, res) => {
    if (req.method === 'GET' && req.path === '/.well-known/jwks.json')
      return sendJson(res, 200, webhookJwks({ xOnly: fake.jwksXOnly }));
    if (storage.serveUnsigned(req, res)) return;
    if (!authorized(req.headers.authorization))
      return sendJson(res, 401, { detail: 'No user found for Key ID and Secret' });
    if (storage.serveInitiate(req, res)) return;

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
        fake.statusPolls += 1;
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
        if (current === 'IN_PROGRESS') {
          job.cancelRequested = true;
          return sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
        }
        job.cancelledInQueue = true;
        job.forced = { status: 400, detail: 'Request was cancelled' };
        finish(job);
        return sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
      }
      return;
    }

    if (req.method === 'POST' && segments.length >= 2 && at === -1) {
      if (!FAKE_FAL_ENDPOINTS.includes(segments.join('/')))
        return sendJson(res, 404, { detail: `Application '${segments.slice(1).join('/')}' not found` });
      const input = req.json as Record<string, unknown> | undefined;
      const webhook = req.query.get('fal_webhook');
      const submitted =
        input && isTrainingInput(input)
          ? { job: training.submit(segments, input, webhook) }
          : images.submit(segments, input, webhook);
      if ('refusal' in submitted) return sendJson(res, submitted.refusal.status, submitted.refusal.body);
      const { job } = submitted;
      if (fake.holdQueue) {
        job.held = true;
        if (job.timer) clearTimeout(job.timer);
        job.timer = null;
      }
      // Trainings wait in a real queue; image jobs are answered as first in line.
      const position = job.kind === 'training' ? queuePosition(job) : 0;
      return sendJson(
        res,
        200,
        { status: 'IN_QUEUE', queue_position: position, ...urls(job) },
        { 'x-fal-request-id': job.id },
      );
    }
  }, options);
  base = server.url;
  const close = server.close;
  return Object.assign(fake, server, {
    jobs,
    uploads,
    deliveries,
    sign: signDelivery,
    jwksUrl: `${base}/.well-known/jwks.json`,
    redeliver: (requestId: string) => deliver(jobs.get(requestId)!),
    close: async () => {
      for (const job of jobs.values()) if (job.timer) clearTimeout(job.timer);
      await close();
    },
  });
}
