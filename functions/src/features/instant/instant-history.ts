// Instant edits as rows of the one generation history (GET /generation/list, spec §3 "Generation": a generation
// of type `instant_generation` names its instant edit and its original), so the dashboard lists both lines side
// by side. The studio-only fields are empty and the request keeps the spec's defaults; `request.style` is the
// preset, which the page names.
import type { TFunction } from 'i18next';
import { GENERATION_LIMITS, type GenerationView, type InstantEditStatus } from '../../contracts';
import { getUploads, listOwnEdits, type EditRecord } from './instant.repo';
import { editView } from './instant.view';

/** The caller's `count` newest edits, as history rows. */
export async function ownEditsAsGenerations(
  uid: string,
  count: number,
  t: TFunction,
): Promise<GenerationView[]> {
  const { edits } = await listOwnEdits(uid, count);
  const uploads = await getUploads(edits.map((e) => e.uploadId));
  return edits.map((edit) => asGeneration(edit, editView(edit, uploads.get(edit.uploadId), t)));
}

function asGeneration(edit: EditRecord, view: InstantEditStatus): GenerationView {
  const L = GENERATION_LIMITS;
  return {
    generation_id: edit.id,
    id: edit.id,
    status: view.status,
    prompt: edit.request.prompt,
    display_prompt: '',
    created_at: view.created_at,
    completed_at: view.completed_at,
    four_k: null,
    type: 'instant_generation',
    instant_edit_id: edit.id,
    original_image_url: view.original_url,
    training_id: null,
    lora_url: null,
    trigger_word: null,
    lora_name: null,
    images: view.outputs,
    identity: view.likeness,
    likeness_refund: view.likeness_refund,
    provider: view.provider,
    model: view.model,
    processing_time: view.processing_time,
    request: {
      lora_scale: L.loraScale.default,
      guidance_scale: L.guidance.default,
      num_inference_steps: L.steps.default,
      seed: null,
      style: edit.presetId,
      width: L.defaultSize,
      height: L.defaultSize,
      negative_prompt: '',
      num_images: Math.max(1, view.outputs.length),
      output_format: L.defaultFormat,
      scheduler: L.defaultScheduler,
    },
    error: view.error?.detail ?? null,
    error_code: view.error?.code ?? null,
  };
}
