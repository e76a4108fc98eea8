// How long photos are kept, as the terms and the privacy policy promise (spec §9; web/src/features/legal/policy.ts
// interpolates the same periods into the texts, functions/src/retention-promise.test.ts ties them together).

/** How often the retention purge runs (retentionPurgeHourly in the functions table). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Originals (instant uploads, studio selfies) are destroyed within 24 hours of upload: they are due after 23
 * hours, and the hourly purge deletes them within the next hour.
 */
export const ORIGINAL_TTL_MS = 24 * 60 * 60 * 1000 - PURGE_INTERVAL_MS;
/** Every result (instant edits, studio generations, the Gemini tools' images and analyses): one year. */
export const RESULT_TTL_MS = 365 * 24 * 60 * 60 * 1000;
