// The ID photo page's call parameters (spec §3 presets and settings, §4 two-step flow). Official document types
// go to our local ID photo call, which only crops, levels, exposes and cleans the background of the real photo:
// Korean offices refuse AI-made or edited ID photos (MOIS, 2023). Only 'professional' uses the generative edit.

import {
  ASPECT_RATIOS,
  ID_BACKGROUNDS,
  ID_PHOTO_MAX_BYTES,
  ID_STANDARD_IDS,
  RENDERING_SPEEDS,
  STYLE_TYPES,
  type AspectRatio,
  type EditFields,
  type IdBackground,
  type IdPhotoFields,
  type IdStandardId,
  type MagicPrompt,
} from '@contracts';

export const PHOTO_TYPES = ['professional', 'passport', 'resume', 'id_card', 'visa'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Spec §3: id_card 1:1, visa 3:4; the others use the page default 3:4. */
export const PRESETS: Record<PhotoType, { standard: IdStandardId; aspect: AspectRatio; prompt: string }> = {
  professional: {
    standard: 'kr_passport',
    aspect: '3:4',
    prompt:
      'professional corporate headshot, same person, business attire, soft studio lighting, neutral grey backdrop',
  },
  passport: {
    standard: 'kr_passport',
    aspect: '3:4',
    prompt: 'Korean passport photo, plain white background',
  },
  resume: {
    standard: 'kr_resume',
    aspect: '3:4',
    prompt: 'Korean resume photo, neat attire, plain light background',
  },
  id_card: {
    standard: 'kr_id_card',
    aspect: '1:1',
    prompt: 'Korean resident ID card photo, plain white background',
  },
  visa: { standard: 'us_passport', aspect: '3:4', prompt: 'visa photo, plain white background' },
};

export const isOfficial = (type: PhotoType) => type !== 'professional';

/** The one-step maker's documents (every standard), each with the photo type whose settings it takes. */
export const DOCUMENT_TYPES: Record<IdStandardId, Exclude<PhotoType, 'professional'>> = {
  kr_passport: 'passport',
  kr_id_card: 'id_card',
  kr_driver_license: 'id_card',
  kr_resume: 'resume',
  us_passport: 'visa',
  jp_passport: 'passport',
  cn_visa: 'visa',
  schengen: 'visa',
};

/** The page's settings: both calls' form fields, with the page's own photo type; the page offers no AUTO prompt. */
export type Params = { type: PhotoType } & Required<IdPhotoFields> &
  Required<Omit<EditFields, 'magic_prompt'>> & { magic_prompt: Exclude<MagicPrompt, 'AUTO'> };

/** A document chosen in the one-step maker: its type's settings, its standard, the background kept as chosen. */
export function paramsForDocument(standard: IdStandardId, background: IdBackground): Params {
  return { ...defaultParams(DOCUMENT_TYPES[standard]), standard, background };
}

export function defaultParams(type: PhotoType): Params {
  const preset = PRESETS[type];
  return {
    type,
    standard: preset.standard,
    background: 'white',
    prompt: preset.prompt,
    magic_prompt: 'OFF',
    negative_prompt: 'altered face, retouching, shadows on background',
    rendering_speed: 'DEFAULT',
    aspect_ratio: preset.aspect,
    style_type: 'REALISTIC',
  };
}

const oneOf = <T extends readonly string[]>(list: T, v: unknown): v is T[number] =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** The edited JSON back to parameters; null when it is not valid JSON or a value is out of range. */
export function parseParams(text: string): Params | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const ok =
    oneOf(PHOTO_TYPES, p.type) &&
    oneOf(ID_STANDARD_IDS, p.standard) &&
    oneOf(ID_BACKGROUNDS, p.background) &&
    typeof p.prompt === 'string' &&
    p.prompt.trim().length > 0 &&
    (p.magic_prompt === 'ON' || p.magic_prompt === 'OFF') &&
    typeof p.negative_prompt === 'string' &&
    oneOf(RENDERING_SPEEDS, p.rendering_speed) &&
    oneOf(ASPECT_RATIOS, p.aspect_ratio) &&
    oneOf(STYLE_TYPES, p.style_type);
  return ok ? (p as Params) : null;
}

/** Spec §5 upload checks: images only, 10 MB at most (by the type and size the browser gives). Returns an i18n key or null. */
export function checkUpload(file: File): 'validation.notImage' | 'validation.tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'validation.notImage';
  if (file.size > ID_PHOTO_MAX_BYTES) return 'validation.tooLarge';
  return null;
}
