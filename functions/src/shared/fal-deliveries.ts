// fal webhook deliveries, for every job line: the signature is checked against fal's JWKS (cached per URL and
// instance, fal asks for at most 24 h), and a delivery already applied is reported as a duplicate. Applied
// deliveries are looked up in events/fal:{requestId}; the claim itself is that document, written by the
// transaction that settles the job, so two deliveries racing each other still settle once.
import {
  falWebhookVerifier,
  jwksSource,
  type DeliveryLedger,
  type WebhookVerdict,
} from '../providers/ai/fal-webhook';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';

/** events/{provider}:{id}: a webhook delivery that was applied (durable deduplication). */
export const eventRef = (provider: string, id: string) =>
  db().collection('events').doc(`${provider}:${id}`.replace(/\//g, '_'));

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
  const verifier = falWebhookVerifier({
    keys: (force) => source.keys(force),
    seen: durableLedger,
    now: deps.now,
  });
  return verifier.verify(headers, rawBody);
}

/** A webhook delivery to record with the change it brings (durable deduplication). */
export interface Delivery {
  provider: string;
  id: string;
}

/** Records `delivery` (if any) as applied, in the transaction that applies it; `job` names what it settled. */
export function recordDelivery(
  tx: FirebaseFirestore.Transaction,
  delivery: Delivery | undefined,
  job: Record<string, string>,
) {
  if (!delivery) return;
  tx.create(eventRef(delivery.provider, delivery.id), {
    provider: delivery.provider,
    ...job,
    receivedAt: FieldValue.serverTimestamp(),
  });
}
