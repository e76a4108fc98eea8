// Shared steps of the suites against the fake fal: finding the delivery our webhook route accepted for a job,
// posting a delivery again (a replay, or a forged copy), and whether a delivery was recorded.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import { reconcileJobs, type JobRecord, type LineOf, type ReconcileDeps } from '../../functions/src/jobs';
import { startFakeFal, type FakeFal, type WebhookDelivery } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminDb } from './emulator';

/** The fake fal of a test file, on the port the emulated functions call: started before its tests, closed after. */
export function fakeFalForFile(): () => FakeFal {
  let fal: FakeFal;
  beforeAll(async () => {
    fal = await startFakeFal({ port: fakePort('fal') });
  });
  afterAll(() => fal.close());
  return () => fal;
}

/**
 * fal's record of the delivery we accepted for a job, once our answer has come back (one that came before the
 * job id was stored was refused with 409 and retried).
 */
export async function acceptedDelivery(fal: FakeFal, jobId: string): Promise<WebhookDelivery> {
  for (;;) {
    const found = fal.deliveries.find(
      (d) => d.headers['x-fal-webhook-request-id'] === jobId && d.status === 200,
    );
    if (found) return found;
    await sleep(50);
  }
}

/** Posts a delivery to our webhook route (its `url`) as fal would, answering our status and outcome. */
export async function postDelivery(delivery: Pick<WebhookDelivery, 'url' | 'headers' | 'body'>) {
  const res = await fetch(delivery.url, {
    method: 'POST',
    headers: delivery.headers,
    body: new Uint8Array(delivery.body),
  });
  return { status: res.status, outcome: ((await res.json()) as { outcome: string }).outcome };
}

/** Whether the delivery of fal job `jobId` was recorded as applied. */
export const falEventExists = async (jobId: string) =>
  (await adminDb().collection('events').doc(`fal:${jobId}`).get()).exists;

/** Runs the reconcile (past the webhook's grace) until it completes job `id`: the path of a lost webhook. */
export async function completedByReconcile<J extends JobRecord>(
  line: LineOf<J>,
  id: string,
  portFor: ReconcileDeps['portFor'],
) {
  // Each run polls the job; it completes at fal while we ask.
  const now = () => Date.now() + line.webhookGraceMs + 1000;
  for (;;) {
    const report = await reconcileJobs(line, { portFor, now: now() });
    if (report.completed.includes(id)) return;
    expect(report.errors).toEqual([]);
  }
}
