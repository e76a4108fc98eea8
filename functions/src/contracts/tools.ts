// The debug and test pages' calls: /lightweight/* and /health.
import { z } from 'zod';

/** GET /lightweight/test-prompts. */
export const referencePromptsSchema = z.object({
  base_prompt: z.string(),
  enhanced_prompt: z.string(),
  negative_prompt: z.string(),
});
export type ReferencePrompts = z.infer<typeof referencePromptsSchema>;

/** POST /lightweight/optimize-character-reference. */
export const optimizeReferenceResponseSchema = z.object({
  optimized_image: z.string(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
  enhanced_prompt: z.string(),
  negative_prompt: z.string(),
  face_found: z.boolean(),
});
export type OptimizeReferenceResponse = z.infer<typeof optimizeReferenceResponseSchema>;

/** Which adapter each switch selected, and which social sign-ins are configured. */
export const providerChoiceSchema = z.object({
  payments: z.enum(['sandbox', 'toss']),
  edit: z.enum(['local', 'ideogram']),
  instant: z.enum(['local', 'gemini', 'fal']),
  tools: z.enum(['local', 'gemini']),
});
export const socialReadinessSchema = z.object({
  google: z.boolean(),
  kakao: z.boolean(),
  naver: z.boolean(),
});

/** Which payment gateway serves: sandbox and toss-test move no money; unavailable refuses payments. */
export const paymentsModeSchema = z.enum(['sandbox', 'toss-test', 'toss-live', 'unavailable']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

/**
 * What makes a line's pictures: a generative AI provider, the local engine (filters and composition on our
 * server, never sold as AI: only in the emulators or a demo- project that allows it), or nothing: a deployed
 * project without an AI provider neither sells nor runs that line (503 `ai.unavailable`).
 */
export const engineModeSchema = z.enum(['ai', 'local', 'unavailable']);
export type EngineMode = z.infer<typeof engineModeSchema>;
export const enginesSchema = z.object({ instant: engineModeSchema, studio: engineModeSchema });
export type Engines = z.infer<typeof enginesSchema>;

/**
 * GET /health (public): liveness, the payment mode and what each line's engine is (the selling pages say so
 * before payment); nothing an attacker could use to map the set-up (no vendor names).
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  paymentsMode: paymentsModeSchema,
  engines: enginesSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /admin/health (admins): the configuration problems spelled out. */
export const adminHealthResponseSchema = z.object({
  providers: providerChoiceSchema,
  paymentsMode: paymentsModeSchema,
  engines: enginesSchema,
  social: socialReadinessSchema,
  tools: z.object({
    analysis: z.enum(['gemini', 'local']),
    imageGeneration: z.enum(['gemini', 'unavailable']),
  }),
  /** The configured model ids (Gemini image and text, fal's instant, training and generation endpoints). */
  models: z.object({
    geminiImage: z.string(),
    geminiText: z.string(),
    falInstant: z.string(),
    falTraining: z.string(),
    falGeneration: z.string(),
  }),
  problems: z.array(z.string()),
  publicBaseUrl: z.string(),
  emulated: z.boolean(),
});
export type AdminHealthResponse = z.infer<typeof adminHealthResponseSchema>;
