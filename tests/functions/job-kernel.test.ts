// A new job line needs only its descriptor: a tiny line ("stickers", one instant credit each) with a scripted
// provider gets claim, run, settle, fail-and-refund, reconcile and cancel from the kernel (functions/src/jobs),
// on the emulators, without one line of its own beyond the JobLine.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  cancelJob,
  failJob,
  getJob,
  MAX_RUNS,
  reconcileJobs,
  runJob,
  secondsSince,
  type JobLine,
  type JobRecord,
  type QueuedPort,
} from '../../functions/src/jobs';
import { RUNNING_LIMIT_FACTOR } from '../../functions/src/jobs/reconcile';
import { ProviderError } from '../../functions/src/providers/ai';
import { adminDb } from './emulator';
import { newScriptedJob } from './kernel-helpers';
import { entriesFor, userDoc } from './instant-helpers';
import { createMember } from './payments-helpers';

adminDb();

interface Sticker extends JobRecord {
  text: string;
  label?: string | null;
  processingTime?: number | null;
}
type Done = { state: 'completed'; label: string };

/** The whole line: where it lives, what it costs, its input and its result. */
const stickerLine: JobLine<Sticker, string, Done> = {
  name: 'sticker',
  collection: 'test_stickers',
  unit: 'instant',
  running: 'processing',
  leaseMs: 60_000,
  timeoutMs: 10 * 60_000,
  webhookGraceMs: 60_000,
  webhook: { path: '/stickers/fal-webhook', idParam: 'sticker_id' },
  deliveryKey: 'stickerId',
  failedKey: 'sticker.failed',
  timeoutKey: 'sticker.timeout',
  cancel: {
    status: 'cancelled',
    key: 'sticker.cancelled',
    refusedKey: 'sticker.not_cancellable',
    runningKey: 'sticker.cancel_running',
  },
  ended: (current, now) => ({ processingTime: secondsSince(current, now) }),
  prepare: async (job) => (job.text ? { input: job.text.toUpperCase() } : { fail: 'sticker.empty' }),
  complete: async (_job, result) => ({ made: 1, written: [], fields: () => ({ label: result.label }) }),
};

/**
 * A provider scripted per test: answers at once, queues, or fails; records what it was asked. A queued job is
 * reported running, or still waiting in the provider's queue with `waiting`.
 */
function scripted(mode: 'now' | 'queue' | 'fail', waiting: 'queued' | 'running' = 'running') {
  const calls = { started: [] as string[], cancelled: [] as string[] };
  let finished = false;
  const port: QueuedPort<string, Done> = {
    async start(input) {
      calls.started.push(input);
      if (mode === 'fail') throw new ProviderError('quota', 'fal', 429);
      return mode === 'now' ? { state: 'completed', label: input } : { state: 'queued', jobId: `q-${input}` };
    },
    check: async (jobId) =>
      finished ? { state: 'completed', label: `polled ${jobId}` } : { state: waiting },
    async cancel(jobId) {
      calls.cancelled.push(jobId);
    },
  };
  return { port, calls, finish: () => (finished = true), deps: { portFor: () => port } };
}

/** A sticker debited in the transaction that creates it, as a start route would. */
const newSticker = (uid: string, text: string) => newScriptedJob(stickerLine, uid, text);

const sticker = async (id: string) => (await getJob(stickerLine, id))!;

/** A sticker claimed `runs` times whose runner holds it until `leaseUntil` (ms): alive, or dead once it passed. */
const heldSticker = (id: string, leaseUntil: number, runs?: number) =>
  adminDb()
    .collection('test_stickers')
    .doc(id)
    .update({
      status: 'processing',
      leaseUntil: Timestamp.fromMillis(leaseUntil),
      ...(runs ? { runs } : {}),
    });

describe('a job line made of a descriptor only', () => {
  it('runs once however often it is triggered, completes, and counts the photo made', async () => {
    const user = await createMember('kernel-now', 2);
    const id = await newSticker(user.uid, 'hi');
    const provider = scripted('now');
    const outcomes = await Promise.all([
      runJob(stickerLine, id, provider.deps),
      runJob(stickerLine, id, provider.deps),
    ]);
    // The second finds it held by the first ('busy': the deployed trigger comes back later) or already done.
    expect(outcomes.sort()).toEqual(expect.arrayContaining(['completed']));
    expect(['busy', 'skipped']).toContain(outcomes.find((o) => o !== 'completed'));
    expect(provider.calls.started).toEqual(['HI']);
    expect(await sticker(id)).toMatchObject({
      status: 'completed',
      label: 'HI',
      error: null,
      leaseUntil: null,
    });
    expect((await userDoc(user.uid)).totalGenerations).toBe(1);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('fails with the provider reason and refunds exactly once', async () => {
    const user = await createMember('kernel-fail', 1);
    const id = await newSticker(user.uid, 'no');
    expect(await runJob(stickerLine, id, scripted('fail').deps)).toBe('failed');
    expect(await sticker(id)).toMatchObject({ status: 'failed', error: 'provider.quota' });
    expect(await failJob(stickerLine, await sticker(id), { key: 'sticker.failed' })).toBe('already_settled');
    expect(await runJob(stickerLine, id, scripted('now').deps)).toBe('skipped');
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });

  it('fails a job its line cannot prepare, with the line reason', async () => {
    const user = await createMember('kernel-prepare', 1);
    const id = await newSticker(user.uid, '');
    const provider = scripted('now');
    expect(await runJob(stickerLine, id, provider.deps)).toBe('failed');
    expect(provider.calls.started).toEqual([]);
    expect(await sticker(id)).toMatchObject({ status: 'failed', error: 'sticker.empty' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
  });

  it('leaves a queued job to the reconcile, which polls it after the grace and completes it', async () => {
    const user = await createMember('kernel-queue', 1);
    const id = await newSticker(user.uid, 'later');
    const provider = scripted('queue');
    expect(await runJob(stickerLine, id, provider.deps)).toBe('queued');
    expect(await sticker(id)).toMatchObject({
      status: 'processing',
      providerJobId: 'q-LATER',
      leaseUntil: null,
    });
    const soon = await reconcileJobs(stickerLine, { ...provider.deps, now: Date.now() - 1000 });
    expect([...soon.completed, ...soon.waiting]).not.toContain(id);
    const grace = Date.now() + stickerLine.webhookGraceMs + 1000;
    expect((await reconcileJobs(stickerLine, { ...provider.deps, now: grace })).waiting).toContain(id);
    provider.finish();
    expect((await reconcileJobs(stickerLine, { ...provider.deps, now: grace })).completed).toContain(id);
    expect(await sticker(id)).toMatchObject({ status: 'completed', label: 'polled q-LATER' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('times out an overdue job once though two reconcile runs race, then cancels it at the provider', async () => {
    const user = await createMember('kernel-timeout', 1);
    const id = await newSticker(user.uid, 'stuck');
    const provider = scripted('queue', 'queued');
    await runJob(stickerLine, id, provider.deps);
    const late = Date.now() + stickerLine.timeoutMs + 1000;
    const runs = await Promise.all([
      reconcileJobs(stickerLine, { ...provider.deps, now: late }),
      reconcileJobs(stickerLine, { ...provider.deps, now: late }),
    ]);
    expect(runs.flatMap((r) => r.failed).filter((f) => f === id)).toHaveLength(1);
    expect(await sticker(id)).toMatchObject({ status: 'failed', error: 'sticker.timeout' });
    expect(provider.calls.cancelled).toEqual(['q-STUCK']);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
  });

  it("is cancelled by its owner with the line's status, refunded once, and a second cancel is refused", async () => {
    const user = await createMember('kernel-cancel', 1);
    const id = await newSticker(user.uid, 'bye');
    const provider = scripted('queue', 'queued');
    await runJob(stickerLine, id, provider.deps);
    expect(await cancelJob(stickerLine, await sticker(id), provider.port)).toBe('cancelled');
    expect(await sticker(id)).toMatchObject({ status: 'cancelled', error: 'sticker.cancelled' });
    expect(provider.calls.cancelled).toEqual(['q-BYE']);
    await expect(cancelJob(stickerLine, await sticker(id), provider.port)).rejects.toMatchObject({
      status: 409,
    });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });

  it('N2: waits for an overdue job its provider still runs, and ends it (refunded) only past the running limit', async () => {
    const user = await createMember('kernel-running', 1);
    const id = await newSticker(user.uid, 'slow');
    const provider = scripted('queue');
    await runJob(stickerLine, id, provider.deps);
    const overdue = Date.now() + stickerLine.timeoutMs + 1000;
    expect((await reconcileJobs(stickerLine, { ...provider.deps, now: overdue })).waiting).toContain(id);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    const hung = Date.now() + RUNNING_LIMIT_FACTOR * stickerLine.timeoutMs + 1000;
    expect((await reconcileJobs(stickerLine, { ...provider.deps, now: hung })).failed).toContain(id);
    expect(provider.calls.cancelled).toEqual(['q-SLOW']);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
  });

  it('N2: refuses to cancel a job its provider runs (no refund) unless asked to end it, still unrefunded', async () => {
    const user = await createMember('kernel-cancel-running', 1);
    const id = await newSticker(user.uid, 'busy');
    const provider = scripted('queue');
    await runJob(stickerLine, id, provider.deps);
    await expect(cancelJob(stickerLine, await sticker(id), provider.port)).rejects.toMatchObject({
      status: 409,
      key: 'sticker.cancel_running',
    });
    expect(provider.calls.cancelled).toEqual([]);
    const ended = await cancelJob(stickerLine, await sticker(id), provider.port, { whenRunning: 'end' });
    expect(ended).toBe('cancelled');
    expect(provider.calls.cancelled).toEqual(['q-BUSY']);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).credits.instant).toBe(0);
  });

  it('N2: a cancel whose provider cannot be reached refunds nothing (503)', async () => {
    const user = await createMember('kernel-cancel-unreachable', 1);
    const id = await newSticker(user.uid, 'dark');
    const provider = scripted('queue');
    await runJob(stickerLine, id, provider.deps);
    provider.port.check = async () => {
      throw new ProviderError('unavailable', 'fal', 0);
    };
    await expect(cancelJob(stickerLine, await sticker(id), provider.port)).rejects.toMatchObject({
      status: 503,
    });
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('is not claimed again while a runner holds it under a live lease', async () => {
    const user = await createMember('kernel-lease', 1);
    const id = await newSticker(user.uid, 'held');
    await heldSticker(id, Date.now() + 60_000);
    expect(await runJob(stickerLine, id, scripted('now').deps)).toBe('busy');
    const later = Date.now() + 2 * stickerLine.leaseMs;
    expect(await runJob(stickerLine, id, { ...scripted('now').deps, now: () => later })).toBe('completed');
  });

  it('reliability risk 5 — fails and refunds a job whose runners died twice, without running it again', async () => {
    const user = await createMember('kernel-crash', 1);
    const id = await newSticker(user.uid, 'boom');
    const provider = scripted('now');
    // Two runners claimed it and died (out of memory): each left its lease to run out.
    let clock = Date.now();
    for (let run = 1; run <= MAX_RUNS; run++) {
      await heldSticker(id, clock - 1, run);
      clock += stickerLine.leaseMs;
    }
    expect(await runJob(stickerLine, id, { ...provider.deps, now: () => clock })).toBe('failed');
    expect(provider.calls.started).toEqual([]);
    expect(await sticker(id)).toMatchObject({
      status: 'failed',
      error: 'sticker.failed',
      runs: MAX_RUNS + 1,
    });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });

  it('runs a job again once after its first runner died', async () => {
    const user = await createMember('kernel-rerun', 1);
    const id = await newSticker(user.uid, 'again');
    await heldSticker(id, Date.now() - 1, 1);
    const provider = scripted('now');
    expect(await runJob(stickerLine, id, provider.deps)).toBe('completed');
    expect(provider.calls.started).toEqual(['AGAIN']);
  });
});
