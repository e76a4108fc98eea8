// The social sign-in port: one OAuth 2.0 authorization-code provider (Kakao, Naver). Speaks our own types;
// the adapters hold each provider's URLs, parameter names and response shapes.

export type SocialProviderId = 'kakao' | 'naver';
export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['kakao', 'naver'];

export interface SocialProfile {
  /** The provider's stable member id, as a string (Kakao sends a number). */
  id: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

export interface SocialProvider {
  readonly id: SocialProviderId;
  /** Where the browser goes to log in and consent. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code from the callback for an access token, then reads who signed in. */
  fetchProfile(input: { code: string; state: string; redirectUri: string }): Promise<SocialProfile>;
}

/** The provider answered with an error or an unexpected shape; the user sees the generic social failure. */
export class SocialProviderError extends Error {
  constructor(
    readonly provider: SocialProviderId,
    readonly step: 'token' | 'profile',
    detail: string,
  ) {
    super(`${provider} ${step} failed: ${detail}`);
    this.name = 'SocialProviderError';
  }
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authBaseUrl: string;
  apiBaseUrl: string;
  /** Injected in tests; global fetch otherwise. */
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 10_000;

/** POSTs a form and returns the JSON body, or throws SocialProviderError with the provider's own error text. */
export async function postForm(
  cfg: OAuthClientConfig,
  provider: SocialProviderId,
  url: string,
  form: Record<string, string>,
): Promise<Record<string, unknown>> {
  const res = await (cfg.fetch ?? fetch)(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readJson(res, provider, 'token');
}

export async function getJson(
  cfg: OAuthClientConfig,
  provider: SocialProviderId,
  url: string,
  accessToken: string,
): Promise<Record<string, unknown>> {
  const res = await (cfg.fetch ?? fetch)(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readJson(res, provider, 'profile');
}

async function readJson(res: Response, provider: SocialProviderId, step: 'token' | 'profile') {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SocialProviderError(provider, step, `HTTP ${res.status}, not JSON`);
  }
  if (!res.ok || typeof body !== 'object' || body === null) {
    throw new SocialProviderError(provider, step, `HTTP ${res.status} ${text.slice(0, 200)}`);
  }
  return body as Record<string, unknown>;
}

export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
