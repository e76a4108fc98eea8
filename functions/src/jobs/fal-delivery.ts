// A fal webhook delivery checked for every line that queues jobs at fal (instant edits, studio generations):
// Ed25519 signature over fal's JWKS (cached per URL and instance, at most 24 h), a 5-minute window, and
// deduplication against events/fal:{requestId}. The events document itself is written by the transaction that
// settles the job, so two deliveries racing each other still settle once.
import { falWebhookVerifier, jwksSource, type DeliveryLedger, type WebhookVerdict } from '../providers/ai';
import { eventRef } from './events';

const durableLedger: DeliveryLedger = {
  claim: async (requestId) => !(await eventRef('fal', requestId).get()).exists,
};

const jwksCaches = new Map<string, ReturnType<typeof jwksSource>>();
const keysFor = (url: string) => {
  if (!jwksCaches.has(url)) jwksCaches.set(url, jwksSource(url));
  return jwksCaches.get(url)!;
};

export function verifyFalDelivery(
  deps: { jwksUrl: string; now?: () => number },
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<WebhookVerdict> {
  const source = keysFor(deps.jwksUrl);
  return falWebhookVerifier({
    keys: (force) => source.keys(force),
    seen: durableLedger,
    now: deps.now,
  }).verify(headers, rawBody);
}

/** Outcomes of a webhook route, and the HTTP status each answers: 2xx stops fal's retries, 409 asks for one. */
export type FalWebhookOutcome =
  'completed' | 'failed' | 'duplicate' | 'unknown_job' | 'not_yet' | 'refused' | 'malformed';

export const WEBHOOK_STATUS: Record<FalWebhookOutcome, number> = {
  completed: 200,
  failed: 200,
  duplicate: 200,
  unknown_job: 200,
  not_yet: 409,
  refused: 401,
  malformed: 400,
};

/** The verdict's refusal as an outcome, or null when the delivery is genuine and new. */
export function refusalOf(verdict: WebhookVerdict): FalWebhookOutcome | null {
  if (verdict.ok) return null;
  if (verdict.reason === 'duplicate') return 'duplicate';
  return verdict.reason === 'malformed' ? 'malformed' : 'refused';
}
