// The generation line as a job line (jobs/line.ts): generations/{id}, `num_images` generation credits, run by
// the trigger on the document (the kernel claims, runs, settles, refunds, reconciles and cancels it). What is
// its own: the input (the request, and the training's LoRA for fal or its reference crops for the local
// engine; a training no longer ready fails the job) and the result (scored for identity, stored best first in
// the requested format with a JPEG preview; completing raises the owner's "photos made" count by the image
// count).
import { Timestamp } from 'firebase-admin/firestore';
import {
  GENERATION_TIMEOUT_MS,
  RESULT_TTL_MS,
  STUDIO_PREVIEW_SIDE,
  generationStyleSchema,
  type GenerationRequest,
} from '../../../contracts';
import { studioStoragePath } from '../storage-paths';
import {
  encodedAs,
  previewJpeg,
  saveFile,
  scoreLikeness,
  secondsSince,
  type JobLine,
  type StoredFormat,
} from '../../../jobs';
import type { GenerationInput, GenerationResult } from '../../../providers/ai';
import { storeFourK } from './generation-four-k';
import { bestFirst, referenceCrops, trainingReference } from './generation-identity';
import { getTraining, type GenerationRecord, type TrainingRecord } from './generation.repo';
import { loraUrlFor } from './lora-source';

/** One `generation` credit per image asked for. */
export const GENERATION_UNIT = 'generation' as const;

/** Spec §3 actual status: ready when a LoRA URL or a backup is present (and it completed). */
export const trainingReady = (t: TrainingRecord) => t.status === 'completed' && (!!t.loraUrl || !!t.backup);

const formatOf = (f: string): StoredFormat => (f === 'jpeg' || f === 'webp' ? f : 'png');
const extOf = (f: StoredFormat) => (f === 'jpeg' ? 'jpg' : f);

/** The request as the ports take it, from what the document keeps. */
export const requestOf = (g: GenerationRecord): GenerationRequest => ({
  ...g.request,
  training_id: g.trainingId,
  output_format: g.request.output_format as GenerationRequest['output_format'],
  width: g.request.width as GenerationRequest['width'],
  height: g.request.height as GenerationRequest['height'],
  seed: g.request.seed ?? undefined,
  style: g.request.style ?? undefined,
});

export const generationLine: JobLine<GenerationRecord, GenerationInput, GenerationResult> = {
  name: 'generation',
  collection: 'generations',
  unit: GENERATION_UNIT,
  running: 'processing',
  // Longer than the trigger may run (140 s, its timeoutSeconds in the functions table), and short: a job whose
  // runners died twice (MAX_RUNS) is failed and refunded within 5 minutes of its first claim.
  leaseMs: 150 * 1000,
  timeoutMs: GENERATION_TIMEOUT_MS,
  webhookGraceMs: 60 * 1000,
  webhook: { path: '/generation/fal-webhook', idParam: 'generation_id' },
  deliveryKey: 'generationId',
  failedKey: 'generation.failed',
  timeoutKey: 'generation.timeout',
  cancel: {
    status: 'failed',
    key: 'generation.cancelled',
    refusedKey: 'generation.not_cancellable',
    runningKey: 'generation.cancel_running',
  },
  ended: (current, now) => ({ processingTime: secondsSince(current, now) }),
  // A year (the terms), like every result.
  results: {
    keepMs: RESULT_TTL_MS,
    files: (generation) => [studioStoragePath.generationDir(generation.userId, generation.id)],
  },

  async prepare(generation) {
    const training = await getTraining(generation.trainingId);
    // Deleted or no longer usable since the start: nothing to generate from.
    if (!training || !trainingReady(training)) return { fail: 'generation.training_not_ready' };
    return {
      input: {
        request: requestOf(generation),
        prompt: generation.prompt,
        style: generationStyleSchema.safeParse(generation.request.style).data ?? null,
        // Our Storage backup (a short-lived signed URL): fal's own file may be past its retention.
        loraUrl: (await loraUrlFor(training)) ?? generation.loraUrl,
        referenceCrops: generation.provider === 'local' ? await referenceCrops(training) : undefined,
      },
    };
  },

  async complete(generation, result, now) {
    const format = formatOf(generation.request.output_format);
    const encoded = await Promise.all(result.images.map((image) => encodedAs(image, format)));
    const training = await getTraining(generation.trainingId);
    const scores = await scoreLikeness(
      training ? await trainingReference(training) : null,
      encoded.map((e) => e.data),
      // The local engine composes the reference crops themselves onto backdrops: the user's own photos.
      { ownPhoto: generation.provider === 'local', job: { generationId: generation.id } },
    );
    const order = bestFirst(scores);
    const images: string[] = [];
    for (const [rank, index] of order.entries()) {
      const { data, mimeType } = encoded[index]!;
      const path = studioStoragePath.generationImage(generation.userId, generation.id, rank, extOf(format));
      await saveFile(path, data, mimeType);
      const preview = await previewJpeg(data, STUDIO_PREVIEW_SIDE);
      const previewPath = studioStoragePath.generationPreview(generation.userId, generation.id, rank);
      await saveFile(previewPath, preview, 'image/jpeg');
      images.push(path);
    }
    const bestEncoded = order.map((i) => ({ ...encoded[i]!, ext: extOf(format) }));
    const fourK = await storeFourK(generation, bestEncoded, generation.fourK ?? 0, result.upscaler);
    return {
      made: images.length,
      // One credit per image asked for: those fal did not deliver (flagged by its safety checker, or missing)
      // come back (N7).
      undelivered: Math.max(0, generation.request.num_images - images.length),
      likeness: { field: 'identity', images: order.map((i) => scores[i]!) },
      written: [studioStoragePath.generationDir(generation.userId, generation.id)],
      fields: (current) => ({
        images,
        model: result.model,
        'request.seed': current.request.seed ?? result.seed,
        processingTime: secondsSince(current, now),
        completedAt: Timestamp.fromMillis(now),
        fourKResult: fourK,
      }),
    };
  },
};
