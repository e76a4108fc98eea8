// The tool and debug pages' calls: face masks, lightweight crops and the Gemini tools (spec §7), multipart with
// the caller's token; the debug pages' plain GETs with and without it.
import {
  analysisResultSchema,
  batchAnalysisResultSchema,
  faceMaskResponseSchema,
  imageGenerationResultSchema,
  optimizeReferenceResponseSchema,
  referencePromptsSchema,
  type AnalysisResult,
  type BatchAnalysisResult,
  type FaceMaskResponse,
  type ImageGenerationResult,
  type OptimizeReferenceResponse,
  type ReferencePrompts,
} from '@contracts';
import {
  apiBlob,
  apiProbe,
  apiRequest,
  apiUrl,
  fileForm,
  type ProbeResult,
} from '../../shared/lib/apiClient';
import { idToken } from '../../shared/lib/firebase';

export function createMasks(file: Blob, cropPercent: number): Promise<FaceMaskResponse> {
  return apiRequest('/mask/face-only?format=json', {
    auth: true,
    form: fileForm('file', file, { crop_percent: String(cropPercent) }),
    schema: faceMaskResponseSchema,
  });
}

/** POST /mask/face-only: the face mask PNG of one photo (white = keep the face), for the face-mask test. */
export function faceMask(file: Blob): Promise<Blob> {
  return apiBlob('/mask/face-only', { auth: true, form: fileForm('file', file) });
}

export function smartCrop(file: Blob, cropRatio: number): Promise<Blob> {
  return apiBlob('/lightweight/smart-crop', {
    auth: true,
    form: fileForm('file', file, { crop_ratio: String(cropRatio) }),
  });
}

export function optimizeReference(file: Blob): Promise<OptimizeReferenceResponse> {
  return apiRequest('/lightweight/optimize-character-reference', {
    auth: true,
    form: fileForm('file', file),
    schema: optimizeReferenceResponseSchema,
  });
}

export function testPrompts(): Promise<ReferencePrompts> {
  return apiRequest('/lightweight/test-prompts', { schema: referencePromptsSchema });
}

/** Where the debug pages' calls go (the hosting rewrite of /api/v1 to the function). */
export const API_BASE = apiUrl('');

/** How much of the ID token the debug pages may show: enough to tell two tokens apart, useless to replay. */
export const TOKEN_START_CHARS = 12;

/** The first characters of the signed-in user's ID token and an ellipsis; the whole token never leaves here. */
export async function tokenStart(): Promise<string | null> {
  const token = await idToken();
  return token ? `${token.slice(0, TOKEN_START_CHARS)}…` : null;
}

export type { ProbeResult };

/** A debug call's GET, with or without the bearer token as the caller asks (see apiProbe). */
export function probe(path: string, withToken: boolean): Promise<ProbeResult> {
  return apiProbe(path, { auth: withToken });
}

// ---- the Gemini tools (spec /gemini-analysis, /gemini-image-generation) ----

export function analyzeImage(image: Blob, prompt: string): Promise<AnalysisResult> {
  return apiRequest('/gemini/analyze-image', {
    auth: true,
    form: fileForm('image', image, { prompt }),
    schema: analysisResultSchema,
  });
}

export function batchAnalyze(images: File[], prompt: string): Promise<BatchAnalysisResult> {
  const form = new FormData();
  for (const image of images) form.append('images', image, image.name);
  form.append('prompt', prompt);
  return apiRequest('/gemini/batch-analyze', { auth: true, form, schema: batchAnalysisResultSchema });
}

export function generateImage(prompt: string, reference?: Blob): Promise<ImageGenerationResult> {
  const form = new FormData();
  if (reference) form.append('image', reference);
  form.append('prompt', prompt);
  const path = reference ? '/gemini-image/generate-image' : '/gemini-image/generate-image-text-only';
  return apiRequest(path, { auth: true, form, schema: imageGenerationResultSchema });
}
