// The instant job's state machine on the emulators: the trigger and direct calls of its handler race for one
// edit and it settles once; a provider failure refunds exactly once; parallel edits never overspend; the
// reconcile fails a stuck job with a refund, once, however often it runs.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantLine } from '../../functions/src/features/instant/instant.line';
import type { EditRecord } from '../../functions/src/features/instant/instant.repo';
import { claimJob, failJob, getJob, reconcileJobs, runJob, type JobDeps } from '../../functions/src/jobs';
import {
  geminiInstantEditor,
  localInstantEditor,
  type InstantEditor,
} from '../../functions/src/providers/ai';
import { documentTrigger, JobBusy } from '../../functions/src/triggers';
import { FAKE_GEMINI_KEY, startFakeGemini, type FakeGemini } from '../fakes/gemini';
import { fakePort } from '../fakes/ports';
import { adminDb } from './emulator';
import { createMember } from './payments-helpers';
import { abandonedEdit, edit, editWith, entriesFor, settled, upload, userDoc } from './instant-helpers';

adminDb();

const getEdit = (id: string) => getJob<EditRecord>(instantLine, id);

let gemini: FakeGemini;
beforeAll(async () => {
  gemini = await startFakeGemini({ port: fakePort('gemini') });
});
afterAll(() => gemini.close());

/** The handler's dependencies as the deployed trigger builds them, pointed at the fakes. */
const deps: JobDeps<InstantEditor> = {
  portFor: (provider) =>
    provider === 'gemini'
      ? geminiInstantEditor({ apiKey: FAKE_GEMINI_KEY, baseUrl: gemini.url, model: 'gemini-3.1-flash-image' })
      : localInstantEditor(),
};

describe('the instant job', () => {
  it('completes a Gemini edit through the trigger with the model that made it', async () => {
    const user = await createMember('job-gemini', 2);
    const id = await editWith(user, 'gemini', 'anime');
    const doc = await settled(id);
    expect(doc).toMatchObject({ status: 'completed', provider: 'gemini', model: 'gemini-3.1-flash-image' });
    expect((await userDoc(user.uid)).totalGenerations).toBe(1);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('refunds a provider failure exactly once when the trigger and two direct runs race for the edit', async () => {
    const user = await createMember('job-quota', 3);
    const id = await editWith(user, 'gemini', 'anime', 'quota');
    expect((await userDoc(user.uid)).credits.instant).toBe(2);
    // The trigger is already on its way; two more runs of the same handler join it.
    const outcomes = await Promise.all([runJob(instantLine, id, deps), runJob(instantLine, id, deps)]);
    const doc = await settled(id);
    expect(doc).toMatchObject({
      status: 'failed',
      error: 'provider.quota',
      errorParams: { provider: 'Gemini', status: 429 },
    });
    expect(outcomes.filter((o) => o === 'failed').length).toBeLessThanOrEqual(1);
    // Reported failed once more, and run again: nothing changes.
    expect(await failJob(instantLine, (await getEdit(id))!, { key: 'provider.unavailable' })).toBe(
      'already_settled',
    );
    expect(await runJob(instantLine, id, deps)).toBe('skipped');
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    const profile = await userDoc(user.uid);
    expect([profile.credits.instant, profile.totalGenerations ?? 0]).toEqual([3, 0]);
  });

  it('reliability risk 5 — its deployed trigger is retried, and asks for it while a runner holds the edit', async () => {
    const user = await createMember('job-busy', 1);
    const id = await abandonedEdit(user.uid);
    const trigger = documentTrigger('instantEditJob');
    expect(trigger.__endpoint.eventTrigger?.retry).toBe(true);
    const event = { params: { id } } as unknown as Parameters<typeof trigger.run>[0];
    await expect(trigger.run(event)).rejects.toBeInstanceOf(JobBusy);
    const held = (await adminDb().collection('instant_edits').doc(id).get()).data();
    expect([held?.status, held?.runs]).toEqual(['processing', undefined]);
  });

  it('issue 22 item 8 — a crashed edit runs once more, and is refunded within 5 minutes if that runner dies too', async () => {
    const user = await createMember('job-crash-clock', 1);
    // The first runner claimed it at `claimedAt` and died holding it.
    const claimedAt = Date.now();
    const id = await abandonedEdit(user.uid, {
      leaseUntil: Timestamp.fromMillis(claimedAt + instantLine.leaseMs),
    });
    await adminDb().collection('instant_edits').doc(id).update({ runs: 1 });
    const at = (ms: number) => ({ ...deps, now: () => ms });
    // A retried trigger within the dead runner's lease is told to come back (the function may still be running).
    expect(await runJob(instantLine, id, at(claimedAt + instantLine.leaseMs - 1000))).toBe('busy');
    // At its end one more runner takes it, and dies too.
    const second = claimedAt + instantLine.leaseMs;
    expect(await claimJob(instantLine, id, second)).toMatchObject({ runs: 2 });
    expect(await runJob(instantLine, id, at(second + instantLine.leaseMs - 1000))).toBe('busy');
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    // The next retry after that lease fails it and refunds, without running it a third time.
    const refundedAt = second + instantLine.leaseMs;
    expect(await runJob(instantLine, id, at(refundedAt))).toBe('failed');
    expect(refundedAt - claimedAt).toBeLessThanOrEqual(5 * 60_000);
    expect(await getEdit(id)).toMatchObject({ status: 'failed', error: instantLine.failedKey, runs: 3 });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });

  it('turns 10 parallel edits on 5 credits into exactly 5 jobs and 5 answers of 402', async () => {
    const user = await createMember('job-parallel', 5);
    const uploadId = await upload(user);
    const answers = await Promise.all(Array.from({ length: 10 }, () => edit(user, uploadId, 'linkedin')));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 202, 202, 202, 402, 402, 402, 402, 402]);
    const ids = answers.filter((a) => a.status === 202).map((a) => a.body!.edit_id as string);
    const jobs = await adminDb().collection('instant_edits').where('userId', '==', user.uid).get();
    expect(jobs.docs.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect((await userDoc(user.uid)).credits.instant).toBe(0);
    for (const id of ids) expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    // Let the five jobs finish here rather than under the next test.
    for (const id of ids) expect((await settled(id)).status).toBe('completed');
    expect((await userDoc(user.uid)).totalGenerations).toBe(5);
  }, 120_000);
});

describe('the instant reconcile', () => {
  it('leaves a job alone within its limit, then fails it past the limit with one refund however often it runs', async () => {
    const user = await createMember('reconcile-stuck', 1);
    const id = await abandonedEdit(user.uid);
    expect((await userDoc(user.uid)).credits.instant).toBe(0);

    const early = await reconcileJobs(instantLine, { ...deps, now: Date.now() + instantLine.timeoutMs / 2 });
    expect(early.failed).not.toContain(id);
    expect((await getEdit(id))!.status).toBe('processing');

    const later = Date.now() + instantLine.timeoutMs + 60_000;
    const runs = await Promise.all([
      reconcileJobs(instantLine, { ...deps, now: later }),
      reconcileJobs(instantLine, { ...deps, now: later }),
      runJob(instantLine, id, deps),
    ]);
    expect(runs[0].failed.concat(runs[1].failed).filter((f) => f === id)).toHaveLength(1);
    expect(await getEdit(id)).toMatchObject({ status: 'failed', error: 'instant.timeout' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });
});
