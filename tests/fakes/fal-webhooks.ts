// The fake fal's webhooks (providers.md §2), used by fal.ts for every job submitted with ?fal_webhook=<url>: the
// end of the job is POSTed there as {request_id, gateway_request_id, status, payload, error?}, signed with Ed25519
// over `request_id\nuser_id\ntimestamp\nsha256hex(body)`; the public key is served as a JWKS whose `x` is padded,
// like the live one. A delivery answered with anything but 2xx is retried (fal: up to 10 times over 2 hours;
// here the fake's `webhookRetries` times, `retryMs` apart). While `lost()` is true deliveries are dropped on the floor (a lost
// webhook: the polling fallback's case); they are still recorded, with status 0.
import { createHash, createPrivateKey, createPublicKey, sign as edSign } from 'node:crypto';
import type { Job } from './fal';

export const FAKE_FAL_USER_ID = 'fake-fal-user';

export interface WebhookDelivery {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface SignOptions {
  requestId?: string;
  timestamp?: number;
  userId?: string;
}

// One fixed key for every instance, as fal's own is stable: a function instance that cached the JWKS while
// one suite's fake ran still verifies the next suite's deliveries.
const SEED = createHash('sha256').update('bitna fake fal webhook key').digest();
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const privateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_ED25519_PREFIX, SEED]),
  format: 'der',
  type: 'pkcs8',
});

/**
 * The body of /.well-known/jwks.json. `xOnly`: entries carrying nothing but `x`, the shape fal's published
 * verifiers assume (no kty/crv), which a verifier must still read as Ed25519.
 */
export function webhookJwks(options: { xOnly?: boolean } = {}) {
  const x = createPublicKey(privateKey).export({ format: 'jwk' }).x!;
  if (options.xOnly) return { keys: [{ x: `${x}=` }] };
  return { keys: [{ kty: 'OKP', crv: 'Ed25519', kid: 'fake-1', use: 'sig', x: `${x}=` }] };
}

/** The headers of a delivery as fal signs it; the request id is read from the body unless given. */
export function signDelivery(body: Buffer, opts: SignOptions = {}): Record<string, string> {
  const requestId =
    opts.requestId ?? (JSON.parse(body.toString('utf8')) as { request_id: string }).request_id;
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const userId = opts.userId ?? FAKE_FAL_USER_ID;
  const digest = createHash('sha256').update(body).digest('hex');
  const message = Buffer.from([requestId, userId, timestamp, digest].join('\n'), 'utf8');
  return {
    'content-type': 'application/json',
    'x-fal-webhook-request-id': requestId,
    'x-fal-webhook-user-id': userId,
    'x-fal-webhook-timestamp': timestamp,
    'x-fal-webhook-signature': edSign(null, message, privateKey).toString('hex'),
  };
}

/** Delivers a job's end to its webhook (`retriesLeft` more times on failure), recording each attempt. */
export function webhookSender(options: {
  deliveries: WebhookDelivery[];
  /** The job's result: what the result endpoint answers, sent as the payload. */
  outcome(job: Job): Promise<{ status: number; body: unknown }>;
  lost(): boolean;
  /** Whether the delivery is signed under a gateway id that differs from the queue's request id (a retry). */
  viaGateway(): boolean;
  retryMs: number;
}) {
  const deliver = async (job: Job, retriesLeft = 0): Promise<WebhookDelivery> => {
    const result = await options.outcome(job);
    const ok = result.status === 200;
    const gatewayId = options.viaGateway() ? `gw-${job.id}` : job.id;
    const body = Buffer.from(
      JSON.stringify({
        request_id: job.id,
        gateway_request_id: gatewayId,
        status: ok ? 'OK' : 'ERROR',
        payload: ok ? result.body : (result.body as { detail: unknown }),
        ...(ok ? {} : { error: `Request failed with status ${result.status}` }),
      }),
    );
    // fal signs under the id of the request it ran, which after an internal retry is the gateway's.
    const headers = signDelivery(body, { requestId: gatewayId });
    let status = 0;
    if (!options.lost()) {
      try {
        status = (await fetch(job.webhook!, { method: 'POST', headers, body: new Uint8Array(body) })).status;
      } catch {
        status = 0;
      }
    }
    const delivery = { url: job.webhook!, status, headers, body };
    options.deliveries.push(delivery);
    if ((status < 200 || status > 299) && !options.lost() && retriesLeft > 0)
      job.timer = setTimeout(() => void deliver(job, retriesLeft - 1), options.retryMs);
    return delivery;
  };
  return deliver;
}
