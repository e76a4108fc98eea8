// Removes what is left of grants older than their expiry (1 year for purchases), one transaction per lot.
// Safe to run twice or concurrently: closing a lot is idempotent (lots.ts), and a lot closed meanwhile by a
// refund is skipped. Grants without an expiry (the free trial) never match the query. One lot that fails does
// not stop the others (see expireCredits).
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../../shared/firebase';
import type { CreditUnit } from '../../contracts';
import { closeGrant, creditsTransaction } from './index';

const BATCH = 200;

export interface ExpiryRun {
  lots: number;
  removed: number;
  /** Lots whose transaction failed; they stay open and are retried by the next run. */
  failed: number;
}

/**
 * One transaction per lot, each on its own: a lot that fails is logged and counted, and the run goes on with
 * the others. Pages by cursor, so lots that keep failing are not read again in the same run.
 */
export async function expireCredits(now: Date = new Date()): Promise<ExpiryRun> {
  const run: ExpiryRun = { lots: 0, removed: 0, failed: 0 };
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collectionGroup('ledger')
      .where('kind', '==', 'grant')
      .where('open', '==', true)
      .where('expiresAt', '<=', Timestamp.fromDate(now))
      .orderBy('expiresAt')
      .limit(BATCH);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    for (const doc of due.docs) {
      const uid = doc.ref.parent.parent?.id;
      if (!uid) continue;
      try {
        run.removed += await expireLot(uid, doc);
        run.lots += 1;
      } catch (err) {
        run.failed += 1;
        logger.error('credit lot expiry failed', {
          lot: doc.ref.path,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
    if (due.size < BATCH) break;
    after = due.docs[due.docs.length - 1];
  }
  if (run.lots || run.failed) logger.info('credits expired', { ...run });
  return run;
}

function expireLot(uid: string, doc: FirebaseFirestore.QueryDocumentSnapshot): Promise<number> {
  return creditsTransaction(uid, async (tx) => {
    const close = await closeGrant(tx, uid, {
      grantRef: String(doc.get('ref')),
      units: [doc.get('unit') as CreditUnit],
      kind: 'expire',
    });
    close.commit();
    return close.removed;
  });
}
