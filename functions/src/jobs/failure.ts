// A job's failure as its owner reads it: the provider's or the engine's reason (an i18n key in
// locales/*/errors.json with the values it names), else the line's generic one.
import { ImagingError } from '../imaging/errors';
import { ProviderError } from '../providers/ai';

export type MessageParams = Record<string, string | number>;

/** The values a stored message can name (the document keeps strings and numbers only). */
const storable = (params: Record<string, unknown> | undefined): MessageParams =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

export function failureOf(
  err: unknown,
  fallbackKey = 'provider.unavailable',
): { key: string; params?: MessageParams } {
  if (err instanceof ProviderError) return { key: err.key, params: storable(err.params) };
  if (err instanceof ImagingError) return { key: `imaging.${err.code}`, params: storable(err.params) };
  return { key: fallbackKey };
}
