// The training line (spec §1-§4, §7 /training/*): upload 10-50 selfies and train a personal model from them. One
// module for both sides: the web pages and the functions parse the same schemas. The job document follows the
// job kernel's pattern (jobs.ts): the API debits a credit in the transaction that creates `trainings/{id}`, a
// Firestore trigger runs it, and a failed, cancelled or timed-out training refunds exactly once.
import { z } from 'zod';
import { jobDocBase } from './jobs';
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

// ---- training ----

export const TRAINING_STATUSES = ['pending', 'training', 'completed', 'failed', 'cancelled'] as const;
export const trainingStatusSchema = z.enum(TRAINING_STATUSES);
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;
/** Spec §3: ready (backup or LoRA url present), processing (training or pending), failed (anything else). */
export const TRAINING_ACTUAL_STATUSES = ['ready', 'processing', 'failed'] as const;
export type TrainingActualStatus = (typeof TRAINING_ACTUAL_STATUSES)[number];

/** Spec §4: a training in pending or training for longer than this is failed with TRAINING_TIMEOUT_MESSAGE. */
export const TRAINING_TIMEOUT_MS = 30 * 60 * 1000;
/**
 * Training steps the product pays for (fal's price grows with steps): every training runs at most this many,
 * whatever a client asks (security review N2).
 */
export const TRAINING_STEPS = 1000;
/** The steps a training runs: what was asked, clamped to the product's value. */
export const trainingSteps = (asked?: number | null) => Math.min(asked ?? TRAINING_STEPS, TRAINING_STEPS);
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
      /** Spec field; never more than TRAINING_STEPS are run (trainingSteps). */
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
  /** Admin answers only: the owner, and the provider's job id (what the admin job calls take). */
  user_id: z.string().optional(),
  provider_job_id: z.string().nullable().optional(),
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
/** GET /admin/check-fal-job/{id}: the job as fal sees it, and the training tied to it if any. */
export const adminFalJobCheckSchema = z.object({
  fal_job_id: z.string(),
  state: z.string(),
  queue_position: z.number().nullable(),
  lora_url: z.string().nullable(),
  training: trainingViewSchema.nullable(),
});
export type AdminFalJobCheck = z.infer<typeof adminFalJobCheckSchema>;

/** trainings/{id}: functions write, the owner reads directly. */
export const trainingDocSchema = jobDocBase.extend({
  status: trainingStatusSchema,
  stage: trainingStageSchema.nullable(),
  loraName: z.string(),
  /** A rare token the prompts start with (spec: prompt "trigger word prefixed"). */
  triggerWord: z.string(),
  provider: studioProviderSchema,
  sessionId: z.string(),
  photoCount: z.number().int(),
  queuePosition: z.number().int().nullable().optional(),
  /** fal's LoRA file URL; null for local. */
  loraUrl: z.string().nullable(),
  /** Our copy: the LoRA file (fal) or the reference set JSON (local), in Storage. */
  backup: z.object({ path: z.string(), fileSizeMb: z.number() }).nullable(),
  thumbnailPath: z.string().nullable(),
  /** Local trainer's reference set without its descriptors (the whole set is at backup.path). */
  reference: trainingReferenceSchema.nullable().optional(),
  /** When it entered pending/training: the 30-minute rule counts from here. */
  startedAt: timestampSchema.nullable(),
});
export type TrainingDoc = z.infer<typeof trainingDocSchema>;
