// What every AI adapter shares: the image it hands back and the one error type it throws. The instant-edit port
// (instant.ts), the studio port (studio.ts), the photo-edit port (edit.ts) and the Gemini tools all fail with
// ProviderError, so a route or a job turns any provider's failure into the same translated message.
import type { EditProviderName, InstantProviderName } from '../../contracts';

/**
 * The longest a provider call may take inside an HTTP request (Gemini tools, the Ideogram edit): Firebase Hosting
 * answers 504 after 60 s whatever the function's timeout, so the call gives up first and the route still answers
 * with our message (and refunds what it charged). Jobs (triggers) keep their own, longer limits.
 */
export const SYNC_PROVIDER_TIMEOUT_MS = 50_000;

export interface ProviderImage {
  data: Buffer;
  mimeType: string;
}

export type ProviderName = InstantProviderName | EditProviderName;

/**
 * unauthorized: our key was refused; quota: the provider's quota or rate limit (429); safety: the provider refused
 * the content; invalid: the provider refused the input; unavailable: anything else (unreachable, 5xx, our
 * configuration, a response without a result).
 */
export type ProviderFailure = 'unauthorized' | 'quota' | 'safety' | 'invalid' | 'unavailable';

const STATUS: Record<ProviderFailure, number> = {
  unauthorized: 502,
  quota: 429,
  safety: 422,
  invalid: 400,
  unavailable: 502,
};

const LABEL: Record<ProviderName, string> = {
  gemini: 'Gemini',
  fal: 'fal',
  ideogram: 'Ideogram',
  local: 'local',
};

/**
 * A provider refusal or failure, with the translated message key: `provider.<kind>` in locales/*\/errors.json, or
 * a more specific one when the provider says why (the local engine's `imaging.<code>`, e.g. `imaging.no_face`).
 */
export class ProviderError extends Error {
  /** i18n key in the errors namespace. */
  readonly key: string;
  readonly params: { provider: string; status: number } & Record<string, unknown>;
  /** The HTTP status our API answers with. */
  readonly httpStatus: number;

  constructor(
    readonly kind: ProviderFailure,
    readonly provider: ProviderName,
    /** The provider's HTTP status (0 when it could not be reached). */
    readonly status: number,
    readonly providerMessage = '',
    /** A specific reason's key and its message parameters, instead of the kind's generic message. */
    reason?: { key: string; params?: Record<string, unknown> },
  ) {
    super(`provider ${provider}: ${kind} (${status}) ${providerMessage}`.trim());
    this.name = 'ProviderError';
    this.key = reason?.key ?? `provider.${kind}`;
    this.params = { ...reason?.params, provider: LABEL[provider], status };
    this.httpStatus = STATUS[kind];
  }
}
