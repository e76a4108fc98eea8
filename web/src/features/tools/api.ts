// The photo tool pages' calls: face masks, lightweight crops and the Gemini tools (spec §7), multipart with the
// caller's token.
import type {
  AnalysisResult,
  BatchAnalysisResult,
  FaceMaskResponse,
  ImageGenerationResult,
  OptimizeReferenceResponse,
  ReferencePrompts,
} from '@contracts';
import { apiBlob, apiRequest, fileForm } from '../../shared/lib/apiClient';

export function createMasks(file: Blob, cropPercent: number): Promise<FaceMaskResponse> {
  return apiRequest<FaceMaskResponse>('/mask/face-only?format=json', {
    auth: true,
    form: fileForm('file', file, { crop_percent: String(cropPercent) }),
  });
}

export function smartCrop(file: Blob, cropRatio: number): Promise<Blob> {
  return apiBlob('/lightweight/smart-crop', {
    auth: true,
    form: fileForm('file', file, { crop_ratio: String(cropRatio) }),
  });
}

export function optimizeReference(file: Blob): Promise<OptimizeReferenceResponse> {
  return apiRequest<OptimizeReferenceResponse>('/lightweight/optimize-character-reference', {
    auth: true,
    form: fileForm('file', file),
  });
}

export function testPrompts(): Promise<ReferencePrompts> {
  return apiRequest<ReferencePrompts>('/lightweight/test-prompts');
}

// ---- the Gemini tools (spec /gemini-analysis, /gemini-image-generation) ----

export function analyzeImage(image: Blob, prompt: string): Promise<AnalysisResult> {
  return apiRequest<AnalysisResult>('/gemini/analyze-image', {
    auth: true,
    form: fileForm('image', image, { prompt }),
  });
}

export function batchAnalyze(images: File[], prompt: string): Promise<BatchAnalysisResult> {
  const form = new FormData();
  for (const image of images) form.append('images', image, image.name);
  form.append('prompt', prompt);
  return apiRequest<BatchAnalysisResult>('/gemini/batch-analyze', { auth: true, form });
}

export function generateImage(prompt: string, reference?: Blob): Promise<ImageGenerationResult> {
  const form = new FormData();
  if (reference) form.append('image', reference);
  form.append('prompt', prompt);
  const path = reference ? '/gemini-image/generate-image' : '/gemini-image/generate-image-text-only';
  return apiRequest<ImageGenerationResult>(path, { auth: true, form });
}

/** A generated image's bytes (owner-only API path from the result's `url`). */
export function fetchGeneratedImage(url: string): Promise<Blob> {
  return apiBlob(url, { auth: true });
}
