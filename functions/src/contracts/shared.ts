// Building blocks shared by the other contract files.
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };
export const languageSchema = z.enum(LANGUAGES);

/** One value per language (pricing_config texts). */
export const localized = <T extends z.ZodType>(value: T) => z.object({ ko: value, en: value, ja: value });
export type Localized<T> = Record<Language, T>;

/**
 * A Firestore Timestamp as a client SDK returns it. Structural, so this module needs neither SDK; `null` while a
 * server timestamp is pending.
 */
export const timestampSchema = z.custom<{ toDate(): Date }>(
  (v) => typeof (v as { toDate?: unknown } | null)?.toDate === 'function',
);

/**
 * The files of one request together: Cloud Run (under Cloud Functions and Hosting) refuses a request body over
 * 32 MiB before our code runs, with no message of ours. 30 MiB of files leaves room for the form's other fields
 * and the multipart framing. The web app checks it before uploading; the functions check it too.
 */
export const REQUEST_FILES_MAX_BYTES = 30 * 1024 * 1024;

/** An answer without a body (204 No Content), as the client reads it. */
export const noContentSchema = z.null();

/** Every error answer of /api/v1: a translated message and its i18n key. */
export const errorResponseSchema = z.object({ detail: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
