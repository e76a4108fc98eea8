// The HTTP both OAuth adapters speak: a form POST for the token, a bearer GET for the profile, JSON answers
// checked for shape. Failures become SocialProviderError with the provider's own error text.
import { SocialProviderError, type OAuthClientConfig, type SocialProviderId } from './port';

const TIMEOUT_MS = 10_000;

/** POSTs a form and returns the JSON body. */
export async function postForm(
  cfg: OAuthClientConfig,
  provider: SocialProviderId,
  url: string,
  form: Record<string, string>,
  options: { step?: 'token' | 'unlink'; authorization?: string } = {},
): Promise<Record<string, unknown>> {
  const res = await (cfg.fetch ?? fetch)(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      accept: 'application/json',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readJson(res, provider, options.step ?? 'token');
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

async function readJson(res: Response, provider: SocialProviderId, step: 'token' | 'profile' | 'unlink') {
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
