// The ledger without the per-user queue (§5.1 of the review): the queue only serialises one instance's
// transactions, so correctness must come from Firestore's transactions alone. Two copies of the credits module
// (two instances, each with its own queue) spend against one balance at once: this fails if a ledger change
// ever relied on the queue instead of reading the balance through its transaction. (Bare transactions with no
// queue at all, 30 or 100 at once, take from seconds to minutes on the emulator: lock waits and the SDK's
// backoff. That is what the queue is for; it is not a test that can finish reliably.)
import { describe, expect, it, vi } from 'vitest';
import * as instanceA from '../../functions/src/features/credits';
import { adminDb } from './emulator';
import { balances, createMember, ledger } from './payments-helpers';

adminDb();

type Credits = typeof instanceA;

/** A second instance: the same modules loaded again, so its queue is not instance A's. */
async function secondInstance(): Promise<Credits> {
  vi.resetModules();
  return import('../../functions/src/features/credits');
}

const spendVia = (credits: Credits, uid: string, jobId: string) =>
  credits.creditsTransaction(uid, async (tx) =>
    (await credits.debitForJob(tx, uid, { unit: 'instant', amount: 1, jobId })).commit(),
  );

async function expectExactly(uid: string, results: PromiseSettledResult<unknown>[], balance: number) {
  const statuses = results.map((r) =>
    r.status === 'fulfilled' ? 200 : ((r.reason as { status?: number }).status ?? String(r.reason)),
  );
  expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
  expect(statuses.filter((s) => s === 200)).toHaveLength(balance);
  expect(await balances(uid)).toMatchObject({ instant: 0 });
  const consumed = (await ledger(uid)).filter((e) => e.kind === 'consume');
  expect(consumed).toHaveLength(balance);
  // Every balanceAfter is distinct: each spend saw the one before it.
  expect(new Set(consumed.map((e) => e.balanceAfter)).size).toBe(balance);
}

describe('spending without the per-user queue (§5.1)', () => {
  it('100 parallel spends from two instances with their own queues: exactly the balance succeeds', async () => {
    const instanceB = await secondInstance();
    expect(instanceB.creditsTransaction).not.toBe(instanceA.creditsTransaction);
    const user = await createMember('two-instances', 20);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => spendVia(i % 2 ? instanceA : instanceB, user.uid, `job-${i}`)),
    );
    await expectExactly(user.uid, results, 20);
  }, 60_000);
});
