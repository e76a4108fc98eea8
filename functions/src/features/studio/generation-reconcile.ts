// The generation reconcile (every 2 minutes, generation-reconcile.schedule.ts), for the jobs nobody finished:
// - a generation queued at fal whose webhook is late: polled with `check()`; a finished one is settled here,
//   exactly as the webhook would have (generation-settle.ts decides who wins a race);
// - a generation pending or processing longer than GENERATION_TIMEOUT_MS: failed with `generation.timeout` and
//   refunded in the same transaction (a queued one is then cancelled at fal).
// `now` is a parameter so tests can move the clock.
import { Timestamp } from 'firebase-admin/firestore';
import { GENERATION_TIMEOUT_MS, type StudioProviderName } from '../../contracts';
import { ProviderError, type StudioGenerator } from '../../providers/ai';
import { failureOf } from '../../jobs';
import { GENERATION_FAILED } from './generation-run';
import { completeGeneration, failGeneration, type SettleOutcome } from './generation-settle';
import { findOpenGenerations, type GenerationRecord } from './generation.repo';

/** How long a queued job's webhook may take before the reconcile polls fal. */
export const GENERATION_WEBHOOK_GRACE_MS = 60 * 1000;
const BATCH = 200;
const TIMEOUT = { key: 'generation.timeout' };

export interface GenerationReconcileReport {
  completed: string[];
  failed: string[];
  waiting: string[];
  errors: string[];
}

export async function reconcileGenerations(deps: {
  generatorFor(provider: StudioProviderName): StudioGenerator;
  now?: number;
}): Promise<GenerationReconcileReport> {
  const now = deps.now ?? Date.now();
  const report: GenerationReconcileReport = { completed: [], failed: [], waiting: [], errors: [] };
  const open = await findOpenGenerations(
    ['pending', 'processing'],
    Timestamp.fromMillis(now - GENERATION_WEBHOOK_GRACE_MS),
    BATCH,
  );
  for (const generation of open) {
    try {
      const outcome = await reconcileOne(generation, deps.generatorFor(generation.provider), now);
      if (outcome === 'completed') report.completed.push(generation.id);
      else if (outcome === 'failed') report.failed.push(generation.id);
      else report.waiting.push(generation.id);
    } catch (err) {
      report.errors.push(`${generation.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

const overdue = (g: GenerationRecord, now: number) =>
  !!g.createdAt && g.createdAt.toDate().getTime() <= now - GENERATION_TIMEOUT_MS;

async function reconcileOne(
  generation: GenerationRecord,
  generator: StudioGenerator,
  now: number,
): Promise<SettleOutcome | 'waiting'> {
  const jobId = generation.providerJobId;
  if (generation.status !== 'processing' || !jobId)
    return overdue(generation, now) ? failGeneration(generation, TIMEOUT, { now }) : 'waiting';
  try {
    const progress = await generator.check(jobId);
    if (progress.state === 'completed') return await completeGeneration(generation, progress, { jobId, now });
  } catch (err) {
    // fal answered that the job failed: settle it, as its webhook would have. Not reaching fal at all
    // (status 0) says nothing about the job: try again next run, until it is overdue.
    if (err instanceof ProviderError && err.status !== 0)
      return failGeneration(generation, failureOf(err, GENERATION_FAILED), { jobId, now });
    if (!overdue(generation, now)) throw err;
  }
  if (!overdue(generation, now)) return 'waiting';
  // Settled (and refunded) first: the end fal reports for the cancelled job then finds it final.
  const outcome = await failGeneration(generation, TIMEOUT, { jobId, now });
  if (outcome === 'failed') await generator.cancel(jobId).catch(() => undefined);
  return outcome;
}
