// events/{provider}:{id}: a webhook delivery that was applied (durable deduplication). The document is created
// in the transaction that applies the delivery, so two deliveries racing each other settle their job once.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../shared/firebase';

export const eventRef = (provider: string, id: string) =>
  db().collection('events').doc(`${provider}:${id}`.replace(/\//g, '_'));

/** A webhook delivery to record with the change it brings. */
export interface Delivery {
  provider: string;
  id: string;
}

/** Records `delivery` (if any) in `tx`, naming the job it settled. */
export function recordDelivery(tx: Transaction, job: Record<string, string>, delivery?: Delivery) {
  if (!delivery) return;
  tx.create(eventRef(delivery.provider, delivery.id), {
    provider: delivery.provider,
    ...job,
    receivedAt: FieldValue.serverTimestamp(),
  });
}
