import type { ZodType } from 'zod';
import { getDb } from './firebase';

/**
 * Follows one job document live under the rules (its owner may read it). Only the status is taken from the
 * document, checked against `schema`: links and translated errors come from the feature's status call.
 * `onError` means the listener stopped (offline, rules) and the caller should poll instead. Returns the
 * unsubscribe, safe to call before the lazily loaded Firestore has arrived.
 */
export function watchDocumentStatus<S>(
  collection: string,
  id: string,
  schema: ZodType<S>,
  onStatus: (status: S) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  Promise.all([import('firebase/firestore'), getDb()]).then(([{ doc, onSnapshot }, db]) => {
    if (stopped) return;
    unsubscribe = onSnapshot(
      doc(db, collection, id),
      (snapshot) => {
        const status = schema.safeParse(snapshot.data()?.status);
        if (status.success) onStatus(status.data);
      },
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
