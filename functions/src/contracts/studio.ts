// The studio line (spec §1-§4, §7 /training/* and /generation/*): upload 10-50 selfies, train a personal model,
// generate headshots from it. One module for both sides: the web pages and the functions parse the same schemas.
// Jobs follow the instant line's pattern: the API debits credits in the transaction that creates the job document
// (`trainings/{id}`, `generations/{id}`), a Firestore trigger moves it forward, results are copied into Storage
// and served to the owner by the API, a failed, cancelled or timed-out job refunds exactly once.
import { z } from 'zod';
import { timestampSchema } from './shared';

const MB = 1024 * 1024;

// ---- training photos (POST /training/upload-images) ----

/** Spec §5 "Upload advice: 10-50 photos for training". */
export const TRAINING_MIN_PHOTOS = 10;
export const TRAINING_MAX_PHOTOS = 50;
/** Per file, as received (the page downscales first, so real uploads are far smaller). */
export const TRAINING_PHOTO_MAX_BYTES = 20 * MB;
/** Long side the page downscales a photo to before upload, and the server keeps at most. */
export const TRAINING_PHOTO_SIDE = 1536;
export const TRAINING_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** Files per upload request: the page sends one photo per request so each has its own progress bar. */
export const TRAINING_UPLOAD_BATCH_MAX = 10;
/** An upload session that never became a training is deleted after this (with its photos). */
export const TRAINING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a photo is not used for training; locales/*\/studio.json `upload.reasons.<reason>` explains each. */
export const TRAINING_PHOTO_REASONS = [
  'not_an_image',
  'too_large',
  'no_face',
  'multiple_faces',
  'face_too_small',
  'too_blurry',
  'too_dark',
  'too_bright',
  /** Not the person most of the set shows (identity descriptor below SAME_PERSON_THRESHOLD to the set's medoid). */
  'different_person',
  /** The same picture (or a near copy) is already in the set. */
  'duplicate',
] as const;
export const trainingPhotoReasonSchema = z.enum(TRAINING_PHOTO_REASONS);
export type TrainingPhotoReason = z.infer<typeof trainingPhotoReasonSchema>;

export const trainingPhotoVerdictSchema = z.object({
  photo_id: z.string(),
  file_name: z.string(),
  verdict: z.enum(['accepted', 'rejected']),
  reason: trainingPhotoReasonSchema.nullable(),
  /** Identity similarity to the set's medoid (null without a face or with fewer than 3 faces in the set). */
  identity: z.number().nullable(),
  /** Owner-only preview under /api/v1 (studioUrls.uploadPhoto), fetched with the ID token. */
  preview_url: z.string(),
});
export type TrainingPhotoVerdict = z.infer<typeof trainingPhotoVerdictSchema>;

/**
 * POST /training/upload-images (multipart `files`, 1..TRAINING_UPLOAD_BATCH_MAX, optional field `session_id` to add
 * to a session) and GET /training/upload-sessions/{id}: the verdict of every photo of the session so far. A verdict
 * can change as the set grows (`different_person` is judged against the whole set), so every answer has them all.
 */
export const trainingUploadResponseSchema = z.object({
  session_id: z.string(),
  photos: z.array(trainingPhotoVerdictSchema),
  accepted_count: z.number().int(),
  /** True when accepted_count is within TRAINING_MIN_PHOTOS..TRAINING_MAX_PHOTOS. */
  ready: z.boolean(),
  expires_at: z.string(),
});
export type TrainingUploadResponse = z.infer<typeof trainingUploadResponseSchema>;

/** training_uploads/{sessionId}: functions only (clients never read it; the API answers the verdicts). */
export const trainingUploadPhotoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Storage path of the normalised JPEG (studioStoragePath.uploadPhoto). */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Checks on the photo alone; the set-level verdicts (different_person, duplicate) are judged from descriptors. */
  photoReason: trainingPhotoReasonSchema.nullable(),
  descriptor: z.array(z.number()).nullable(),
  /** 0..1, how frontal and centred the face is (the best one becomes the reference photo and thumbnail). */
  frontal: z.number(),
  /** Tiny grey fingerprint for near-duplicate detection (hex). */
  fingerprint: z.string().nullable(),
});
export type TrainingUploadPhoto = z.infer<typeof trainingUploadPhotoSchema>;
export const trainingUploadDocSchema = z.object({
  userId: z.string(),
  photos: z.array(trainingUploadPhotoSchema),
  /** Set once a training was started from this session (its photos then belong to that training). */
  trainingId: z.string().nullable(),
  createdAt: timestampSchema.nullable(),
  expiresAt: timestampSchema,
});
export type TrainingUploadDoc = z.infer<typeof trainingUploadDocSchema>;

// ---- training ----

export const TRAINING_STATUSES = ['pending', 'training', 'completed', 'failed', 'cancelled'] as const;
export const trainingStatusSchema = z.enum(TRAINING_STATUSES);
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;
/** Spec §3: ready (backup or LoRA url present), processing (training or pending), failed (anything else). */
export const TRAINING_ACTUAL_STATUSES = ['ready', 'processing', 'failed'] as const;
export type TrainingActualStatus = (typeof TRAINING_ACTUAL_STATUSES)[number];

/** Spec §4: a training in pending or training for longer than this is failed with TRAINING_TIMEOUT_MESSAGE. */
export const TRAINING_TIMEOUT_MS = 30 * 60 * 1000;
export const TRAINING_TIMEOUT_MESSAGE = 'Training timeout - stuck for over 30 minutes';
/** Spec §9: training list 20 per refresh, polled every 10 s. */
export const TRAINING_LIST_LIMIT = 20;
export const TRAINING_POLL_MS = 10_000;
export const LORA_NAME_MAX = 60;

export const STUDIO_PROVIDERS = ['fal', 'local'] as const;
export const studioProviderSchema = z.enum(STUDIO_PROVIDERS);
export type StudioProviderName = z.infer<typeof studioProviderSchema>;

/**
 * What the local trainer builds instead of a LoRA (offline, in seconds): the person's reference set, stored as
 * JSON at studioStoragePath.referenceSet. The local generator composes headshots from it and every result is
 * scored against its centroid.
 */
export const referenceSetSchema = z.object({
  /** Storage paths of the aligned face-and-shoulders crops, best first. */
  crops: z.array(z.string()),
  /** Identity descriptors of the accepted photos and their mean (unit length). */
  descriptors: z.array(z.array(z.number())),
  centroid: z.array(z.number()),
  /** Index into the session's accepted photos of the most frontal, sharpest one. */
  bestIndex: z.number().int(),
});
export type ReferenceSet = z.infer<typeof referenceSetSchema>;

/** The reference set as the training document holds it: Firestore stores no arrays of arrays, so the
 * per-photo descriptors stay in the JSON file (backup.path) and the document keeps the crops and centroid. */
export const trainingReferenceSchema = referenceSetSchema.omit({ descriptors: true });
export type TrainingReference = z.infer<typeof trainingReferenceSchema>;

/** POST /training/start (spec §7). images_url and thumbnail_url are accepted for the spec's sake and ignored: the
 * server trains only on the session's own accepted photos. */
export const trainingStartRequestSchema = z.object({
  session_id: z.string().min(1).max(128),
  lora_name: z.string().trim().min(1).max(LORA_NAME_MAX),
  images_url: z.string().max(2048).optional(),
  thumbnail_url: z.string().max(2048).optional(),
  options: z
    .object({
      /** fal training steps (fal's own default when absent). */
      steps: z.number().int().min(100).max(4000).optional(),
    })
    .default({}),
});
export type TrainingStartRequest = z.input<typeof trainingStartRequestSchema>;
export const trainingStartResponseSchema = z.object({
  training_id: z.string(),
  status: trainingStatusSchema,
  trigger_word: z.string(),
});
export type TrainingStartResponse = z.infer<typeof trainingStartResponseSchema>;

/** Where a running training is, for the progress the pages show. */
export const TRAINING_STAGES = ['queued', 'preparing', 'training', 'saving', 'done'] as const;
export const trainingStageSchema = z.enum(TRAINING_STAGES);

/** GET /training/{id}/status, each item of GET /training/list, and what the admin calls answer. */
export const trainingViewSchema = z.object({
  id: z.string(),
  status: trainingStatusSchema,
  actual_status: z.enum(TRAINING_ACTUAL_STATUSES),
  stage: trainingStageSchema.nullable(),
  /** fal's queue position while queued. */
  queue_position: z.number().int().nullable(),
  lora_name: z.string(),
  trigger_word: z.string(),
  provider: studioProviderSchema,
  /** fal's LoRA file URL (provider training), null for the local reference set. */
  lora_url: z.string().nullable(),
  /** Owner-only thumbnail under /api/v1 once made (studioUrls.thumbnail), else null. */
  thumbnail_url: z.string().nullable(),
  backup: z.object({ backup_url: z.string().nullable(), file_size_mb: z.number() }).nullable(),
  photo_count: z.number().int(),
  /** Translated message (TRAINING_TIMEOUT_MESSAGE for the 30-minute rule) and its key. */
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Admin list only: the owner. */
  user_id: z.string().optional(),
});
export type TrainingView = z.infer<typeof trainingViewSchema>;

/** GET /training/list?limit&offset[&t][&scope=all (admin)]: newest first, `Cache-Control: no-store`. */
export const trainingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TRAINING_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  t: z.string().optional(),
  scope: z.enum(['mine', 'all']).default('mine'),
});
export const trainingListResponseSchema = z.array(trainingViewSchema);

export const trainingThumbnailResponseSchema = z.object({ thumbnail_url: z.string().nullable() });
export const trainingRefreshResponseSchema = z.object({
  success: z.literal(true),
  status: trainingStatusSchema,
  lora_url: z.string().nullable(),
});
export const trainingEditRequestSchema = z.object({ lora_name: z.string().trim().min(1).max(LORA_NAME_MAX) });
export const trainingEditResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const trainingDeleteResponseSchema = z.object({
  success: z.literal(true),
  details: z.object({ deleted_files: z.number().int(), deleted_generations: z.number().int() }),
});
export const trainingCancelResponseSchema = z.object({
  success: z.literal(true),
  status: trainingStatusSchema,
});

/** Admin calls (the `admin` claim; spec §6 has no role check, we add one). */
export const adminTrainingStatusRequestSchema = z.object({
  training_id: z.string().min(1),
  status: trainingStatusSchema,
  error: z.string().max(500).optional(),
});
export const adminMapFalJobRequestSchema = z.object({
  training_id: z.string().min(1),
  fal_job_id: z.string().min(1).max(200),
});

/** trainings/{id}: functions write, the owner reads directly. */
export const trainingDocSchema = z.object({
  userId: z.string(),
  status: trainingStatusSchema,
  stage: trainingStageSchema.nullable(),
  loraName: z.string(),
  /** A rare token the prompts start with (spec: prompt "trigger word prefixed"). */
  triggerWord: z.string(),
  provider: studioProviderSchema,
  sessionId: z.string(),
  photoCount: z.number().int(),
  providerJobId: z.string().nullable(),
  queuePosition: z.number().int().nullable().optional(),
  /** fal's LoRA file URL; null for local. */
  loraUrl: z.string().nullable(),
  /** Our copy: the LoRA file (fal) or the reference set JSON (local), in Storage. */
  backup: z.object({ path: z.string(), fileSizeMb: z.number() }).nullable(),
  thumbnailPath: z.string().nullable(),
  /** Local trainer's reference set without its descriptors (the whole set is at backup.path). */
  reference: trainingReferenceSchema.nullable().optional(),
  /** i18n key in locales/*\/errors.json, null unless failed or cancelled. */
  error: z.string().nullable(),
  errorParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  createdAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  /** When it entered pending/training: the 30-minute rule counts from here. */
  startedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  leaseUntil: timestampSchema.nullable().optional(),
});
export type TrainingDoc = z.infer<typeof trainingDocSchema>;

// ---- generation ----

export const GENERATION_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const generationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
/** Spec §4: status polled every 2 s. */
export const GENERATION_POLL_MS = 2000;
/** A generation pending or processing for longer than this fails and refunds (our rule; the spec is silent). */
export const GENERATION_TIMEOUT_MS = 10 * 60 * 1000;

/** Spec §2: the three built-in prompt templates of /generate, and the six generation templates (style). */
export const PROMPT_TEMPLATE_IDS = ['professional_headshot', 'conference_speaker', 'office_reading'] as const;
export const GENERATION_STYLES = [
  'professional',
  'casual',
  'linkedin',
  'passport',
  'artistic',
  'outdoor',
] as const;
export const generationStyleSchema = z.enum(GENERATION_STYLES);
export type GenerationStyle = z.infer<typeof generationStyleSchema>;

/** Spec §5 ranges and defaults. */
export const GENERATION_LIMITS = {
  numImages: { min: 1, max: 4, default: 1 },
  guidance: { min: 1, max: 10, step: 0.5, default: 3.5 },
  steps: { min: 20, max: 50, default: 28 },
  loraScale: { min: 0, max: 1, step: 0.1, default: 0.8 },
  sizes: [512, 768, 1024] as const,
  defaultSize: 1024,
  formats: ['png', 'jpeg', 'webp'] as const,
  defaultFormat: 'png',
  defaultScheduler: 'DPM++ 2M SDE Karras',
  promptMax: 1000,
} as const;
/** Spec §9: generate page history 100 (fallback by training 50); history list page 20. */
export const GENERATION_HISTORY_LIMIT = 100;
export const GENERATION_HISTORY_BY_TRAINING_LIMIT = 50;
export const GENERATION_LIST_PAGE = 20;

const L = GENERATION_LIMITS;
const size = z.union([z.literal(512), z.literal(768), z.literal(1024)]);
/** POST /generation/start (spec §3 "Generation start payload"): answers 202 with the id. */
export const generationStartRequestSchema = z.object({
  training_id: z.string().min(1).max(128),
  /** The trigger word is prefixed by the page; the server adds it when missing. */
  prompt: z.string().trim().min(1).max(L.promptMax),
  /** Spec field, kept and shown in history; flux-lora has no such input, so it is not sent (the page says so). */
  negative_prompt: z.string().trim().max(L.promptMax).default(''),
  num_images: z.number().int().min(L.numImages.min).max(L.numImages.max).default(L.numImages.default),
  guidance_scale: z
    .number()
    .min(L.guidance.min)
    .max(L.guidance.max)
    .multipleOf(L.guidance.step)
    .default(L.guidance.default),
  num_inference_steps: z.number().int().min(L.steps.min).max(L.steps.max).default(L.steps.default),
  width: size.default(L.defaultSize),
  height: size.default(L.defaultSize),
  /** Spec field, kept; flux-lora picks its own sampler, so it is not sent (the page says so). */
  scheduler: z.string().max(60).default(L.defaultScheduler),
  lora_scale: z
    .number()
    .min(L.loraScale.min)
    .max(L.loraScale.max)
    .multipleOf(L.loraScale.step)
    .default(L.loraScale.default),
  output_format: z.enum(L.formats).default(L.defaultFormat),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** The template the prompt came from (history shows it as the style). */
  style: z.string().max(40).optional(),
});
export type GenerationStartRequest = z.input<typeof generationStartRequestSchema>;
export type GenerationRequest = z.output<typeof generationStartRequestSchema>;
export const generationStartResponseSchema = z.object({
  generation_id: z.string(),
  status: generationStatusSchema,
});

/** Per result image: identity similarity to the training's reference (descriptor cosine) and the verdict. */
export const identityScoreSchema = z.object({ score: z.number().nullable(), same_person: z.boolean() });

/** GET /generation/{id}/status and each item of GET /generation/list (spec §3 "Generation"). */
export const generationViewSchema = z.object({
  generation_id: z.string(),
  id: z.string(),
  status: generationStatusSchema,
  /** As sent to the model (trigger word first), and as the user wrote it. */
  prompt: z.string(),
  display_prompt: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  type: z.enum(['lora_generation', 'instant_generation']),
  instant_edit_id: z.string().nullable(),
  original_image_url: z.string().nullable(),
  training_id: z.string().nullable(),
  lora_url: z.string().nullable(),
  trigger_word: z.string().nullable(),
  lora_name: z.string().nullable(),
  /** Owner-only preview URLs under /api/v1 (studioUrls.generationImage), best identity score first. */
  images: z.array(z.string()),
  identity: z.array(identityScoreSchema),
  provider: studioProviderSchema,
  /** e.g. fal-ai/flux-lora, or `local-engine` (the UI then says the local engine made it, not AI). */
  model: z.string().nullable(),
  processing_time: z.number().nullable(),
  request: z.object({
    lora_scale: z.number(),
    guidance_scale: z.number(),
    num_inference_steps: z.number(),
    seed: z.number().nullable(),
    style: z.string().nullable(),
    width: z.number(),
    height: z.number(),
    negative_prompt: z.string(),
    num_images: z.number(),
    output_format: z.string(),
    scheduler: z.string(),
  }),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
});
export type GenerationView = z.infer<typeof generationViewSchema>;

/** GET /generation/list?limit=20&offset={n}[&training_id=]: newest first, an array (spec §7). */
export const generationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GENERATION_HISTORY_LIMIT).default(GENERATION_LIST_PAGE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  training_id: z.string().min(1).max(128).optional(),
});
export const generationListResponseSchema = z.array(generationViewSchema);
export const generationCancelResponseSchema = z.object({
  success: z.literal(true),
  status: generationStatusSchema,
});

/** generations/{id}: functions write, the owner reads directly (gallery: status completed, images[0]). */
export const generationDocSchema = z.object({
  userId: z.string(),
  type: z.literal('lora_generation'),
  status: generationStatusSchema,
  prompt: z.string(),
  displayPrompt: z.string(),
  request: z.object({
    prompt: z.string(),
    negative_prompt: z.string(),
    num_images: z.number().int(),
    guidance_scale: z.number(),
    num_inference_steps: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    scheduler: z.string(),
    lora_scale: z.number(),
    output_format: z.string(),
    seed: z.number().int().nullable(),
    style: z.string().nullable(),
  }),
  /** Storage paths (studioStoragePath.generationImage), best identity score first. */
  images: z.array(z.string()),
  /** Aligned with images. */
  identity: z.array(identityScoreSchema),
  width: z.number().int(),
  height: z.number().int(),
  trainingId: z.string(),
  loraName: z.string(),
  triggerWord: z.string(),
  loraUrl: z.string().nullable(),
  provider: studioProviderSchema,
  model: z.string().nullable(),
  providerJobId: z.string().nullable(),
  processingTime: z.number().nullable(),
  error: z.string().nullable(),
  errorParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  createdAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  leaseUntil: timestampSchema.nullable().optional(),
});
export type GenerationDoc = z.infer<typeof generationDocSchema>;

// ---- files ----

/** Long side of the `preview` variant of a result; `hd` is the stored full result. */
export const STUDIO_PREVIEW_SIDE = 768;

/** Everything a user owns sits under users/{uid}/ (account deletion removes one prefix); clients never read Storage. */
export const studioStoragePath = {
  uploadPhoto: (uid: string, sessionId: string, photoId: string) =>
    `users/${uid}/studio/uploads/${sessionId}/${photoId}.jpg`,
  trainingDir: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/`,
  trainingZip: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/photos.zip`,
  loraFile: (uid: string, trainingId: string) =>
    `users/${uid}/studio/trainings/${trainingId}/lora.safetensors`,
  referenceSet: (uid: string, trainingId: string) =>
    `users/${uid}/studio/trainings/${trainingId}/reference.json`,
  referenceCrop: (uid: string, trainingId: string, index: number) =>
    `users/${uid}/studio/trainings/${trainingId}/reference/${index}.jpg`,
  thumbnail: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/thumbnail.jpg`,
  generationDir: (uid: string, generationId: string) => `users/${uid}/studio/generations/${generationId}/`,
  generationImage: (uid: string, generationId: string, index: number, ext: string) =>
    `users/${uid}/studio/generations/${generationId}/${index}.${ext}`,
  generationPreview: (uid: string, generationId: string, index: number) =>
    `users/${uid}/studio/generations/${generationId}/${index}.preview.jpg`,
};

/** The owner-only file routes, as paths under /api/v1 (the web fetches them with its ID token as blobs). */
export const studioUrls = {
  uploadPhoto: (sessionId: string, photoId: string) =>
    `/training/upload-sessions/${encodeURIComponent(sessionId)}/photos/${encodeURIComponent(photoId)}`,
  thumbnail: (trainingId: string) => `/training/${encodeURIComponent(trainingId)}/thumbnail/image`,
  generationImage: (generationId: string, index: number, variant: 'preview' | 'hd' = 'preview') =>
    `/generation/${encodeURIComponent(generationId)}/images/${index}${variant === 'hd' ? '?variant=hd' : ''}`,
};

// ---- the style wizard (spec §2 "Style selection", §3 "Style option", §9 prices) ----

/** Spec §9 style ids; prices live in pricing_config/main `styles` (seeded from these), never in the browser. */
export const STYLE_OPTION_IDS = [
  'business',
  'casual',
  'formal_id',
  'linkedin',
  'creative',
  'vintage',
] as const;
export const styleOptionIdSchema = z.enum(STYLE_OPTION_IDS);
export type StyleOptionId = z.infer<typeof styleOptionIdSchema>;
/** What one style in an order grants (our rule; the spec is silent): images in that style, plus one training per order. */
export const STYLE_GENERATIONS_EACH = 10;
export const STYLE_ORDER_TRAININGS = 1;
/** Browser storage keys of the wizard (spec §3 "Client-side stored values"). */
export const STUDIO_STORAGE_KEYS = {
  uploadSession: 'bitna-studio-upload-session',
  selectedStyles: 'bitna-studio-styles',
  stylesTotal: 'bitna-studio-styles-total',
} as const;
/** The package the services page offers for the studio line (spec §1: Starter 10, training plus 10 images). */
export const STUDIO_STARTER_PACKAGE_ID = 'studio_starter_10';
