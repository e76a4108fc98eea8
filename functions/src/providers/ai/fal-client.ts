// What every fal adapter shares (instant edits, studio generation): a client whose fixed hosts are sent to the
// configured base URLs (a fake in tests), fal's errors as ProviderError, and the download of a result's
// images (fal links expire), leaving out the ones the safety checker flagged.
// Protocol: providers.md §2 (queue, storage; status, result and cancel use {owner}/{app}: the client handles it).
// The client retries 429/502/503/504 itself (3 times, from 1 s).
import { ApiError, createFalClient, type FalClient, type RetryOptions } from '@fal-ai/client';
import { ProviderError, type ProviderFailure, type ProviderImage } from './port';

export interface FalHosts {
  key: string;
  /** Where https://queue.fal.run goes. */
  queueBaseUrl: string;
  /** Where https://rest.fal.ai goes (storage uploads). */
  restBaseUrl: string;
  timeoutMs?: number;
  /**
   * The client's retries of plain requests such as storage uploads (default: 3, from 1 s; queue calls keep the
   * client's own policy). Tests against the fake shorten the waits, not the count.
   */
  retry?: Partial<RetryOptions>;
}

const QUEUE_HOST = 'https://queue.fal.run';
const REST_HOST = 'https://rest.fal.ai';
/** A result image larger than this is refused rather than held in memory (fal's images are a few MB). */
export const FAL_RESULT_MAX_BYTES = 30 * 1024 * 1024;

export const falError = (kind: ProviderFailure, status: number, message = '') =>
  new ProviderError(kind, 'fal', status, message);

export const falDetailOf = (body: unknown): string => {
  const detail = (body as { detail?: unknown; message?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (detail !== undefined) return JSON.stringify(detail);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/** fal answers errors as {detail} (422: FastAPI-style list) or {message}; 403 also means an exhausted balance. */
export function falFailure(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  if (!(err instanceof ApiError)) return falError('unavailable', 0, err instanceof Error ? err.message : '');
  const message = falDetailOf(err.body) || err.message;
  if (err.status === 403 && /balance|locked/i.test(message)) return falError('quota', 403, message);
  if (err.status === 401 || err.status === 403) return falError('unauthorized', err.status, message);
  if (err.status === 429) return falError('quota', 429, message);
  if (err.status === 422) return falError('invalid', 422, message);
  return falError('unavailable', err.status, message);
}

/** Whether a cancel failed only because the job has nothing left to cancel (finished, or unknown). */
export const nothingToCancel = (err: unknown) =>
  err instanceof ApiError &&
  ['ALREADY_COMPLETED', 'NOT_FOUND'].includes((err.body as { status?: string } | undefined)?.status ?? '');

/** The end of a queued job as a webhook reported it: its output, or the failure fal named. */
export function falWebhookOutput(body: {
  status: 'OK' | 'ERROR';
  payload: unknown;
  error?: string;
  payload_error?: string;
}): unknown {
  if (body.status === 'ERROR') {
    const detail = falDetailOf(body.payload) || body.error || '';
    const invalid = Array.isArray((body.payload as { detail?: unknown } | null)?.detail);
    throw falError(invalid ? 'invalid' : 'unavailable', 200, detail);
  }
  if (body.payload == null) throw falError('unavailable', 200, body.payload_error ?? 'empty payload');
  return body.payload;
}

/**
 * Every copy we leave at fal expires after a day (security review N4: fal keeps uploads and outputs forever by
 * default): the photos we upload, and the outputs of every job we queue. By then we have copied the result into
 * our Storage (or the job has failed and been refunded); generations read the LoRA from our own backup.
 */
export const FAL_COPY_EXPIRY_SECONDS = 24 * 60 * 60;
const lifecycle = { expiresIn: FAL_COPY_EXPIRY_SECONDS };

export interface FalConnection {
  client: FalClient;
  /** Uploads a file to fal storage (expiring after FAL_COPY_EXPIRY_SECONDS) and answers its URL. */
  upload(file: File): Promise<string>;
  /** A fresh abort signal bounding one request. */
  timeout(): AbortSignal;
  /** Downloads the images of a model output ({images, has_nsfw_concepts}), leaving out flagged ones. */
  collect(output: unknown): Promise<ProviderImage[]>;
  /** Downloads one result image (fal links expire), refusing one over FAL_RESULT_MAX_BYTES. */
  fetchImage(url: string, contentType: string | undefined): Promise<ProviderImage>;
  /** Queues a job of `model` (with the webhook when given); fal's errors as ProviderError. */
  submit(model: string, input: unknown, webhookUrl?: string): Promise<{ state: 'queued'; jobId: string }>;
  /** Cancels a job; one with nothing left to cancel (finished, unknown) is not an error. */
  cancel(model: string, jobId: string): Promise<void>;
}

export function falConnection(config: FalHosts): FalConnection {
  const rewrite = (url: string) =>
    url.startsWith(`${QUEUE_HOST}/`)
      ? config.queueBaseUrl.replace(/\/$/, '') + url.slice(QUEUE_HOST.length)
      : url.startsWith(`${REST_HOST}/`)
        ? config.restBaseUrl.replace(/\/$/, '') + url.slice(REST_HOST.length)
        : url;
  const client = createFalClient({
    credentials: config.key,
    ...(config.retry ? { retry: config.retry } : {}),
    requestMiddleware: async (request) => ({ ...request, url: rewrite(request.url) }),
  });
  const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 60_000);

  async function download(url: string, contentType: string | undefined): Promise<ProviderImage> {
    let res: Response;
    try {
      res = await fetch(url, { signal: timeout() });
    } catch (err) {
      throw falError('unavailable', 0, `result download: ${err instanceof Error ? err.message : ''}`);
    }
    if (!res.ok) throw falError('unavailable', res.status, 'result download failed');
    if (Number(res.headers.get('content-length') ?? 0) > FAL_RESULT_MAX_BYTES)
      throw falError('unavailable', res.status, 'result too large');
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length > FAL_RESULT_MAX_BYTES) throw falError('unavailable', res.status, 'result too large');
    const mimeType = res.headers.get('content-type')?.split(';')[0] || contentType || 'image/png';
    if (!mimeType.startsWith('image/')) throw falError('unavailable', res.status, `result is ${mimeType}`);
    return { data, mimeType };
  }

  async function collect(output: unknown): Promise<ProviderImage[]> {
    const out = output as {
      images?: Array<{ url?: string; content_type?: string }>;
      has_nsfw_concepts?: boolean[];
    };
    const all = out?.images ?? [];
    const flagged = out?.has_nsfw_concepts ?? [];
    const safe = all.filter((image, i) => !flagged[i] && image.url);
    if (!safe.length) {
      if (flagged.some(Boolean)) throw falError('safety', 200, 'has_nsfw_concepts');
      throw falError('unavailable', 200, 'no image in result');
    }
    const images: ProviderImage[] = [];
    for (const image of safe) images.push(await download(image.url!, image.content_type));
    return images;
  }

  async function submit(model: string, input: unknown, webhookUrl?: string) {
    try {
      const queued = await client.queue.submit(model, {
        input: input as Record<string, unknown>,
        ...(webhookUrl ? { webhookUrl } : {}),
        storageSettings: lifecycle,
        abortSignal: timeout(),
      });
      return { state: 'queued' as const, jobId: queued.request_id };
    } catch (err) {
      // No such endpoint (a typo, or one fal retired): our configuration, not the user's input.
      if (err instanceof ApiError && err.status === 404)
        throw new ProviderError('unavailable', 'fal', 404, falDetailOf(err.body) || err.message, {
          key: 'provider.configuration',
        });
      throw falFailure(err);
    }
  }

  async function cancel(model: string, jobId: string) {
    try {
      await client.queue.cancel(model, { requestId: jobId, abortSignal: timeout() });
    } catch (err) {
      if (!nothingToCancel(err)) throw falFailure(err);
    }
  }

  const upload = (file: File) => client.storage.upload(file, { lifecycle });

  return { client, upload, timeout, collect, fetchImage: download, submit, cancel };
}
