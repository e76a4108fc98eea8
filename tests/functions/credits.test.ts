// The ledger on the Firestore emulator: concurrent spends never overdraw, job refunds happen once, and the
// expiry schedule removes only what is left of a lapsed grant.
import { describe, expect, it } from 'vitest';
import { expireCredits } from '../../functions/src/features/credits/expire-credits';
import {
  creditsTransaction,
  debitForJob,
  grant,
  prepareJobRefund,
  type Grant,
} from '../../functions/src/features/credits';
import { db } from '../../functions/src/shared/firebase';
import { adminDb, createUser } from './emulator';
import { api, balances, createMember, ledger } from './payments-helpers';

adminDb();

const debit = (uid: string, amount: number, jobId: string) =>
  creditsTransaction(uid, async (tx) =>
    (await debitForJob(tx, uid, { unit: 'instant', amount, jobId })).commit(),
  );
const grantNow = (uid: string, grants: Grant[]) =>
  creditsTransaction(uid, async (tx) => (await grant(tx, uid, grants)).commit());

describe('spending', () => {
  it('100 parallel spends against 5 credits succeed exactly 5 times and end at 0', async () => {
    const user = await createMember('spender', 5);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => debit(user.uid, 1, `job-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 402,
    );
    const otherErrors = results.flatMap((r) =>
      r.status === 'rejected' && (r.reason as { status?: number }).status !== 402 ? [String(r.reason)] : [],
    );
    expect(otherErrors).toEqual([]);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(95);
    expect(await balances(user.uid)).toMatchObject({ instant: 0 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'consume')).toHaveLength(5);
  }, 60_000);

  it('refunds a job once, and never a job that paid nothing', async () => {
    const user = await createMember('refund', 3);
    await debit(user.uid, 2, 'job-a');
    const refund = (jobId: string) =>
      db().runTransaction(async (tx) =>
        (await prepareJobRefund(tx, user.uid, { unit: 'instant', jobId })).commit(),
      );
    await Promise.all([refund('job-a'), refund('job-a')]);
    await refund('job-never-debited');
    expect(await balances(user.uid)).toMatchObject({ instant: 3 });
    expect((await ledger(user.uid)).filter((e) => e.kind === 'refund')).toMatchObject([
      { amount: 2, ref: 'job-a' },
    ]);
  });
});

describe('expiry', () => {
  it('removes what is left of a lapsed grant, keeps the free trial and newer grants, and runs once', async () => {
    const user = await createMember('expiry', 0);
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 86_400_000);
    await grantNow(user.uid, [
      { unit: 'instant', amount: 5, ref: 'free_trial_test' },
      { unit: 'instant', amount: 10, ref: 'pay_old', expiresAt: past },
      { unit: 'instant', amount: 30, ref: 'pay_new', expiresAt: future },
    ]);
    // 4 spent: taken from the grant that lapses first, so 6 of pay_old are left.
    await debit(user.uid, 4, 'job-x');

    await expireCredits(new Date());
    expect(await balances(user.uid)).toMatchObject({ instant: 35 });
    const entries = await ledger(user.uid);
    expect(entries.filter((e) => e.kind === 'expire')).toMatchObject([
      { amount: -6, ref: 'pay_old', balanceAfter: 35 },
    ]);
    expect(entries.find((e) => e.ref === 'pay_old' && e.kind === 'grant')).toMatchObject({
      open: false,
      closedBy: 'expire',
    });

    await expireCredits(new Date());
    expect(await balances(user.uid)).toMatchObject({ instant: 35 });
    const later = await adminDb()
      .collection('users')
      .doc(user.uid)
      .collection('ledger')
      .where('kind', '==', 'expire')
      .get();
    expect(later.size).toBe(1);
  });
});

describe('GET /pricing/credits', () => {
  it('answers zeros before the user document exists, and 401 without a token', async () => {
    const user = await createUser('fresh');
    expect((await api(user, 'GET', '/pricing/credits')).body).toEqual({
      instant_credits: 0,
      training_credits: 0,
      generation_credits: 0,
      credits: { instant: 0, training: 0, generation: 0 },
    });
    expect((await api(null, 'GET', '/pricing/credits')).status).toBe(401);
  });
});
