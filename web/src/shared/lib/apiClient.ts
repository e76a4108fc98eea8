import type { ErrorResponse } from '@contracts';
import { idToken } from './firebase';

/**
 * Calls to our own back end under /api/v1 (spec §7). Errors carry the server's translated `detail`; without one
 * the message falls back to 'HTTP {status}', and a call that never got an answer (offline, a dropped connection)
 * to 'Unknown error' (spec §8), both in the user's language once the app has registered its translations. The caller's language travels in Accept-Language so the
 * server answers in it. With `auth: true` the signed-in user's token goes along; without a user the call fails
 * before it reaches the server.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    /** Seconds to wait before trying again (Retry-After of a 429), when the server says. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Fallback = { key: 'unknown' } | { key: 'httpStatus'; status: number };
/** The fallback messages in the user's language (the app registers its translator; English until then). */
let fallbackMessage = (fallback: Fallback) =>
  fallback.key === 'unknown' ? 'Unknown error' : `HTTP ${fallback.status}`;
export function translateApiFallbacks(translate: (fallback: Fallback) => string) {
  fallbackMessage = translate;
}

/** Spec §7: the message of a call that needs a user when nobody is signed in. */
export const NO_TOKEN_MESSAGE = 'Failed to get authentication token';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (uploads); the browser writes the boundary. */
  form?: FormData;
  /** Attach the signed-in user's bearer token. */
  auth?: boolean;
};

function currentLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'ko';
}

const API_PREFIX = '/api/v1';

async function send(
  path: string,
  { method, body, form, auth = false }: ApiRequest,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { accept, 'accept-language': currentLanguage() };
  if (auth) {
    const token = await idToken();
    if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 401);
    headers.authorization = `Bearer ${token}`;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${path}`, {
      method: method ?? (body !== undefined || form ? 'POST' : 'GET'),
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (err) {
    // The browser's own words ("Failed to fetch", "Load failed") are never shown: status 0, no answer.
    if (err instanceof TypeError) throw new ApiError(fallbackMessage({ key: 'unknown' }), 0, 'network');
    throw err;
  }
  if (!res.ok) {
    // Typed as the contract's error body, but still checked: a proxy or a crash may answer with anything.
    const data = (await res.json().catch(() => null)) as Partial<Record<keyof ErrorResponse, unknown>> | null;
    const detail =
      typeof data?.detail === 'string'
        ? data.detail
        : fallbackMessage({ key: 'httpStatus', status: res.status });
    const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
    throw new ApiError(
      detail,
      res.status,
      typeof data?.code === 'string' ? data.code : null,
      Number.isFinite(retryAfter) ? retryAfter : null,
    );
  }
  return res;
}

/** A call answered with JSON. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const res = await send(path, request, 'application/json');
  return (await res.json().catch(() => null)) as T;
}

/** A call answered with a file (a PNG mask, a cropped photo); routes that can answer either way pick the file. */
export async function apiBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  const res = await send(path, request, '*/*');
  return res.blob();
}

/** A link from an answer (with or without the /api/v1 prefix) as a path for apiRequest/apiBlob. */
export function apiPathOf(url: string): string {
  return url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
}

/** A multipart form of one file field plus text fields. */
export function fileForm(field: string, file: Blob, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, file);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}
