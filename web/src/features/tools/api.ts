// The photo tool pages' calls: face masks and lightweight crops (spec §7), multipart with the caller's token.
import type { FaceMaskResponse, OptimizeReferenceResponse, ReferencePrompts } from '@contracts';
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
