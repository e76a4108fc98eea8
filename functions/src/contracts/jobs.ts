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
