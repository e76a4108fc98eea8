// The photo tool pages' calls: face masks, lightweight crops and the Gemini tools (spec §7), multipart with the
// caller's token; the debug pages' plain GETs with and without it.
import type {
  AnalysisResult,
  BatchAnalysisResult,
  FaceMaskResponse,
  ImageGenerationResult,
  OptimizeReferenceResponse,
  ReferencePrompts,
} from '@contracts';
import { apiBlob, apiRequest, fileForm } from '../../shared/lib/apiClient';
import { idToken } from '../../shared/lib/firebase';

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

/** Where the debug pages' calls go (the hosting rewrite of /api/v1 to the function). */
export const API_BASE = '/api/v1';

/** How much of the ID token the debug pages may show: enough to tell two tokens apart, useless to replay. */
export const TOKEN_START_CHARS = 12;

/** The first characters of the signed-in user's ID token and an ellipsis; the whole token never leaves here. */
export async function tokenStart(): Promise<string | null> {
  const token = await idToken();
  return token ? `${token.slice(0, TOKEN_START_CHARS)}…` : null;
}

/** What one debug call answered; status 0 when no answer came (network error). */
export type ProbeResult = { status: number; ms: number; body: unknown; withToken: boolean };

/**
 * A GET for the debug pages, with or without the bearer token as the caller asks. Unlike apiRequest it reports
 * failures as they came (status and body) instead of throwing, since showing them is the point.
 */
export async function probe(path: string, withToken: boolean): Promise<ProbeResult> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (withToken) {
    const token = await idToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const sent = 'authorization' in headers;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(`${API_BASE}${path}`, { headers });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, ms: elapsed(), body, withToken: sent };
  } catch (error) {
    return { status: 0, ms: elapsed(), body: { error: (error as Error).message }, withToken: sent };
  }
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
