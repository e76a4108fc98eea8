// What the studio pages share across its two job lines (training.ts, generation.ts): the preview size, the
// owner-only file routes, and the style wizard.
import { z } from 'zod';

// ---- files ----

/** Long side of the `preview` variant of a result; `hd` is the stored full result. */
export const STUDIO_PREVIEW_SIDE = 768;

/** Long side of a `4k` result (3840 px: 4K UHD), made for the images a 4K package paid for. */
export const FOUR_K_SIDE = 3840;

/**
 * How the 4K files of a generation were made: `ai_upscale` by the provider's upscaler (`model`), or `resize`, a
 * Lanczos resize by the local engine (no new detail: the UI says so, never "AI").
 */
export const fourKMethodSchema = z.enum(['ai_upscale', 'resize']);
export type FourKMethod = z.infer<typeof fourKMethodSchema>;

/** The 4K files of a generation: what made them and their size (every result has the request's size). */
export const fourKResultSchema = z.object({
  method: fourKMethodSchema,
  model: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The owner-only file routes, as paths under /api/v1 (the web fetches them with its ID token as blobs). */
export const studioUrls = {
  uploadPhoto: (sessionId: string, photoId: string) =>
    `/training/upload-sessions/${encodeURIComponent(sessionId)}/photos/${encodeURIComponent(photoId)}`,
  thumbnail: (trainingId: string) => `/training/${encodeURIComponent(trainingId)}/thumbnail/image`,
  generationImage: (generationId: string, index: number, variant: 'preview' | 'hd' | '4k' = 'preview') =>
    `/generation/${encodeURIComponent(generationId)}/images/${index}${variant === 'preview' ? '' : `?variant=${variant}`}`,
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
/** The package the services page offers for the studio line (spec §1: Starter 10, training plus 10 images). */
export const STUDIO_STARTER_PACKAGE_ID = 'studio_starter_10';
