// The expiry job on the Firestore emulator: one lot that cannot be expired does not stop the others (L9).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { expireCredits } from '../../functions/src/features/credits/expire-credits';
import { adminDb } from './emulator';
import { balances, createMember, ledger } from './payments-helpers';

const lot = (uid: string, id: string, data: Record<string, unknown>) =>
  adminDb()
    .collection('users')
    .doc(uid)
    .collection('ledger')
    .doc(id)
    .set({
      kind: 'grant',
      unit: 'instant',
      balanceAfter: 0,
      open: true,
      createdAt: Timestamp.now(),
      ...data,
    });

describe('expiry (L9)', () => {
  it('L9 — a lot whose transaction fails does not stop later lots from expiring', async () => {
    const broken = await createMember('expiry-broken', 0);
    const fine = await createMember('expiry-fine', 0);
    const ledgerOf = (uid: string) => adminDb().collection('users').doc(uid).collection('ledger');
    // A corrupt lot (a fractional amount the ledger refuses), lapsing first so the job meets it first.
    await ledgerOf(broken.uid).parent!.update({ 'credits.instant': 2.5 });
    await lot(broken.uid, 'grant_instant_broken', {
      amount: 2.5,
      ref: 'broken',
      expiresAt: Timestamp.fromMillis(Date.now() - 60_000),
    });
    await ledgerOf(fine.uid).parent!.update({ 'credits.instant': 10 });
    await lot(fine.uid, 'grant_instant_fine', {
      amount: 10,
      ref: 'fine',
      expiresAt: Timestamp.fromMillis(Date.now() - 1_000),
    });

    try {
      const run = await expireCredits(new Date());
      expect(run.failed).toBeGreaterThanOrEqual(1);
      expect(await balances(fine.uid)).toMatchObject({ instant: 0 });
      expect((await ledger(fine.uid)).find((e) => e.id === 'grant_instant_fine')).toMatchObject({
        open: false,
        closedBy: 'expire',
      });
      // The broken lot is left as it was, for the next run (and an operator) to see.
      expect((await ledger(broken.uid)).find((e) => e.id === 'grant_instant_broken')).toMatchObject({
        open: true,
      });
    } finally {
      await ledgerOf(broken.uid).doc('grant_instant_broken').delete();
    }
  });
});
