// The ID photo page's calls: our local ID photo (POST /id-photo) and the edit call (POST /instant/ideogram-edit).
import { postForm } from '../tools';
import type { Params } from './params';

export type Rule = { rule: string; pass: boolean; value: number; min?: number; max?: number };
export type IdPhotoResult = {
  standard: string;
  image: string;
  print_sheet: string;
  measurements: {
    headHeightMm: number;
    topGapMm: number;
    eyeFromBottomMm: number;
    centreOffsetMm: number;
    backgroundWhiteness: number;
    fileKb: number;
    widthPx: number;
    heightPx: number;
  };
  rules: Rule[];
  quality: { reasons: string[] };
  identity: { score: number | null; same_person: boolean; threshold: number } | null;
  processing_time: number;
};
export type EditResult = {
  success: boolean;
  provider: 'ideogram' | 'local';
  image_url: string;
  mask_url: string;
  processing_time: number;
};

export async function makeIdPhoto(
  file: File,
  params: Params,
  reference: File | null,
): Promise<IdPhotoResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('standard', params.standard);
  form.append('background', params.background);
  if (reference) form.append('reference', reference);
  return (await (await postForm('/id-photo', form)).json()) as IdPhotoResult;
}

export async function ideogramEdit(
  image: File,
  mask: Blob,
  params: Params,
  reference: { image: File; mask: Blob | null } | null,
): Promise<EditResult> {
  const form = new FormData();
  form.append('image', image);
  form.append('mask', mask, 'mask.png');
  for (const key of [
    'prompt',
    'magic_prompt',
    'negative_prompt',
    'rendering_speed',
    'aspect_ratio',
    'style_type',
  ] as const)
    form.append(key, params[key]);
  if (reference) {
    form.append('character_reference_images[]', reference.image);
    if (reference.mask)
      form.append('character_reference_images_mask[]', reference.mask, 'reference-mask.png');
  }
  return (await (await postForm('/instant/ideogram-edit', form)).json()) as EditResult;
}
