import type { GenerationView } from '@contracts';

/** A finished local-engine generation `g{n}` of training t1, an hour older per n; `patch` overrides fields. */
export function generation(n: number, patch: Partial<GenerationView> = {}): GenerationView {
  const id = `g${n}`;
  return {
    id,
    generation_id: id,
    status: 'completed',
    prompt: `tok portrait ${n}`,
    display_prompt: `portrait ${n}`,
    created_at: new Date(Date.UTC(2026, 10, 20) - n * 3_600_000).toISOString(),
    completed_at: null,
    type: 'lora_generation',
    instant_edit_id: null,
    original_image_url: null,
    training_id: 't1',
    lora_url: null,
    trigger_word: 'tok',
    lora_name: 'my model',
    four_k: null,
    images: [`/generation/${id}/images/0`],
    identity: [],
    likeness_refund: null,
    provider: 'local',
    model: 'local-engine',
    processing_time: 3,
    request: {
      lora_scale: 0.8,
      guidance_scale: 3.5,
      num_inference_steps: 28,
      seed: 42,
      style: 'professional',
      width: 1024,
      height: 768,
      negative_prompt: 'blurry',
      num_images: 1,
      output_format: 'png',
      scheduler: 'DPM++ 2M SDE Karras',
    },
    error: null,
    error_code: null,
    ...patch,
  };
}
