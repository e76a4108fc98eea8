// Verifies a fal webhook delivery (https://docs.fal.ai/model-endpoints/webhooks, providers.md §2.3):
// - headers X-Fal-Webhook-Request-Id, -User-Id, -Timestamp (unix seconds) and -Signature (hex);
// - the signed message is `request_id \n user_id \n timestamp \n hex(sha256(raw body))`, Ed25519, valid if any key
//   of fal's JWKS verifies it (keys[].x, base64url; the live set pads x, so it is decoded leniently);
// - a timestamp more than 300 s from now is refused, which bounds how long a captured delivery can be replayed;
// - a delivery whose request id was already accepted is reported as a duplicate: fal retries a delivery it
//   thinks failed, and an attacker may resend a captured one within the window. The caller answers 2xx to a
//   duplicate (so fal stops retrying) and applies nothing.
// Security assumptions: the raw body is exactly the bytes received (no re-serialised JSON); the JWKS comes from a
// configured https URL; `seen` is durable in production (events/fal:{requestId}, claimed in the transaction that
// applies the result), the in-memory ledger below only serves tests and one instance.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';

export const FAL_WEBHOOK_WINDOW_SECONDS = 300;
/** fal asks verifiers to cache its JWKS for at most 24 h. */
export const FAL_JWKS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface Jwk {
  kty?: string;
  crv?: string;
  x?: string;
  kid?: string;
}

/** The body fal posts when a queued request ends (WebHookResponse in @fal-ai/client's types). */
export interface FalWebhookBody {
  request_id: string;
  gateway_request_id?: string;
  status: 'OK' | 'ERROR';
  payload: unknown;
  error?: string;
  payload_error?: string;
}

/**
 * `requestId` of an accepted delivery is the body's `request_id`, the queue id our submit got back and stored:
 * the signed header id may be the gateway id instead (fal retries internally under a new one).
 */
export type WebhookVerdict =
  | { ok: true; requestId: string; body: FalWebhookBody }
  | {
      ok: false;
      reason: 'missing_headers' | 'stale' | 'bad_signature' | 'malformed' | 'duplicate';
      requestId?: string;
    };

/** Remembers accepted request ids; `claim` answers false when the id was seen already. */
export interface DeliveryLedger {
  claim(requestId: string): boolean | Promise<boolean>;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Ed25519 public keys from a JWKS. fal's published verifiers read only `x`, so an entry without `kty`/`crv` is
 * taken as the Ed25519 key it is (32 bytes, still checked as Ed25519); one that names another type or curve is
 * skipped.
 */
export function ed25519Keys(jwks: { keys?: Jwk[] }): KeyObject[] {
  const keys: KeyObject[] = [];
  for (const jwk of jwks.keys ?? []) {
    if ((jwk.kty ?? 'OKP') !== 'OKP' || (jwk.crv ?? 'Ed25519') !== 'Ed25519' || !jwk.x) continue;
    const raw = Buffer.from(jwk.x.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
    if (raw.length !== 32) continue;
    keys.push(
      createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' }),
    );
  }
  return keys;
}

/** The message fal signs for one delivery. */
export const falSignedMessage = (requestId: string, userId: string, timestamp: string, rawBody: Buffer) =>
  Buffer.from(
    [requestId, userId, timestamp, createHash('sha256').update(rawBody).digest('hex')].join('\n'),
    'utf8',
  );

/** Signature and freshness only: pure, no I/O. */
export function checkFalSignature(args: {
  headers: Headers;
  rawBody: Buffer;
  keys: KeyObject[];
  nowSeconds: number;
}): { ok: true; requestId: string } | { ok: false; reason: 'missing_headers' | 'stale' | 'bad_signature' } {
  const requestId = header(args.headers, 'x-fal-webhook-request-id');
  const userId = header(args.headers, 'x-fal-webhook-user-id');
  const timestamp = header(args.headers, 'x-fal-webhook-timestamp');
  const signature = header(args.headers, 'x-fal-webhook-signature');
  if (!requestId || !userId || !timestamp || !signature) return { ok: false, reason: 'missing_headers' };
  const sent = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(args.nowSeconds - sent) > FAL_WEBHOOK_WINDOW_SECONDS)
    return { ok: false, reason: 'stale' };
  if (!/^[0-9a-f]{128}$/i.test(signature)) return { ok: false, reason: 'bad_signature' };
  const message = falSignedMessage(requestId, userId, timestamp, args.rawBody);
  const sig = Buffer.from(signature, 'hex');
  const valid = args.keys.some((key) => {
    try {
      return verify(null, message, key, sig);
    } catch {
      return false;
    }
  });
  return valid ? { ok: true, requestId } : { ok: false, reason: 'bad_signature' };
}

/**
 * Fetches fal's JWKS, cached for up to 24 h; a failed refresh keeps serving the last good set. A forced refresh
 * (after a signature no cached key verifies) happens at most every `minRefreshMs`, so forged deliveries cannot
 * make us hammer fal.
 */
export function jwksSource(
  url: string,
  options: { maxAgeMs?: number; minRefreshMs?: number; fetch?: typeof fetch } = {},
) {
  let cached: { keys: KeyObject[]; at: number } | null = null;
  const maxAge = options.maxAgeMs ?? FAL_JWKS_MAX_AGE_MS;
  const minRefresh = options.minRefreshMs ?? 5 * 60 * 1000;
  const doFetch = options.fetch ?? fetch;
  return {
    async keys(force = false): Promise<KeyObject[]> {
      if (cached) {
        const age = Date.now() - cached.at;
        if (force ? age < minRefresh : age < maxAge) return cached.keys;
      }
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`JWKS HTTP ${res.status}`);
        cached = { keys: ed25519Keys((await res.json()) as { keys?: Jwk[] }), at: Date.now() };
      } catch (err) {
        if (!cached) throw err;
      }
      return cached.keys;
    },
  };
}

/** One-instance ledger: remembers ids for twice the timestamp window, longer than a replay can be accepted. */
export function memoryDeliveryLedger(
  ttlMs = 2 * FAL_WEBHOOK_WINDOW_SECONDS * 1000,
  now: () => number = Date.now,
): DeliveryLedger {
  const seen = new Map<string, number>();
  return {
    claim(requestId) {
      const t = now();
      for (const [id, at] of seen) if (t - at > ttlMs) seen.delete(id);
      if (seen.has(requestId)) return false;
      seen.set(requestId, t);
      return true;
    },
  };
}

export interface FalWebhookVerifier {
  verify(headers: Headers, rawBody: Buffer): Promise<WebhookVerdict>;
}

export function falWebhookVerifier(deps: {
  keys(force?: boolean): Promise<KeyObject[]>;
  seen: DeliveryLedger;
  now?: () => number;
}): FalWebhookVerifier {
  return {
    async verify(headers, rawBody) {
      const nowSeconds = Math.floor((deps.now ?? Date.now)() / 1000);
      let checked = checkFalSignature({ headers, rawBody, keys: await deps.keys(), nowSeconds });
      // fal may have rotated its keys since the set was cached: one forced refresh before refusing.
      if (!checked.ok && checked.reason === 'bad_signature')
        checked = checkFalSignature({ headers, rawBody, keys: await deps.keys(true), nowSeconds });
      if (!checked.ok) return checked;
      let body: FalWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as FalWebhookBody;
      } catch {
        return { ok: false, reason: 'malformed', requestId: checked.requestId };
      }
      const ids = [body?.request_id, body?.gateway_request_id];
      const queueId = body?.request_id;
      if (
        typeof queueId !== 'string' ||
        !ids.includes(checked.requestId) ||
        (body.status !== 'OK' && body.status !== 'ERROR')
      )
        return { ok: false, reason: 'malformed', requestId: checked.requestId };
      if (!(await deps.seen.claim(queueId))) return { ok: false, reason: 'duplicate', requestId: queueId };
      return { ok: true, requestId: queueId, body };
    },
  };
}
