/**
 * Calls to our own back end under /api/v1 (spec §7). Errors carry the server's translated `detail`; without one
 * the message falls back to 'HTTP {status}' (spec §8). The caller's language travels in Accept-Language so the
 * server answers in it. Feature api.ts modules supply the bearer token; this module never touches Firebase.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
};

function currentLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'ko';
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, token }: ApiRequest = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as (T & { detail?: unknown; code?: unknown }) | null;
  if (!res.ok) {
    const detail = typeof data?.detail === 'string' ? data.detail : `HTTP ${res.status}`;
    throw new ApiError(detail, res.status, typeof data?.code === 'string' ? data.code : null);
  }
  return data as T;
}

/** Spec §4: the identity token is reused for 30 minutes (Firebase's own tokens live an hour). */
export const TOKEN_CACHE_MS = 30 * 60 * 1000;

/** Wraps a token getter with a per-user cache; `force` skips the cache (e.g. after a 401). */
export function cachedTokenSource(
  read: (force: boolean) => Promise<{ uid: string; token: string } | null>,
  now: () => number = Date.now,
) {
  let cached: { uid: string; token: string; at: number } | null = null;
  return async (uid: string | null, force = false): Promise<string | null> => {
    if (!force && cached && cached.uid === uid && now() - cached.at < TOKEN_CACHE_MS) return cached.token;
    const fresh = await read(force);
    cached = fresh && fresh.uid === uid ? { ...fresh, at: now() } : null;
    return cached?.token ?? null;
  };
}
