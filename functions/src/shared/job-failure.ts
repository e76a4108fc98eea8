// The failure a job records when its provider or the engine refuses: the provider's or the engine's own i18n key
// and message values, else a generic one. Shared by the instant and studio jobs.
import { ImagingError } from '../imaging/errors';
import { InstantProviderError } from '../providers/ai/instant';

type MessageParams = Record<string, string | number>;

/** The values a stored message can name (the document keeps strings and numbers only). */
const storable = (params: Record<string, unknown> | undefined): MessageParams =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** A failure as the user reads it: the provider's or the engine's reason, else a generic one. */
export function failureOf(err: unknown): { key: string; params?: MessageParams } {
  if (err instanceof InstantProviderError) return { key: err.key, params: storable(err.params) };
  if (err instanceof ImagingError) return { key: `imaging.${err.code}`, params: storable(err.params) };
  return { key: 'instant.unavailable' };
}
