// The generation line (spec §2-§3, §7 /generation/*): headshots from a training's personal model. One module for
// both sides. The job document follows the job kernel's pattern (jobs.ts): the API debits one credit per image in
// the transaction that creates `generations/{id}`, a Firestore trigger runs it, a failed, cancelled or timed-out
// generation refunds exactly once.
import { z } from 'zod';
import { instantProviderSchema } from './instant';
import { jobDocBase, likenessRefundSchema, likenessSchema } from './jobs';
import { studioProviderSchema } from './training';
import { fourKResultSchema } from './studio';

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

/** Per result image: its likeness to the training's reference (jobs.ts likenessSchema). */
export const identityScoreSchema = likenessSchema;

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
  /** Credits given back because results were not the person (null: none). */
  likeness_refund: z.number().int().nullable(),
  /**
   * The 4K versions (FOUR_K_SIDE on the long side) of the first `images.length` results, for the images a 4K
   * package paid for: their download URLs (studioUrls.generationImage variant `4k`), how they were made and
   * their size. Null: none owed (or not made yet).
   */
  four_k: fourKResultSchema.extend({ images: z.array(z.string()) }).nullable(),
  /** The studio's provider, or an instant edit's (gemini too). */
  provider: z.union([studioProviderSchema, instantProviderSchema]),
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
export const generationDocSchema = jobDocBase.extend({
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
  /** Set once, in the transaction that stored the scores, when results were not the person. */
  likenessRefund: likenessRefundSchema.nullable().optional(),
  /** How many of its images were paid from a 4K package's credits (set at start; missing on older ones: 0). */
  fourK: z.number().int().min(0).optional(),
  /** Storage paths of the 4K files (best first, the first `fourK` results) and how they were made. */
  fourKResult: fourKResultSchema
    .extend({ images: z.array(z.string()) })
    .nullable()
    .optional(),
  width: z.number().int(),
  height: z.number().int(),
  trainingId: z.string(),
  loraName: z.string(),
  triggerWord: z.string(),
  loraUrl: z.string().nullable(),
  provider: studioProviderSchema,
  model: z.string().nullable(),
  processingTime: z.number().nullable(),
});
export type GenerationDoc = z.infer<typeof generationDocSchema>;
