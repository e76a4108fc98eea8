// What GET /generation/{id}/status and /generation/list answer for a generation (generationViewSchema): links
// to the owner-only image routes instead of Storage paths, and the failure translated in the caller's language.
import type { TFunction } from 'i18next';
import { studioUrls, type GenerationView } from '../../../contracts';
import type { GenerationRecord } from './generation.repo';

const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);

export function generationView(g: GenerationRecord, t: TFunction): GenerationView {
  const completed = g.status === 'completed';
  const r = g.request;
  return {
    generation_id: g.id,
    id: g.id,
    status: g.status,
    prompt: g.prompt,
    display_prompt: g.displayPrompt,
    created_at: iso(g.createdAt) ?? new Date(0).toISOString(),
    completed_at: iso(g.completedAt),
    type: 'lora_generation',
    instant_edit_id: null,
    original_image_url: null,
    training_id: g.trainingId,
    lora_url: g.loraUrl,
    trigger_word: g.triggerWord,
    lora_name: g.loraName,
    images: completed ? g.images.map((_, i) => studioUrls.generationImage(g.id, i)) : [],
    identity: completed ? g.identity : [],
    likeness_refund: g.likenessRefund?.credits ?? null,
    four_k:
      completed && g.fourKResult
        ? {
            method: g.fourKResult.method,
            model: g.fourKResult.model,
            width: g.fourKResult.width,
            height: g.fourKResult.height,
            images: g.fourKResult.images.map((_, i) => studioUrls.generationImage(g.id, i, '4k')),
          }
        : null,
    provider: g.provider,
    model: g.model,
    processing_time: g.processingTime,
    request: {
      lora_scale: r.lora_scale,
      guidance_scale: r.guidance_scale,
      num_inference_steps: r.num_inference_steps,
      seed: r.seed,
      style: r.style,
      width: r.width,
      height: r.height,
      negative_prompt: r.negative_prompt,
      num_images: r.num_images,
      output_format: r.output_format,
      scheduler: r.scheduler,
    },
    error: g.error ? t(g.error, { provider: g.provider, status: 0, ...(g.errorParams ?? {}) }) : null,
    error_code: g.error,
  };
}
