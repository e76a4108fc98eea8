// The fake fal's image endpoints (every submit that is not a training: the instant image models,
// fal-ai/flux-lora through fal-flux-lora.ts, and the 4K upscaler through fal-upscale.ts), served by fal.ts with the queue and webhooks every fake job has.
// Prompts steer outcomes: "unsafe" flags the image in has_nsfw_concepts, "fail" ends the job with a 500,
// "busy once" is refused with 429 on its first submit, "busy" always, "balance" gets 403 Exhausted balance,
// "face=<photo>" answers that fixture photo (faces.ts: whose face comes back).
// An image URL that is not a file uploaded here ends the job with a 422 like an undownloadable image.
// A job submitted while the fake's `hangJobs` is on stays IN_PROGRESS forever (a hung job: the timeout's case).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { requestedFace } from './faces';
import { queuedJob, type Job } from './fal-job';
import { fluxLoraInvalid, fluxLoraOutcome, isFluxLora } from './fal-flux-lora';
import type { FakeUploads } from './fal-storage';
import { isUpscale, upscaleInvalid, upscaleOutcome } from './fal-upscale';

/** What the image endpoints use of the fake they are part of. */
interface Host {
  jobs: Map<string, Job>;
  uploads: FakeUploads;
  base(): string;
  /** The fake's clock. */
  now(): number;
  /** Whether jobs submitted now never finish (the fake's `hangJobs`). */
  hanging(): boolean;
  /** Ends a job: its webhook is delivered. */
  finish(job: Job): void;
}

/** A submit either queues a job or is refused at once with an HTTP answer. */
export type ImageSubmit = { job: Job } | { refusal: { status: number; body: unknown } };

export function imageEndpoints(options: { queueMs: number; runMs: number }, host: Host) {
  const refusedOnce = new Set<string>();
  const refuse = (status: number, body: unknown): ImageSubmit => ({ refusal: { status, body } });

  /** Whether fal could download the image: a non-empty file uploaded to this fake. */
  const downloadable = (url: unknown) => {
    const prefix = `${host.base()}/files/`;
    return (
      typeof url === 'string' &&
      url.startsWith(prefix) &&
      (host.uploads.get(decodeURIComponent(url.slice(prefix.length)))?.data.length ?? 0) > 0
    );
  };

  const queue = (job: Job): ImageSubmit => {
    host.jobs.set(job.id, job);
    if (job.webhook && !job.hung)
      job.timer = setTimeout(() => host.finish(job), options.queueMs + options.runMs);
    return { job };
  };

  const submit = (
    segments: string[],
    input: Record<string, unknown> | undefined,
    webhook: string | null,
  ): ImageSubmit => {
    // The upscaler takes no prompt: its own schema (fal-upscale.ts).
    if (input && isUpscale(segments.join('/'))) {
      const invalid = upscaleInvalid(input, downloadable);
      if (invalid) return refuse(422, { detail: invalid });
      const id = `fake-req-${randomUUID()}`;
      const submittedAt = host.now();
      return queue(queuedJob({ id, segments, input, submittedAt, webhook, refusal: null, kind: 'image' }));
    }
    if (!input || typeof input.prompt !== 'string')
      return refuse(422, { detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'missing' }] });
    if (/balance/i.test(input.prompt))
      return refuse(403, {
        detail: 'User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing.',
      });
    if (/busy once/i.test(input.prompt) && !refusedOnce.has(input.prompt)) {
      refusedOnce.add(input.prompt);
      return refuse(429, { detail: 'Too many concurrent requests' });
    }
    if (/busy/i.test(input.prompt) && !/busy once/i.test(input.prompt))
      return refuse(429, { detail: 'Too many concurrent requests' });
    // Unique across fake instances, as fal's are: events/fal:{id} outlives one suite's fake.
    const id = `fake-req-${randomUUID()}`;
    const images = [input.image_url, ...((input.image_urls as unknown[]) ?? [])].filter(Boolean);
    const endpoint = segments.join('/');
    const invalid = isFluxLora(endpoint) ? fluxLoraInvalid(input) : null;
    if (invalid) return refuse(422, { detail: invalid });
    // Text to image (flux-lora) has no image to download.
    const readable = isFluxLora(endpoint) || (images.length > 0 && images.every(downloadable));
    const refusal = readable
      ? null
      : [{ loc: ['body', 'image_url'], msg: 'Failed to download the image', type: 'image_load_error' }];
    return queue({
      ...queuedJob({ id, segments, input, submittedAt: host.now(), webhook, refusal, kind: 'image' }),
      hung: host.hanging(),
    });
  };

  /** The model's answer for a job that was not decided at submit: status and body of the result endpoint. */
  const outcome = async (job: Job): Promise<{ status: number; body: unknown }> => {
    if (isUpscale(job.endpoint)) return upscaleOutcome(job, host.uploads, host.base());
    const prompt = String(job.input.prompt ?? '');
    if (/fail/i.test(prompt)) return { status: 500, body: { detail: 'Internal server error' } };
    if (isFluxLora(job.endpoint)) return fluxLoraOutcome(job, host.uploads, host.base(), host.now());
    const face = requestedFace(prompt);
    const name = `out-${job.id}.${face ? 'jpg' : 'png'}`;
    if (!host.uploads.has(name))
      host.uploads.set(
        name,
        face ?? {
          type: 'image/png',
          data: await sharp({ create: { width: 48, height: 64, channels: 3, background: '#b5838d' } })
            .png()
            .toBuffer(),
        },
      );
    const { type } = host.uploads.get(name)!;
    return {
      status: 200,
      body: {
        images: [{ url: `${host.base()}/files/${name}`, width: 48, height: 64, content_type: type }],
        seed: 42,
        has_nsfw_concepts: [/unsafe/i.test(prompt)],
        prompt,
        timings: { inference: (options.runMs / 1000).toFixed(3) },
      },
    };
  };

  return { submit, outcome };
}
