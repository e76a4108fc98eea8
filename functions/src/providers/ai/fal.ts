// fal.ai image edits through @fal-ai/client: the photo goes to fal storage (initiate + PUT), the edit is queued
// with a webhook URL, and the result arrives by webhook (fal-webhook.ts verifies it) or by polling status then
// result, the fallback for a lost webhook. The client, errors and result downloads are shared with the studio
// generator (fal-client.ts).
import { falConnection, falFailure, falWebhookOutput, type FalHosts } from './fal-client';
import type { FalWebhookBody } from './fal-webhook';
import type { InstantCheck, InstantEditInput, InstantEditor } from './instant';

export { FAL_RESULT_MAX_BYTES, falFailure } from './fal-client';

export interface FalConfig extends FalHosts {
  /** An image-edit endpoint id: fal-ai/flux-pro/kontext (image_url) or a nano-banana edit (image_urls). */
  model: string;
}

export interface FalInstantEditor extends InstantEditor {
  /** Uploads bytes to fal storage and answers the URL a model input can use. */
  upload(data: Buffer, mimeType: string, fileName?: string): Promise<string>;
  /** The end of a job as a verified webhook delivery reported it. */
  fromWebhook(body: FalWebhookBody): Promise<InstantCheck>;
}

const usesImageList = (model: string) => /nano-banana|gemini/.test(model);

export function falInstantEditor(config: FalConfig): FalInstantEditor {
  const { client, upload, timeout, collect, submit, cancel } = falConnection(config);

  const editor: FalInstantEditor = {
    name: 'fal',

    async upload(data, mimeType, fileName = `photo.${mimeType.split('/')[1] ?? 'bin'}`) {
      try {
        return await upload(new File([new Uint8Array(data)], fileName, { type: mimeType }));
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
      return submit(config.model, modelInput, options.webhookUrl);
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

    cancel: (jobId) => cancel(config.model, jobId),

    async fromWebhook(body) {
      return { state: 'completed', images: await collect(falWebhookOutput(body)), model: config.model };
    },
  };
  return editor;
}
