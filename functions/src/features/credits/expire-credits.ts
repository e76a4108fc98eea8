// Removes what is left of grants older than their expiry (1 year for purchases), one transaction per lot.
// Safe to run twice or concurrently: closing a lot is idempotent (lots.ts), and a lot closed meanwhile by a
// refund is skipped. Grants without an expiry (the free trial) never match the query.
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../../shared/firebase';
import { type CreditUnit, ledgerTransaction } from './ledger';
import { commitCloseLots, prepareCloseLots } from './lots';

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
      removed += await ledgerTransaction(uid, async (tx) => {
        const unit = doc.get('unit') as CreditUnit;
        const plan = await prepareCloseLots(tx, uid, [unit], String(doc.get('ref')), 'expire');
        commitCloseLots(tx, plan, 'expire');
        return plan.removed;
      });
      lots += 1;
    }
    if (due.size < BATCH) break;
  }
  if (lots) logger.info('credits expired', { lots, removed });
  return { lots, removed };
}
