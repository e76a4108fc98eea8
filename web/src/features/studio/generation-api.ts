// The /generate page's calls (spec §7 /generation/* and the training it generates from) and the live view of one
// generation: the only module of the page that talks to /api/v1 or Firestore.
import {
  GENERATION_HISTORY_BY_TRAINING_LIMIT,
  GENERATION_HISTORY_LIMIT,
  generationCancelResponseSchema,
  generationListResponseSchema,
  generationStartResponseSchema,
  generationStatusSchema,
  generationViewSchema,
  trainingViewSchema,
  type GenerationStartRequest,
  type GenerationStatus,
  type GenerationView,
} from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';
import { watchDocumentStatus } from '../../shared/lib/watchStatus';

const id = encodeURIComponent;

/** GET /training/{id}/status: the model the page generates from. */
export function fetchTraining(trainingId: string) {
  return apiRequest(`/training/${id(trainingId)}/status`, { auth: true, schema: trainingViewSchema });
}

/** POST /generation/start: 202 with the id; 402 when the caller has too few generation credits. */
export function startGeneration(request: GenerationStartRequest) {
  return apiRequest('/generation/start', {
    auth: true,
    body: request,
    schema: generationStartResponseSchema,
  });
}

/** GET /generation/{id}/status: the job with its image links (best likeness first) and any translated error. */
export function fetchGeneration(generationId: string): Promise<GenerationView> {
  return apiRequest(`/generation/${id(generationId)}/status`, { auth: true, schema: generationViewSchema });
}

/** DELETE /generation/{id}/cancel: a pending or processing job stops and its credits come back. */
export function cancelGeneration(generationId: string) {
  return apiRequest(`/generation/${id(generationId)}/cancel`, {
    auth: true,
    method: 'DELETE',
    schema: generationCancelResponseSchema,
  });
}

/**
 * Spec §9: the page's history is the newest 100 generations, kept to this training's; when that call fails,
 * the newest 50 of the training alone. Newest first either way.
 */
export async function fetchTrainingHistory(trainingId: string): Promise<GenerationView[]> {
  let list: GenerationView[];
  try {
    list = await apiRequest(`/generation/list?limit=${GENERATION_HISTORY_LIMIT}`, {
      auth: true,
      schema: generationListResponseSchema,
    });
  } catch {
    list = await apiRequest(
      `/generation/list?limit=${GENERATION_HISTORY_BY_TRAINING_LIMIT}&training_id=${id(trainingId)}`,
      { auth: true, schema: generationListResponseSchema },
    );
  }
  return list
    .filter((g) => g.training_id === trainingId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** Follows generations/{id} live (see watchDocumentStatus); `onError` means: poll instead. */
export function watchGeneration(
  generationId: string,
  onStatus: (status: GenerationStatus) => void,
  onError: (error: unknown) => void,
): () => void {
  return watchDocumentStatus('generations', generationId, generationStatusSchema, onStatus, onError);
}

/**
 * The start request that makes `count` images again as `g` was made (its prompt and settings, a new seed): the
 * free retry of results that were not the person, paid with the credits they gave back.
 */
export function retryRequest(g: GenerationView, count: number): GenerationStartRequest {
  const r = g.request;
  return {
    training_id: g.training_id ?? '',
    prompt: g.prompt,
    negative_prompt: r.negative_prompt,
    num_images: count,
    guidance_scale: r.guidance_scale,
    num_inference_steps: r.num_inference_steps,
    width: r.width as GenerationStartRequest['width'],
    height: r.height as GenerationStartRequest['height'],
    scheduler: r.scheduler,
    lora_scale: r.lora_scale,
    output_format: r.output_format as GenerationStartRequest['output_format'],
    ...(r.style ? { style: r.style } : {}),
  };
}
