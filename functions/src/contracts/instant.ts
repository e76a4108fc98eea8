// The instant line (spec §2 /instant-new, §3 "Instant preset", §7 /instant/*): one photo, one style preset, no
// training. The presets are defined here once: the page lists them (names and descriptions are in
// locales/*/instant.json under presets.<id>), the API accepts only these ids, and each provider adapter takes
// its own prompt from here, so a preset never means different things on the two sides.
import { z } from 'zod';
import { idStandardIdSchema, measurementsSchema, ruleCheckSchema } from './idphoto';
import { jobDocBase, likenessRefundSchema, likenessSchema } from './jobs';
import { ORIGINAL_TTL_MS, PURGE_INTERVAL_MS, RESULT_TTL_MS } from './retention';
import { timestampSchema } from './shared';

const MB = 1024 * 1024;
/** Spec §5/§9: "up to 20MB" stated for instant-new uploads. */
export const INSTANT_MAX_BYTES = 20 * MB;
/** Spec §5: JPG and PNG (GIF also stated; providers take only still images, so a GIF is converted first). */
export const INSTANT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const INSTANT_CATEGORIES = ['id', 'business', 'trend', 'art'] as const;
export const instantCategorySchema = z.enum(INSTANT_CATEGORIES);
export type InstantCategory = z.infer<typeof instantCategorySchema>;

// Spec §3 names the art category "portrait digital art, webtoon, game": we read it as three presets like its
// neighbours, the first being a digital-art portrait (id `portrait`).
export const INSTANT_PRESET_IDS = [
  'passport',
  'resume',
  'license',
  'student',
  'linkedin',
  'corporate',
  'consultant',
  'figure',
  'anime',
  'cosplay',
  'portrait',
  'webtoon',
  'game',
] as const;
export const instantPresetIdSchema = z.enum(INSTANT_PRESET_IDS);
export type InstantPresetId = z.infer<typeof instantPresetIdSchema>;

export const INSTANT_PROVIDERS = ['gemini', 'fal', 'local'] as const;
export const instantProviderSchema = z.enum(INSTANT_PROVIDERS);
export type InstantProviderName = z.infer<typeof instantProviderSchema>;

/**
 * What the offline engine makes for a preset: `id` runs the ID-photo pipeline (measured, with a print sheet),
 * `studio` a studio-backdrop headshot, the others honest stylised looks (filters, never called AI). The UI names
 * each look from locales/*\/instant.json `localLooks.<look>`.
 */
export const LOCAL_LOOKS = [
  'id',
  'studio',
  'figure',
  'anime',
  'cosplay',
  'portrait',
  'webtoon',
  'game',
] as const;
export const localLookSchema = z.enum(LOCAL_LOOKS);
export type LocalLook = z.infer<typeof localLookSchema>;

export const instantPresetSchema = z.object({
  id: instantPresetIdSchema,
  category: instantCategorySchema,
  /** Spec §3 flags; which presets carry them is our choice (the spec does not say). */
  popular: z.boolean(),
  trending: z.boolean(),
  /** Output framing the providers are asked for (width:height). */
  aspectRatio: z.enum(['1:1', '3:4', '4:3']),
  /** What the local engine makes for this preset. */
  local: localLookSchema,
  /** ID presets: the official standard the photo is made and measured to. */
  idStandard: idStandardIdSchema.nullable(),
  /** Photographic presets (ID and business) keep the face: their results are scored against the original. */
  keepsFace: z.boolean(),
});
export type InstantPreset = z.infer<typeof instantPresetSchema>;

const preset = (
  id: InstantPresetId,
  category: InstantCategory,
  flags: { popular?: boolean; trending?: boolean },
  aspectRatio: InstantPreset['aspectRatio'],
  local: InstantPreset['local'],
  idStandard: InstantPreset['idStandard'] = null,
): InstantPreset => ({
  id,
  category,
  popular: flags.popular ?? false,
  trending: flags.trending ?? false,
  aspectRatio,
  local,
  idStandard,
  keepsFace: category === 'id' || category === 'business',
});

// What each preset asks the providers for lives with the instant line (features/instant/prompts.ts): it never
// crosses the wire.
export const INSTANT_PRESETS: readonly InstantPreset[] = [
  preset('passport', 'id', { popular: true }, '3:4', 'id', 'kr_passport'),
  preset('resume', 'id', {}, '3:4', 'id', 'kr_resume'),
  preset('license', 'id', {}, '3:4', 'id', 'kr_driver_license'),
  // A student ID card takes the 3 x 4 cm resume photo.
  preset('student', 'id', {}, '3:4', 'id', 'kr_resume'),
  preset('linkedin', 'business', { popular: true }, '1:1', 'studio'),
  preset('corporate', 'business', {}, '3:4', 'studio'),
  preset('consultant', 'business', {}, '3:4', 'studio'),
  preset('figure', 'trend', { popular: true, trending: true }, '3:4', 'figure'),
  preset('anime', 'trend', { trending: true }, '3:4', 'anime'),
  preset('cosplay', 'trend', {}, '3:4', 'cosplay'),
  preset('portrait', 'art', {}, '3:4', 'portrait'),
  preset('webtoon', 'art', { trending: true }, '3:4', 'webtoon'),
  preset('game', 'art', {}, '3:4', 'game'),
];

/** Spec §3: the page opens on the trend category with the figure preset selected. */
export const INSTANT_DEFAULT = { category: 'trend', preset: 'figure' } as const satisfies {
  category: InstantCategory;
  preset: InstantPresetId;
};

export const instantPreset = (id: InstantPresetId): InstantPreset =>
  INSTANT_PRESETS.find((p) => p.id === id)!;

// ---- calls (spec §7) ----

/** POST /instant/upload (multipart `file`): the original is kept privately for 24 h and edited by id. */
export const instantUploadResponseSchema = z.object({
  upload_id: z.string(),
  /** ISO time after which the original is deleted and the id no longer accepted. */
  expires_at: z.string(),
});
export type InstantUploadResponse = z.infer<typeof instantUploadResponseSchema>;

/** POST /instant/edit: one instant credit is taken in the same transaction that creates the job. */
export const INSTANT_PROMPT_MAX = 500;
export const instantEditRequestSchema = z.object({
  upload_id: z.string().min(1).max(128),
  preset_id: instantPresetIdSchema,
  /** Spec §7: an optional wish added to the preset's prompt (generative providers only; the local engine ignores it). */
  prompt: z.string().trim().max(INSTANT_PROMPT_MAX).optional(),
});
export type InstantEditRequest = z.infer<typeof instantEditRequestSchema>;

export const INSTANT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const instantStatusSchema = z.enum(INSTANT_STATUSES);
export type InstantStatus = z.infer<typeof instantStatusSchema>;

/** POST /instant/edit answers 202 with the job to poll. */
export const instantEditResponseSchema = z.object({
  edit_id: z.string(),
  status: instantStatusSchema,
});
export type InstantEditResponse = z.infer<typeof instantEditResponseSchema>;

/** A failure as the page shows it: the translated message and its key in locales/*\/errors.json. */
export const instantErrorSchema = z.object({ code: z.string(), detail: z.string() });

/** What an ID preset's photo measured on the finished image (the local engine's ID-photo pipeline). */
/**
 * The rectangle of the upright original that a result shows, as fractions of the original's width and height
 * (past its edges when the result was padded): the before/after view frames the original the same way.
 */
export const instantFrameSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type InstantFrame = z.infer<typeof instantFrameSchema>;

export const instantIdPhotoSchema = z.object({
  standard: idStandardIdSchema,
  measurements: measurementsSchema,
  rules: z.array(ruleCheckSchema),
});
export type InstantIdPhoto = z.infer<typeof instantIdPhotoSchema>;

/** GET /instant/{id}/status, and each item of GET /instant/list. */
export const instantEditStatusSchema = z.object({
  edit_id: z.string(),
  status: instantStatusSchema,
  preset_id: instantPresetIdSchema,
  provider: instantProviderSchema,
  original_url: z.string().nullable(),
  /** URLs of the results under /api/v1 (owner only, fetched with the ID token), first one shown. */
  outputs: z.array(z.string()),
  /** ID presets: the 4 x 6 in print sheet, and what the photo measured. */
  print_sheet_url: z.string().nullable(),
  id_photo: instantIdPhotoSchema.nullable(),
  /** The model that made it; with provider `local`, the local look (the UI never calls a local look AI). */
  model: z.string().nullable(),
  local_look: localLookSchema.nullable(),
  error: instantErrorSchema.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Seconds from start to result. */
  processing_time: z.number().nullable(),
  /** Presets that keep the face: each output's likeness to the original (aligned with outputs), else empty. */
  likeness: z.array(likenessSchema),
  /** Credits given back because the result was not the person (null: none). */
  likeness_refund: z.number().int().nullable(),
  /** The local engine's framed results: the original's rectangle they show (null: unknown, shown whole). */
  frame: instantFrameSchema.nullable(),
});
export type InstantEditStatus = z.infer<typeof instantEditStatusSchema>;

export const INSTANT_LIST_MAX = 50;
/** GET /instant/list?limit&cursor (cursor = the last edit_id of the previous page). */
export const instantListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(INSTANT_LIST_MAX).default(20),
  cursor: z.string().min(1).max(128).optional(),
});
export type InstantListQuery = z.input<typeof instantListQuerySchema>;
export const instantListResponseSchema = z.object({
  items: z.array(instantEditStatusSchema),
  next_cursor: z.string().nullable(),
});
export type InstantListResponse = z.infer<typeof instantListResponseSchema>;

/** Long side of the `preview` variant of a result; `hd` is the stored full result. */
export const INSTANT_PREVIEW_SIDE = 1024;
/** GET /instant/{id}/images/{n}?variant=preview|hd (owner only; `Cache-Control: private`). */
export const instantImageQuerySchema = z.object({
  variant: z.enum(['preview', 'hd']).default('preview'),
});
export type InstantImageVariant = z.output<typeof instantImageQuerySchema>['variant'];

/**
 * The owner-only file routes the status answer links to, as paths under /api/v1 (the web fetches them with its
 * ID token as blobs: Storage itself is closed to clients). `outputs` are preview URLs; add `?variant=hd` for
 * the full result. The original is served until it is purged (24 h after upload).
 */
export const instantUrls = {
  image: (editId: string, index: number, variant: InstantImageVariant = 'preview') =>
    `/instant/${encodeURIComponent(editId)}/images/${index}${variant === 'hd' ? '?variant=hd' : ''}`,
  printSheet: (editId: string) => `/instant/${encodeURIComponent(editId)}/print-sheet`,
  original: (editId: string) => `/instant/${encodeURIComponent(editId)}/original`,
};

// ---- storage and retention ----

/** The instant line's periods are everyone's (retention.ts): originals within 24 hours, results a year. */
export const INSTANT_PURGE_INTERVAL_MS = PURGE_INTERVAL_MS;
export const INSTANT_ORIGINAL_TTL_MS = ORIGINAL_TTL_MS;
export const INSTANT_RESULT_TTL_MS = RESULT_TTL_MS;

// ---- documents ----

/** instant_edits/{id}, written by functions only; the owner reads it directly (gallery, history). */
export const instantEditDocSchema = jobDocBase.extend({
  presetId: instantPresetIdSchema,
  status: instantStatusSchema,
  provider: instantProviderSchema,
  /** instant_uploads/{id} of the original, and its Storage path (deleted 24 h after upload). */
  uploadId: z.string(),
  originalPath: z.string(),
  /** Storage paths of the results copied into Storage (provider links expire); never public URLs. */
  outputs: z.array(z.string()),
  /** What was asked (the gallery shows request.prompt). */
  request: z.object({ prompt: z.string(), presetId: instantPresetIdSchema, aspectRatio: z.string() }),
  processingTime: z.number().nullable(),
  /** The model that made it (e.g. the Gemini model id, the fal endpoint, or `local-engine`). */
  model: z.string().nullable(),
  /** Provider local: which look it made. */
  localLook: localLookSchema.nullable(),
  /** ID presets: Storage path of the print sheet, and the measurements of the finished photo. */
  printSheetPath: z.string().nullable(),
  idPhoto: instantIdPhotoSchema.nullable(),
  /** The original's rectangle the result shows, when the engine framed it (edits before it was kept: none). */
  frame: instantFrameSchema.nullable().optional(),
  /** When the results are purged (one year after completion). */
  expiresAt: timestampSchema.nullable(),
  /** Presets that keep the face: each output's likeness to the original (aligned with outputs). */
  likeness: z.array(likenessSchema).optional(),
  /** Set once, in the transaction that stored the scores, when the result was not the person. */
  likenessRefund: likenessRefundSchema.nullable().optional(),
});
export type InstantEditDoc = z.infer<typeof instantEditDocSchema>;
