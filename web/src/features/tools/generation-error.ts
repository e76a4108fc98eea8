import type { TFunction } from 'i18next';
import { ApiError } from '../../shared/lib/apiClient';

/**
 * Spec §8 for image generation: quota or limit → the quota message; authentication → the authentication
 * message; another Error → its own message; else the generic one. The server's codes are read first (its
 * details are translated, so the English words may not appear); no configured model (503) gets its own message.
 */
export function generationErrorMessage(err: unknown, t: TFunction<'tools'>): string {
  const code = err instanceof ApiError ? (err.code ?? '') : '';
  const message = err instanceof Error ? err.message : '';
  if (code === 'tools.generation_needs_provider') return t('imageGeneration.needsProvider');
  if (code === 'provider.quota' || /quota|limit/i.test(message)) return t('imageGeneration.quota');
  if (code === 'provider.unauthorized' || /authentication/i.test(message)) return t('imageGeneration.auth');
  if (message) return message;
  return t('imageGeneration.failed');
}
