// The Gemini tools' calls (spec §7, §3): image analysis, single and batch, and image generation from a prompt
// alone or with a reference image. Analysis falls back to the local engine without a Gemini key (model
// LOCAL_ANALYSIS_MODEL, a measured report rather than an AI answer); image generation needs Gemini.
import { z } from 'zod';
import { timestampSchema } from './shared';

/** Spec §9: a batch analyses at most 10 images. */
export const BATCH_ANALYSIS_MAX = 10;
/** Spec §9: 20 MB per analysis image. */
export const ANALYSIS_MAX_BYTES = 20 * 1024 * 1024;
/** The prompt length both sides accept. */
export const GEMINI_PROMPT_MAX = 2000;
/** The model name of an analysis made by the local engine (no Gemini key). */
export const LOCAL_ANALYSIS_MODEL = 'local-engine';

/** POST /gemini/analyze-image. */
export const analysisResultSchema = z.object({
  prompt: z.string(),
  result: z.string(),
  model: z.string(),
  analysis_id: z.string(),
  timestamp: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** POST /gemini/batch-analyze. */
export const batchAnalysisResultSchema = z.object({
  batch_id: z.string(),
  prompt: z.string(),
  model: z.string(),
  total_images: z.number().int(),
  successful_analyses: z.number().int(),
  errors: z.array(z.string()),
  results: z.array(z.object({ filename: z.string(), image_index: z.number().int(), result: z.string() })),
  timestamp: z.string(),
});
export type BatchAnalysisResult = z.infer<typeof batchAnalysisResultSchema>;

/** POST /gemini-image/generate-image-text-only and /gemini-image/generate-image. */
export const imageGenerationResultSchema = z.object({
  prompt: z.string(),
  text_response: z.string().nullable(),
  generated_images: z.array(
    z.object({
      generation_id: z.string(),
      /** An owner-only API path (GET /gemini-image/{id}/image) serving the bytes. */
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  model: z.string(),
  /** Seconds since the epoch. */
  timestamp: z.number(),
});
export type ImageGenerationResult = z.infer<typeof imageGenerationResultSchema>;

/**
 * GET /gemini/capabilities: what the tool pages can do on this deployment, so the dashboard and the page can show
 * a tool as unavailable before the user types anything (no vendor is named: review L7).
 */
export const toolsCapabilitiesSchema = z.object({ image_generation: z.boolean() });
export type ToolsCapabilities = z.infer<typeof toolsCapabilitiesSchema>;

/**
 * instant_generations/{id}: one image the Gemini tools made, written by functions only and read by its owner
 * (the gallery). `imageUrl` is the owner-only API path of the file at `storagePath`.
 */
export const instantGenerationDocSchema = z.object({
  userId: z.string(),
  status: z.enum(['completed', 'failed']),
  imageUrl: z.string(),
  storagePath: z.string(),
  prompt: z.string(),
  textResponse: z.string().nullable(),
  mode: z.enum(['text', 'reference']),
  provider: z.literal('gemini'),
  model: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: timestampSchema.nullable(),
});
export type InstantGenerationDoc = z.infer<typeof instantGenerationDocSchema>;

/** The prompt field of every Gemini tools form (trimmed; empty is the spec's "both needed" case). */
export const geminiPromptSchema = z.string().trim().max(GEMINI_PROMPT_MAX);

/** Storage paths of generated images (private; served by the API to their owner). */
export const generatedImagePath = (uid: string, id: string) => `users/${uid}/generated/${id}.png`;
