// The studio generator on fal: `fal-ai/flux-lora` (settings.fal.generationModel) with the training's LoRA,
// queued with a signed webhook and polled as the fallback (providers.md §2.2, §2.5). fal makes jpeg or png:
// webp is asked as png (lossless) and encoded by us when stored. Images the safety checker flagged are left
// out; a result with none left fails as `safety`. Client, errors and downloads: fal-client.ts.
import type { GenerationRequest } from '../../contracts';
import { falConnection, falError, falFailure, falWebhookOutput, type FalHosts } from './fal-client';
import type { FalWebhookBody } from './fal-webhook';
import { falUpscaler } from './fal-upscale';
import type { GenerationCheck, GenerationInput, StudioGenerator } from './studio';

export interface FalGenerationConfig extends FalHosts {
  /** The LoRA text-to-image endpoint id, e.g. fal-ai/flux-lora. */
  generationModel: string;
}

export interface FalStudioGenerator extends StudioGenerator {
  /** The end of a job as a verified webhook delivery reported it. */
  fromWebhook(body: FalWebhookBody): Promise<GenerationCheck>;
}

/** flux-lora's output_format: jpeg or png. */
export const falOutputFormat = (format: GenerationRequest['output_format']) =>
  format === 'jpeg' ? 'jpeg' : 'png';

/** The model input of one generation (exported for the adapter's tests). */
export function fluxLoraInput(input: GenerationInput) {
  const r = input.request;
  if (!input.loraUrl) throw falError('invalid', 0, 'no LoRA for this training');
  return {
    prompt: input.prompt,
    loras: [{ path: input.loraUrl, scale: r.lora_scale }],
    image_size: { width: r.width, height: r.height },
    num_inference_steps: r.num_inference_steps,
    guidance_scale: r.guidance_scale,
    num_images: r.num_images,
    ...(r.seed !== undefined ? { seed: r.seed } : {}),
    output_format: falOutputFormat(r.output_format),
    enable_safety_checker: true,
  };
}

export function falStudioGenerator(config: FalGenerationConfig): FalStudioGenerator {
  const connection = falConnection(config);
  const { client, timeout, collect, submit, cancel } = connection;
  const model = config.generationModel;
  const upscaler = falUpscaler(connection);
  const completed = async (output: unknown) => ({
    state: 'completed' as const,
    images: await collect(output),
    model,
    seed: typeof (output as { seed?: unknown })?.seed === 'number' ? (output as { seed: number }).seed : null,
    upscaler,
  });

  return {
    name: 'fal',

    async start(input, options = {}) {
      return submit(model, fluxLoraInput(input), options.webhookUrl);
    },

    async check(jobId) {
      try {
        const status = await client.queue.status(model, { requestId: jobId, abortSignal: timeout() });
        if (status.status === 'IN_QUEUE') return { state: 'queued' };
        if (status.status === 'IN_PROGRESS') return { state: 'running' };
        const result = await client.queue.result(model, { requestId: jobId, abortSignal: timeout() });
        return await completed(result.data);
      } catch (err) {
        throw falFailure(err);
      }
    },

    cancel: (jobId) => cancel(model, jobId),

    async fromWebhook(body) {
      return completed(falWebhookOutput(body));
    },
  };
}
