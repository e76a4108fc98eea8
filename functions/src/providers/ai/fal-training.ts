// The studio trainer on fal (`fal-ai/flux-lora-fast-training`, providers.md §2.5): the accepted photos, and their
// aligned face crops (the upload gate's, best first, or the engine's for a session made before it kept them), go
// to fal storage as one ZIP, the training is queued with our webhook URL, and the finished LoRA (`diffusers_lora_file`) is downloaded as our backup copy: fal's URL stays
// the one the generator uses, the copy lets us retrain nothing if fal drops the file. Status, result and cancel go
// through the queue like the other fal adapters (fal-client.ts); a lost webhook is made good by `check()`.
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { zipSync } from 'fflate';
import type { FalWebhookBody } from './fal-webhook';
import type { FalConfig } from './fal';
import { falConnection, falError, falFailure, falWebhookOutput } from './fal-client';
import { ProviderError } from './port';
import type { StudioTrainer, TrainingCheck, TrainingInput, TrainingResult } from './studio';

/** A LoRA larger than this is refused (flux LoRAs are tens to a few hundred MB). */
export const FAL_LORA_MAX_BYTES = 600 * 1024 * 1024;

/** A fixed entry time (DOS dates start in 1980, local time), so the same photos make the same archive. */
const ARCHIVE_MTIME = new Date(1980, 0, 1);

export interface FalStudioTrainer extends StudioTrainer {
  /** The end of a training as a verified webhook delivery reported it. */
  fromWebhook(body: FalWebhookBody): Promise<TrainingResult>;
}

export interface FalTrainingOptions {
  /** Aligned face crops of photos that came without them (JPEG); the archive holds them next to the photos. */
  alignedCrops?(photos: Buffer[]): Promise<Buffer[]>;
  /** The largest LoRA kept (FAL_LORA_MAX_BYTES unless a test sets a smaller one). */
  maxLoraBytes?: number;
}

/** The archive fal trains on: every photo, and its crop, each captioned by the trigger word alone. */
export async function trainingArchive(input: TrainingInput, options: FalTrainingOptions = {}) {
  const photos = input.photos.map((p) => p.data);
  const crops = input.faces
    ? [...input.faces].sort((a, b) => b.rank - a.rank).map((f) => f.crop)
    : options.alignedCrops
      ? await options.alignedCrops(photos).catch(() => [])
      : [];
  const entries = [
    ...photos.map((data, i) => ({ name: `photo_${String(i + 1).padStart(2, '0')}.jpg`, data })),
    ...crops.map((data, i) => ({ name: `face_${String(i + 1).padStart(2, '0')}.jpg`, data })),
  ];
  const captions = entries.map((e) => ({
    name: e.name.replace(/\.jpg$/, '.txt'),
    data: Buffer.from(`a photo of ${input.triggerWord}`, 'utf8'),
  }));
  // Stored, not deflated (level 0): JPEGs do not shrink, and the captions are a few bytes.
  const files = Object.fromEntries([...entries, ...captions].map((e) => [e.name, e.data]));
  return zipSync(files, { level: 0, mtime: ARCHIVE_MTIME });
}

/** Streams the file at `url` into `sink`, refusing it once it is over `maxBytes`; answers the bytes written. */
async function streamCapped(url: string, sink: Writable, maxBytes: number): Promise<number> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5 * 60_000) });
  } catch (err) {
    throw falError('unavailable', 0, `LoRA download: ${err instanceof Error ? err.message : ''}`);
  }
  if (!res.ok || !res.body) throw falError('unavailable', res.status, 'LoRA download failed');
  const tooLarge = () => falError('unavailable', res.status, 'LoRA too large');
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel();
    throw tooLarge();
  }
  // Counted as it arrives, whatever content-length said (absent, or of a compressed body).
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(res.body as NodeReadableStream), cap, sink);
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw falError('unavailable', 0, `LoRA download: ${err instanceof Error ? err.message : ''}`);
  }
  return bytes;
}

export function falStudioTrainer(config: FalConfig, options: FalTrainingOptions = {}): FalStudioTrainer {
  const { client, upload, timeout, submit, cancel } = falConnection(config);
  const model = config.model;
  const maxBytes = options.maxLoraBytes ?? FAL_LORA_MAX_BYTES;

  /** fal's LoRA as the backup: streamed from its CDN when the result is kept, at most `maxBytes` (N5). */
  function download(output: unknown): TrainingResult {
    const file = (output as { diffusers_lora_file?: { url?: string; file_name?: string } } | null)
      ?.diffusers_lora_file;
    if (!file?.url) throw falError('unavailable', 200, 'no diffusers_lora_file in result');
    const url = file.url;
    const streamTo = (sink: Writable) =>
      streamCapped(url, sink, maxBytes).catch((err: unknown) => {
        sink.destroy();
        throw err;
      });
    return {
      state: 'completed',
      loraUrl: url,
      backup: { streamTo, fileName: 'lora.safetensors', contentType: 'application/octet-stream' },
      model,
    };
  }

  const trainer: FalStudioTrainer = {
    name: 'fal',

    async start(input, startOptions = {}) {
      const archive = await trainingArchive(input, options);
      try {
        const url = await upload(new File([archive], 'photos.zip', { type: 'application/zip' }));
        const modelInput = {
          images_data_url: url,
          trigger_word: input.triggerWord,
          create_masks: true,
          ...(input.steps ? { steps: input.steps } : {}),
        };
        return await submit(model, modelInput, startOptions.webhookUrl);
      } catch (err) {
        throw falFailure(err);
      }
    },

    async check(jobId): Promise<TrainingCheck> {
      try {
        const status = await client.queue.status(model, { requestId: jobId, abortSignal: timeout() });
        if (status.status === 'IN_QUEUE')
          return { state: 'queued', queuePosition: status.queue_position ?? null };
        if (status.status === 'IN_PROGRESS') return { state: 'running' };
        const result = await client.queue.result(model, { requestId: jobId, abortSignal: timeout() });
        return await download(result.data);
      } catch (err) {
        throw falFailure(err);
      }
    },

    cancel: (jobId) => cancel(model, jobId),

    async fromWebhook(body) {
      return download(falWebhookOutput(body));
    },
  };
  return trainer;
}
