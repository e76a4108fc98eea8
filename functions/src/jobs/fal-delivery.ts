// A fal webhook delivery checked and applied for every line that queues jobs at fal:
// Ed25519 signature over fal's JWKS (cached per URL and instance, at most 24 h), a 5-minute window, and
// deduplication against events/fal:{requestId}. The events document itself is written by the transaction that
// settles the job, so two deliveries racing each other still settle once.
import type { Request, Response } from 'express';
import {
  ProviderError,
  falWebhookVerifier,
  jwksSource,
  type DeliveryLedger,
  type WebhookVerdict,
} from '../providers/ai';
import { db } from '../shared/firebase';
import { eventRef } from './events';
import { failureOf } from './failure';
import { getJob, isFinal, readJob, type FalDeliveryReader, type JobRecord, type LineOf } from './line';
import { completeJob, failJob } from './settle';

const durableLedger: DeliveryLedger = {
  claim: async (requestId) => !(await eventRef('fal', requestId).get()).exists,
};

const jwksCaches = new Map<string, ReturnType<typeof jwksSource>>();
const keysFor = (url: string) => {
  if (!jwksCaches.has(url)) jwksCaches.set(url, jwksSource(url));
  return jwksCaches.get(url)!;
};

export function verifyFalDelivery(
  deps: { jwksUrl: string; now?: () => number },
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<WebhookVerdict> {
  const source = keysFor(deps.jwksUrl);
  return falWebhookVerifier({
    keys: (force) => source.keys(force),
    seen: durableLedger,
    now: deps.now,
  }).verify(headers, rawBody);
}

/** Outcomes of a webhook route, and the HTTP status each answers: 2xx stops fal's retries, 409 asks for one. */
export type FalWebhookOutcome =
  'completed' | 'failed' | 'duplicate' | 'unknown_job' | 'not_yet' | 'refused' | 'malformed';

export const WEBHOOK_STATUS: Record<FalWebhookOutcome, number> = {
  completed: 200,
  failed: 200,
  duplicate: 200,
  unknown_job: 200,
  not_yet: 409,
  refused: 401,
  malformed: 400,
};

/** The verdict's refusal as an outcome, or null when the delivery is genuine and new. */
export function refusalOf(verdict: WebhookVerdict): FalWebhookOutcome | null {
  if (verdict.ok) return null;
  if (verdict.reason === 'duplicate') return 'duplicate';
  return verdict.reason === 'malformed' ? 'malformed' : 'refused';
}

/**
 * A fal webhook delivery applied to the job it ends. Unauthenticated: the Ed25519 signature over fal's JWKS is
 * the authentication (providers/ai/fal-webhook.ts, 5-minute window). Security assumptions:
 * - fal signs every customer's deliveries with the same keys, so a valid signature alone proves nothing about
 *   which job: the delivery's request id must be the provider job stored on the job (named in the URL for the
 *   lines whose webhook names it);
 * - a delivery is applied once: events/fal:{requestId} is written in the transaction that settles the job,
 *   and a delivery whose event exists (or whose job is settled) is acknowledged without any work;
 * - a delivery that arrives before the job id is stored (fal can be faster than our write) is refused with
 *   409, so fal retries it; the reconcile polls the job if it never comes back.
 */
export async function applyFalDelivery<J extends JobRecord, R extends { state: 'completed' }>(
  line: LineOf<J>,
  deps: { port: FalDeliveryReader<R>; jwksUrl: string; now?: () => number },
  urlId: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<FalWebhookOutcome> {
  const verdict = await verifyFalDelivery(deps, headers, rawBody);
  if (!verdict.ok) return refusalOf(verdict)!;
  const found = await deliveredJob(line, urlId, verdict.requestId);
  if (typeof found === 'string') return found;

  const options = { jobId: verdict.requestId, delivery: { provider: 'fal', id: verdict.requestId } };
  // The job failed at fal, or its result cannot be used: the job fails and its credit comes back.
  const fail = async (err: unknown): Promise<FalWebhookOutcome> =>
    (await failJob(line, found, failureOf(err, line.failedKey), options)) === 'failed'
      ? 'failed'
      : 'duplicate';
  let result;
  try {
    result = await deps.port.fromWebhook(verdict.body);
  } catch (err) {
    return fail(err);
  }
  if (result.state !== 'completed') return 'not_yet';
  let outcome;
  try {
    outcome = await completeJob(line, found, result as R, options);
  } catch (err) {
    // A Storage or Firestore error, or fal's file out of reach, answers 500 and fal delivers again; a result
    // that cannot be kept (a LoRA over its cap, streamed while the job completes) fails the job as above.
    if (!(err instanceof ProviderError) || err.status === 0) throw err;
    return fail(err);
  }
  return outcome === 'completed' ? 'completed' : 'duplicate';
}

/** The job a genuine delivery ends, or the outcome to answer without any work. */
async function deliveredJob<J extends JobRecord>(
  line: LineOf<J>,
  urlId: string | undefined,
  requestId: string,
): Promise<J | FalWebhookOutcome> {
  if (!line.webhook.idParam) {
    const snap = await db()
      .collection(line.collection)
      .where('providerJobId', '==', requestId)
      .limit(1)
      .get();
    const job = snap.empty ? null : readJob<J>(snap.docs[0]!);
    if (!job) return 'not_yet';
    return job.provider !== 'fal' || isFinal(line, job.status) ? 'duplicate' : job;
  }
  const job = urlId ? await getJob(line, urlId) : null;
  if (!job || job.provider !== 'fal') return 'unknown_job';
  if (isFinal(line, job.status)) return 'duplicate';
  if (job.providerJobId !== requestId) return job.providerJobId ? 'unknown_job' : 'not_yet';
  return job;
}

/** The route fal posts a line's deliveries to: applies the raw body and answers the outcome's status. */
export const falWebhookRoute =
  <J extends JobRecord, R extends { state: 'completed' }>(
    line: LineOf<J>,
    fal: () => { port: FalDeliveryReader<R>; jwksUrl: string },
  ) =>
  async (req: Request, res: Response) => {
    const raw = (req as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
    const named = line.webhook.idParam ? req.query[line.webhook.idParam] : undefined;
    const urlId = typeof named === 'string' ? named : undefined;
    const outcome = await applyFalDelivery(line, fal(), urlId, req.headers, raw);
    res.status(WEBHOOK_STATUS[outcome]).json({ ok: WEBHOOK_STATUS[outcome] < 300, outcome });
  };
