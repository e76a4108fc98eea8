// The ID photo page's calls: the face masks (POST /mask/*), our local ID photo (POST /id-photo) and the edit
// call (POST /instant/ideogram-edit), all multipart with the caller's token.
import {
  editResponseSchema,
  idPhotoResponseSchema,
  type EditFields,
  type EditResponse,
  type IdPhotoFields,
  type IdPhotoResponse,
} from '@contracts';
import { apiBlob, apiRequest, fileForm } from '../../shared/lib/apiClient';
import type { Params } from './params';

/** The face mask alone as a PNG blob (white = keep), for the edit call. */
export function createMaskBlob(file: Blob, field: 'file' | 'character_reference' = 'file'): Promise<Blob> {
  const path = field === 'file' ? '/mask/face-only' : '/mask/character-reference';
  return apiBlob(path, { auth: true, form: fileForm(field, file) });
}

export function makeIdPhoto(file: File, params: Params, reference: File | null): Promise<IdPhotoResponse> {
  const fields: Required<IdPhotoFields> = { standard: params.standard, background: params.background };
  const form = fileForm('file', file, fields);
  if (reference) form.append('reference', reference);
  return apiRequest('/id-photo', { auth: true, form, schema: idPhotoResponseSchema });
}

export function ideogramEdit(
  image: File,
  mask: Blob,
  params: Params,
  reference: { image: File; mask: Blob | null } | null,
): Promise<EditResponse> {
  const fields: Required<EditFields> = {
    prompt: params.prompt,
    magic_prompt: params.magic_prompt,
    negative_prompt: params.negative_prompt,
    rendering_speed: params.rendering_speed,
    aspect_ratio: params.aspect_ratio,
    style_type: params.style_type,
  };
  const form = new FormData();
  form.append('image', image);
  form.append('mask', mask, 'mask.png');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (reference) {
    form.append('character_reference_images[]', reference.image);
    if (reference.mask)
      form.append('character_reference_images_mask[]', reference.mask, 'reference-mask.png');
  }
  return apiRequest('/instant/ideogram-edit', { auth: true, form, schema: editResponseSchema });
}
