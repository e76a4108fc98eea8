// The tail every job document shares (instant_edits, trainings, generations; the job kernel in functions/src/jobs
// writes it): written by functions only, read by their owner.
import { z } from 'zod';
import { timestampSchema } from './shared';

export const jobDocBase = z.object({
  userId: z.string(),
  /** The provider's job id while queued there (fal), for webhooks and the reconcile schedule. */
  providerJobId: z.string().nullable(),
  /** i18n key in locales/*\/errors.json, null unless failed or cancelled. */
  error: z.string().nullable(),
  /** The values the error message names (e.g. the provider, a measured face width). */
  errorParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  createdAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  /** Functions only: until when the runner that claimed the job holds it (a second trigger stays out). */
  leaseUntil: timestampSchema.nullable().optional(),
});

// ---- likeness (every result that shows the person, scored against that person) ----

/** How a result's likeness reads: high, medium (same person, less certain) or low (not the same person). */
export const LIKENESS_LEVELS = ['high', 'medium', 'low'] as const;
export const likenessLevelSchema = z.enum(LIKENESS_LEVELS);
export type LikenessLevel = z.infer<typeof likenessLevelSchema>;

/**
 * Per result image: the identity similarity to the person (descriptor cosine to the training's reference, or to
 * the instant original), null when either face could not be found; the verdict and its plain level; whether the
 * image is the user's own photo composed onto a backdrop (the local engine: a measure of the copy, not of a
 * generation); whether its credit came back because it is not the person.
 */
export const likenessSchema = z.object({
  score: z.number().nullable(),
  same_person: z.boolean(),
  level: likenessLevelSchema.nullable().optional(),
  own_photo: z.boolean().optional(),
  refunded: z.boolean().optional(),
});
export type Likeness = z.infer<typeof likenessSchema>;

/** What a job gave back because results were not the person: how many credits and when (once per job). */
export const likenessRefundSchema = z.object({ credits: z.number().int(), at: timestampSchema });
