// A queued provider end to end on the emulators, against the fake fal: the trigger submits the job with our
// webhook URL, the fake's signed delivery completes it through POST /instant/fal-webhook, a replayed delivery
// changes nothing, a lost webhook is made good by the reconcile's polling, and a failed job refunds once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantLine } from '../../functions/src/features/instant/instant.line';
import type { InstantEditDoc } from '../../functions/src/contracts';
import { falInstantEditor } from '../../functions/src/providers/ai';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminDb, hostingUrl, untilDoc } from './emulator';
import { acceptedDelivery, completedByReconcile, falEventExists, postDelivery } from './fal-helpers';
import { createMember } from './payments-helpers';
import { abandonedEdit, editDoc, editWith, entriesFor, settled, userDoc } from './instant-helpers';

adminDb();

let fal: FakeFal;
beforeAll(async () => {
  fal = await startFakeFal({ port: fakePort('fal') });
});
afterAll(() => fal.close());

const MODEL = 'fal-ai/flux-pro/kontext';
const editorFor = () =>
  falInstantEditor({ key: FAKE_FAL_KEY, queueBaseUrl: fal.url, restBaseUrl: fal.url, model: MODEL });

describe('an instant edit on fal', () => {
  it('is completed by the signed webhook, and a replayed delivery is applied once', async () => {
    const user = await createMember('fal-webhook', 2);
    const id = await editWith(user, 'fal', 'figure');
    const doc = await settled(id);
    expect(doc).toMatchObject({
      status: 'completed',
      provider: 'fal',
      model: MODEL,
      outputs: [`users/${user.uid}/instant/results/${id}/0.jpg`],
    });
    const jobId = doc.providerJobId!;
    const delivery = await acceptedDelivery(fal, jobId);
    expect(delivery.url).toBe(`${hostingUrl()}/api/v1/instant/fal-webhook?edit_id=${id}`);
    expect(fal.jobs.get(jobId)!.input.prompt).toMatch(/^a 1\/7 scale collectible figure/);
    expect(await falEventExists(jobId)).toBe(true);

    // fal retries with a fresh timestamp; an attacker resends the captured one: both change nothing.
    expect((await fal.redeliver(jobId)).status).toBe(200);
    expect(await postDelivery(delivery)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    const profile = await userDoc(user.uid);
    expect([profile.credits.instant, profile.totalGenerations]).toEqual([1, 1]);
    expect((await editDoc(id)).updatedAt!.toDate()).toEqual(doc.updatedAt!.toDate());
  });

  it('refuses a delivery whose body does not match its signature', async () => {
    const user = await createMember('fal-forged', 1);
    const id = await editWith(user, 'fal', 'figure');
    const doc = await settled(id);
    const jobId = doc.providerJobId!;
    // Signed by fal's key, but over another body than the one sent.
    const signed = Buffer.from(JSON.stringify({ request_id: jobId, status: 'OK', payload: {} }));
    const sent = Buffer.from(JSON.stringify({ request_id: jobId, status: 'ERROR', payload: {} }));
    const url = `${hostingUrl()}/api/v1/instant/fal-webhook?edit_id=${id}`;
    expect(await postDelivery({ url, headers: fal.sign(signed), body: sent })).toEqual({
      status: 401,
      outcome: 'refused',
    });
    expect((await editDoc(id)).status).toBe('completed');
  });

  it('refuses with 409 a delivery that comes before the job id is stored (fal retries), and ignores one for another job', async () => {
    const user = await createMember('fal-early', 1);
    const id = await abandonedEdit(user.uid, { provider: 'fal', presetId: 'figure', localLook: null });
    const url = `${hostingUrl()}/api/v1/instant/fal-webhook?edit_id=${id}`;
    const body = Buffer.from(JSON.stringify({ request_id: 'job-early', status: 'OK', payload: {} }));
    expect(await postDelivery({ url, headers: fal.sign(body), body })).toEqual({
      status: 409,
      outcome: 'not_yet',
    });
    await adminDb().collection('instant_edits').doc(id).update({ providerJobId: 'job-mine' });
    expect(await postDelivery({ url, headers: fal.sign(body), body })).toEqual({
      status: 200,
      outcome: 'unknown_job',
    });
    expect(await editDoc(id)).toMatchObject({ status: 'processing', providerJobId: 'job-mine' });
    expect(await falEventExists('job-early')).toBe(false);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });

  it('fails a job fal ends in error, refunding its credit once', async () => {
    const user = await createMember('fal-error', 1);
    const id = await editWith(user, 'fal', 'figure', 'fail');
    const doc = await settled(id);
    expect(doc).toMatchObject({ status: 'failed', error: 'provider.unavailable' });
    expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
  });

  it('is completed by the reconcile polling fal when the webhook is lost, and the late webhook changes nothing', async () => {
    const user = await createMember('fal-poll', 1);
    fal.loseWebhooks = true;
    let id: string;
    try {
      id = await editWith(user, 'fal', 'figure');
      const queued = await untilDoc<InstantEditDoc>('instant_edits', id, (d) => !!d.providerJobId);
      expect(queued.status).toBe('processing');
      await completedByReconcile(instantLine, id, editorFor);
    } finally {
      fal.loseWebhooks = false;
    }
    const doc = await editDoc(id);
    expect(doc).toMatchObject({ status: 'completed', model: MODEL });
    expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).totalGenerations).toBe(1);
  });
});
