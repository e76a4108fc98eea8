import type { ErrorResponse } from '@contracts';
import type { ZodType } from 'zod';
import { idToken } from './firebase';

/**
 * The one door to our own back end under /api/v1 (spec §7): every feature's call goes through apiRequest (JSON
 * answers, parsed with their contract schema), apiBlob (files) or, for the debug pages only, apiProbe. Errors
 * carry the server's translated `detail`; without one the message falls back to 'HTTP {status}', and a call that
 * never got an answer (offline, a dropped connection) to 'Unknown error' (spec §8), both in the user's language
 * once the app has registered its translations. The caller's language travels in Accept-Language so the server
 * answers in it. With `auth: true` the signed-in user's token goes along; without a user the call fails before it
 * reaches the server.
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

/** The code of an answer that does not match its contract (a server that drifted, a proxy's page). */
export const INVALID_ANSWER_CODE = 'response.invalid';

/**
 * What a JSON answer must match: the contract's schema, or a loader of it. A loader keeps zod and the contracts
 * out of a chunk that has to stay small (the header's balance ships with the first screen).
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (uploads); the browser writes the boundary. */
  form?: FormData;
  /** Attach the signed-in user's bearer token. */
  auth?: boolean;
};

export type ApiRequest<T> = ApiOptions & {
  schema: AnswerSchema<T>;
  /** Upload progress of `form`, 0..1 (sent with XMLHttpRequest then: fetch cannot report it). */
  onUploadProgress?: (fraction: number) => void;
};

const API_PREFIX = '/api/v1';

/** The address of one of our routes, for what is not a call: a full-page navigation, the debug page's facts. */
export const apiUrl = (path: string) => `${API_PREFIX}${path}`;

/** A link from an answer (with or without the /api/v1 prefix) as a path for apiRequest/apiBlob. */
export function apiPathOf(url: string): string {
  return url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
}

function currentLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'ko';
}

type Sent = { method: string; headers: Record<string, string>; body: BodyInit | undefined };

async function prepare(
  { method, body, form, auth = false }: ApiOptions,
  accept: string,
  { tokenRequired = true } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { accept, 'accept-language': currentLanguage() };
  if (auth) {
    const token = await idToken();
    if (token) headers.authorization = `Bearer ${token}`;
    else if (tokenRequired) throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: method ?? (body !== undefined || form ? 'POST' : 'GET'),
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  };
}

/** The same request as fetch would send it, through XMLHttpRequest for its upload progress. */
function sendWithProgress(url: string, sent: Sent, onProgress: (fraction: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(sent.method, url);
    for (const [name, value] of Object.entries(sent.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () => {
      const retryAfter = xhr.getResponseHeader('retry-after');
      const headers = retryAfter ? { 'retry-after': retryAfter } : undefined;
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.send(sent.body as XMLHttpRequestBodyInit | undefined);
  });
}

/** The answer, or the ApiError of a failed one. */
async function send(path: string, sent: Sent, onProgress?: (fraction: number) => void): Promise<Response> {
  const url = apiUrl(path);
  let res: Response;
  try {
    res = onProgress ? await sendWithProgress(url, sent, onProgress) : await fetch(url, sent);
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

/**
 * A call answered with JSON, parsed with its contract schema: a server that drifts from the contract fails here,
 * loudly (an ApiError with INVALID_ANSWER_CODE, the mismatch in the console), not deep inside a page.
 */
export async function apiRequest<T>(path: string, { schema, onUploadProgress, ...options }: ApiRequest<T>) {
  const sent = await prepare(options, 'application/json');
  const res = await send(path, sent, onUploadProgress);
  const data: unknown = await res.json().catch(() => null);
  onUploadProgress?.(1);
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`${sent.method} ${path}: the answer does not match its contract`, parsed.error);
  throw new ApiError(`Unexpected answer from ${path}`, res.status, INVALID_ANSWER_CODE);
}

/** A call answered with a file (a PNG mask, a cropped photo); routes that can answer either way pick the file. */
export async function apiBlob(path: string, options: ApiOptions = {}): Promise<Blob> {
  const res = await send(path, await prepare(options, '*/*'));
  return res.blob();
}

/** What one debug call answered; status 0 when no answer came (network error). */
export type ProbeResult = { status: number; ms: number; body: unknown; withToken: boolean };

/**
 * A GET for the debug pages, with the token when asked and there is one. Unlike apiRequest it reports any answer
 * as it came (status and body, unparsed) instead of throwing, since showing it is the point.
 */
export async function apiProbe(path: string, { auth }: { auth: boolean }): Promise<ProbeResult> {
  const sent = await prepare({ auth }, 'application/json', { tokenRequired: false });
  const withToken = 'authorization' in sent.headers;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(apiUrl(path), sent);
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, ms: elapsed(), body, withToken };
  } catch (error) {
    return { status: 0, ms: elapsed(), body: { error: (error as Error).message }, withToken };
  }
}

/** A multipart form of one file field plus text fields. */
export function fileForm(field: string, file: Blob, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, file);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}
