// Removes what is left of grants older than their expiry (1 year for purchases), one transaction per lot.
// Safe to run twice or concurrently: closing a lot is idempotent (lots.ts), and a lot closed meanwhile by a
// refund is skipped. Grants without an expiry (the free trial) never match the query.
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../../shared/firebase';
import type { CreditUnit } from '../../contracts';
import { closeGrant, creditsTransaction } from './index';

const BATCH = 200;

export async function expireCredits(now: Date = new Date()): Promise<{ lots: number; removed: number }> {
  let lots = 0;
  let removed = 0;
  for (;;) {
    const due = await db()
      .collectionGroup('ledger')
      .where('kind', '==', 'grant')
      .where('open', '==', true)
      .where('expiresAt', '<=', Timestamp.fromDate(now))
      .limit(BATCH)
      .get();
    for (const doc of due.docs) {
      const uid = doc.ref.parent.parent?.id;
      if (!uid) continue;
      removed += await creditsTransaction(uid, async (tx) => {
        const unit = doc.get('unit') as CreditUnit;
        const close = await closeGrant(tx, uid, {
          grantRef: String(doc.get('ref')),
          units: [unit],
          kind: 'expire',
        });
        close.commit();
        return close.removed;
      });
      lots += 1;
    }
    if (due.size < BATCH) break;
  }
  if (lots) logger.info('credits expired', { lots, removed });
  return { lots, removed };
}
