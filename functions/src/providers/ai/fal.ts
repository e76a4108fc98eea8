// fal.ai image edits through @fal-ai/client: the photo goes to fal storage (initiate + PUT), the edit is queued
// with a webhook URL, and the result arrives by webhook (fal-webhook.ts verifies it) or by polling status then
// result, the fallback for a lost webhook. Protocol: https://docs.fal.ai/model-endpoints/queue (status, result and
// cancel use {owner}/{app} without the submit subpath: the client handles that), storage: providers.md §2.4.
// fal's hosts are fixed in the client, so a request middleware sends them to the configured base URLs (a fake in
// tests). The client retries 429/502/503/504 itself (3 times, from 1 s).
import { ApiError, createFalClient } from '@fal-ai/client';
import type { FalWebhookBody } from './fal-webhook';
import {
  InstantProviderError,
  type InstantCheck,
  type InstantEditInput,
  type InstantEditor,
  type InstantFailure,
  type InstantImage,
} from './instant';

export interface FalConfig {
  key: string;
  /** Where https://queue.fal.run goes. */
  queueBaseUrl: string;
  /** Where https://rest.fal.ai goes (storage uploads). */
  restBaseUrl: string;
  /** An image-edit endpoint id: fal-ai/flux-pro/kontext (image_url) or a nano-banana edit (image_urls). */
  model: string;
  timeoutMs?: number;
}

export interface FalInstantEditor extends InstantEditor {
  /** Uploads bytes to fal storage and answers the URL a model input can use. */
  upload(data: Buffer, mimeType: string, fileName?: string): Promise<string>;
  /** The end of a job as a verified webhook delivery reported it. */
  fromWebhook(body: FalWebhookBody): Promise<InstantCheck>;
}

const QUEUE_HOST = 'https://queue.fal.run';
/** A result image larger than this is refused rather than held in memory (fal's edits are a few MB). */
export const FAL_RESULT_MAX_BYTES = 30 * 1024 * 1024;
const REST_HOST = 'https://rest.fal.ai';

export const falFail = (kind: InstantFailure, status: number, message = '') =>
  new InstantProviderError(kind, 'fal', status, message);

export const detailOf = (body: unknown): string => {
  const detail = (body as { detail?: unknown; message?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (detail !== undefined) return JSON.stringify(detail);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/** fal answers errors as {detail} (422: FastAPI-style list) or {message}; 403 also means an exhausted balance. */
export function falFailure(err: unknown): InstantProviderError {
  if (err instanceof InstantProviderError) return err;
  if (!(err instanceof ApiError)) return falFail('unavailable', 0, err instanceof Error ? err.message : '');
  const message = detailOf(err.body) || err.message;
  if (err.status === 403 && /balance|locked/i.test(message)) return falFail('quota', 403, message);
  if (err.status === 401 || err.status === 403) return falFail('unauthorized', err.status, message);
  if (err.status === 429) return falFail('quota', 429, message);
  if (err.status === 422) return falFail('invalid', 422, message);
  return falFail('unavailable', err.status, message);
}

const usesImageList = (model: string) => /nano-banana|gemini/.test(model);

/** A fal client whose fixed hosts go to the configured base URLs, and the per-call timeout signal. */
export function falClient(config: Omit<FalConfig, 'model'>) {
  const rewrite = (url: string) =>
    url.startsWith(`${QUEUE_HOST}/`)
      ? config.queueBaseUrl.replace(/\/$/, '') + url.slice(QUEUE_HOST.length)
      : url.startsWith(`${REST_HOST}/`)
        ? config.restBaseUrl.replace(/\/$/, '') + url.slice(REST_HOST.length)
        : url;
  const client = createFalClient({
    credentials: config.key,
    requestMiddleware: async (request) => ({ ...request, url: rewrite(request.url) }),
  });
  const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 60_000);
  return { client, timeout };
}

/** fal's cancel answers for a job with nothing left to cancel (finished, or unknown). */
export const nothingToCancel = (err: unknown) =>
  err instanceof ApiError &&
  ['ALREADY_COMPLETED', 'NOT_FOUND'].includes((err.body as { status?: string } | undefined)?.status ?? '');

export function falInstantEditor(config: FalConfig): FalInstantEditor {
  const { client, timeout } = falClient(config);

  /** Downloads the result images (fal links expire), leaving out any the safety checker flagged. */
  async function collect(output: unknown): Promise<InstantImage[]> {
    const out = output as {
      images?: Array<{ url?: string; content_type?: string }>;
      has_nsfw_concepts?: boolean[];
    };
    const all = out?.images ?? [];
    const flagged = out?.has_nsfw_concepts ?? [];
    const safe = all.filter((image, i) => !flagged[i] && image.url);
    if (!safe.length) {
      if (flagged.some(Boolean)) throw falFail('safety', 200, 'has_nsfw_concepts');
      throw falFail('unavailable', 200, 'no image in result');
    }
    const images: InstantImage[] = [];
    for (const image of safe) {
      let res: Response;
      try {
        res = await fetch(image.url!, { signal: timeout() });
      } catch (err) {
        throw falFail('unavailable', 0, `result download: ${err instanceof Error ? err.message : ''}`);
      }
      if (!res.ok) throw falFail('unavailable', res.status, 'result download failed');
      if (Number(res.headers.get('content-length') ?? 0) > FAL_RESULT_MAX_BYTES)
        throw falFail('unavailable', res.status, 'result too large');
      const data = Buffer.from(await res.arrayBuffer());
      if (data.length > FAL_RESULT_MAX_BYTES) throw falFail('unavailable', res.status, 'result too large');
      const mimeType = res.headers.get('content-type')?.split(';')[0] || image.content_type || 'image/png';
      if (!mimeType.startsWith('image/')) throw falFail('unavailable', res.status, `result is ${mimeType}`);
      images.push({ data, mimeType });
    }
    return images;
  }

  const editor: FalInstantEditor = {
    name: 'fal',

    async upload(data, mimeType, fileName = `photo.${mimeType.split('/')[1] ?? 'bin'}`) {
      try {
        return await client.storage.upload(new File([new Uint8Array(data)], fileName, { type: mimeType }));
      } catch (err) {
        throw falFailure(err);
      }
    },

    async start(input: InstantEditInput, options = {}) {
      const imageUrl = await editor.upload(input.image, input.mimeType);
      const modelInput = {
        prompt: input.prompt,
        ...(usesImageList(config.model) ? { image_urls: [imageUrl] } : { image_url: imageUrl }),
        num_images: 1,
        output_format: 'png',
        ...(input.aspectRatio ? { aspect_ratio: input.aspectRatio } : {}),
      };
      try {
        const queued = await client.queue.submit(config.model, {
          input: modelInput,
          ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
          abortSignal: timeout(),
        });
        return { state: 'queued', jobId: queued.request_id };
      } catch (err) {
        throw falFailure(err);
      }
    },

    async check(jobId) {
      try {
        const status = await client.queue.status(config.model, { requestId: jobId, abortSignal: timeout() });
        if (status.status === 'IN_QUEUE') return { state: 'queued' };
        if (status.status === 'IN_PROGRESS') return { state: 'running' };
        const result = await client.queue.result(config.model, { requestId: jobId, abortSignal: timeout() });
        return { state: 'completed', images: await collect(result.data), model: config.model };
      } catch (err) {
        throw falFailure(err);
      }
    },

    async cancel(jobId) {
      try {
        await client.queue.cancel(config.model, { requestId: jobId, abortSignal: timeout() });
      } catch (err) {
        if (nothingToCancel(err)) return;
        throw falFailure(err);
      }
    },

    async fromWebhook(body) {
      if (body.status === 'ERROR') {
        const detail = detailOf(body.payload) || body.error || '';
        const invalid = Array.isArray((body.payload as { detail?: unknown } | null)?.detail);
        throw falFail(invalid ? 'invalid' : 'unavailable', 200, detail);
      }
      if (body.payload == null) throw falFail('unavailable', 200, body.payload_error ?? 'empty payload');
      return { state: 'completed', images: await collect(body.payload), model: config.model };
    },
  };
  return editor;
}
