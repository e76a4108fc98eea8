// The photo tools' calls: face masks and lightweight crops (spec §7), multipart with the caller's token.
import { idToken } from '../../app/firebase';
import { ApiError } from '../../shared/lib/apiClient';

export type MaskResult = {
  method: 'mesh' | 'box' | 'ellipse';
  faceMask: string;
  maskPreview: string;
  characterReference: { crop_percent: number; face_crop: string; face_mask: string };
};
export type Optimization = {
  optimized_image: string;
  dimensions: { width: number; height: number };
  enhanced_prompt: string;
  negative_prompt: string;
  face_found: boolean;
};
export type Prompts = { base_prompt: string; enhanced_prompt: string; negative_prompt: string };

const language = () => document.documentElement.lang || 'ko';

/** Posts a form; errors carry the server's translated detail, else 'HTTP {status}' (spec §8). */
export async function postForm(path: string, form: FormData): Promise<Response> {
  const token = await idToken();
  if (!token) throw new ApiError('HTTP 401', 401);
  const res = await fetch(`/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language() },
    body: form,
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(data?.detail ?? `HTTP ${res.status}`, res.status, data?.code ?? null);
  }
  return res;
}

const fileForm = (field: string, file: Blob, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append(field, file);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
};

export async function createMasks(file: Blob, cropPercent: number): Promise<MaskResult> {
  const res = await postForm(
    '/mask/face-only?format=json',
    fileForm('file', file, { crop_percent: String(cropPercent) }),
  );
  return (await res.json()) as MaskResult;
}

/** The face mask alone as a PNG blob (white = keep), for the edit call. */
export async function createMaskBlob(
  file: Blob,
  field: 'file' | 'character_reference' = 'file',
): Promise<Blob> {
  const path = field === 'file' ? '/mask/face-only' : '/mask/character-reference';
  return (await postForm(path, fileForm(field, file))).blob();
}

export async function smartCrop(file: Blob, cropRatio: number): Promise<Blob> {
  return (
    await postForm('/lightweight/smart-crop', fileForm('file', file, { crop_ratio: String(cropRatio) }))
  ).blob();
}

export async function optimizeReference(file: Blob): Promise<Optimization> {
  return (await (
    await postForm('/lightweight/optimize-character-reference', fileForm('file', file))
  ).json()) as Optimization;
}

export async function testPrompts(): Promise<Prompts> {
  const res = await fetch('/api/v1/lightweight/test-prompts', { headers: { 'accept-language': language() } });
  if (!res.ok) throw new ApiError(`HTTP ${res.status}`, res.status);
  return (await res.json()) as Prompts;
}
