// The generation job, run by the trigger on generations/{id} (and callable directly: tests run it twice to prove
// a repeated trigger acts once). It claims the generation under a lease, checks its training is still ready,
// asks the generation's provider for the images (local: composed from the training's reference crops; fal:
// flux-lora with the training's LoRA) and settles it (generation-settle.ts). A queued provider (fal) leaves it
// processing with the provider's job id, to be finished by the webhook or the reconcile schedule. Every failure
// settles it as failed with a translated reason and refunds its credits, once.
import * as logger from 'firebase-functions/logger';
import { generationStyleSchema, type GenerationRequest, type StudioProviderName } from '../../contracts';
import type { StudioGenerator } from '../../providers/ai';
import { failureOf } from '../../jobs';
import { trainingReady } from './generate-start';
import { referenceCrops } from './generation-identity';
import { loraUrlFor } from './lora-source';
import {
  claimGeneration,
  completeGeneration,
  failGeneration,
  markGenerationQueued,
  type SettleOutcome,
} from './generation-settle';
import { getTraining, type GenerationRecord } from './generation.repo';

export interface GenerationJobDeps {
  /** The adapter of the provider the generation was started with (its training's provider). */
  generatorFor(provider: StudioProviderName): StudioGenerator;
  /** Where a queued provider posts the result; without one the reconcile schedule polls. */
  webhookUrl?(generationId: string): string | undefined;
  now?: () => number;
}

export type GenerationJobOutcome = 'skipped' | 'queued' | 'completed' | 'failed' | 'already_settled';

/** The generic reason when neither the provider nor the engine named one. */
export const GENERATION_FAILED = 'generation.failed';

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

export async function runGenerationJob(id: string, deps: GenerationJobDeps): Promise<GenerationJobOutcome> {
  const now = deps.now ?? Date.now;
  const generation = await claimGeneration(id, now());
  if (!generation) return 'skipped';
  try {
    const training = await getTraining(generation.trainingId);
    // Deleted or no longer usable since the start: nothing to generate from.
    if (!training || !trainingReady(training))
      return settled(
        await failGeneration(generation, { key: 'generation.training_not_ready' }, { now: now() }),
      );
    const generator = deps.generatorFor(generation.provider);
    const started = await generator.start(
      {
        request: requestOf(generation),
        prompt: generation.prompt,
        style: generationStyleSchema.safeParse(generation.request.style).data ?? null,
        // Our Storage backup (a short-lived signed URL): fal's own file may be past its retention.
        loraUrl: (await loraUrlFor(training)) ?? generation.loraUrl,
        referenceCrops: generation.provider === 'local' ? await referenceCrops(training) : undefined,
      },
      { webhookUrl: deps.webhookUrl?.(generation.id) },
    );
    if (started.state === 'queued') {
      if (await markGenerationQueued(generation, started.jobId)) return 'queued';
      // Settled while we were submitting (cancelled or timed out): the provider's work is not wanted.
      await generator.cancel(started.jobId).catch(() => undefined);
      return 'already_settled';
    }
    return settled(await completeGeneration(generation, started, { now: now() }));
  } catch (err) {
    const failure = failureOf(err, GENERATION_FAILED);
    logger.warn('generation failed', {
      id,
      provider: generation.provider,
      key: failure.key,
      error: err instanceof Error ? err.message : String(err),
    });
    return settled(await failGeneration(generation, failure, { now: now() }));
  }
}

const settled = (outcome: SettleOutcome): GenerationJobOutcome =>
  outcome === 'completed' || outcome === 'failed' ? outcome : 'already_settled';
