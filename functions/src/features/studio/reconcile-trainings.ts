// Polling fal for trainings (every 2 minutes, training-schedules.ts; and POST /training/{id}/refresh-status):
// a training queued at fal whose webhook is late is checked; a finished one is completed here exactly as the
// webhook would have (settle-training.ts decides who wins a race), a queued or running one has its stage and
// queue position noted. `now` is a parameter so tests can move the clock.
import { Timestamp } from 'firebase-admin/firestore';
import type { StudioProviderName } from '../../contracts';
import { ProviderError, type StudioTrainer } from '../../providers/ai';
import { failureOf } from '../../jobs';
import { completeTraining, failTraining, noteProgress, type SettleOutcome } from './settle-training';
import { findTrainings, type TrainingRecord } from './studio.repo';

/** How long a queued training goes without news before the schedule polls fal. */
export const TRAINING_WEBHOOK_GRACE_MS = 60 * 1000;
/** Trainings looked at per run; the next run takes the rest. */
const BATCH = 100;

export type PollOutcome = SettleOutcome | 'queued' | 'running' | 'not_queued';

/** Asks fal where the training is and applies the answer. */
export async function pollTraining(
  training: TrainingRecord,
  trainer: StudioTrainer,
  now = Date.now(),
): Promise<PollOutcome> {
  const jobId = training.providerJobId;
  if (training.status !== 'training' || !jobId) return 'not_queued';
  try {
    const progress = await trainer.check(jobId);
    if (progress.state === 'completed') return await completeTraining(training, progress, { jobId, now });
    await noteProgress(
      training,
      progress.state === 'queued' ? progress.queuePosition : null,
      progress.state === 'running',
    );
    return progress.state;
  } catch (err) {
    // fal answered that the training failed: settle it, as its webhook would have. Not reaching fal at all
    // (status 0) says nothing about the training: the next run tries again, until the 30-minute expiry.
    if (err instanceof ProviderError && err.status !== 0)
      return failTraining(training, failureOf(err), { jobId, now });
    throw err;
  }
}

export interface ReconcileReport {
  completed: string[];
  failed: string[];
  waiting: string[];
  errors: string[];
}

export async function reconcileTrainings(deps: {
  trainerFor(provider: StudioProviderName): StudioTrainer;
  now?: number;
}): Promise<ReconcileReport> {
  const now = deps.now ?? Date.now();
  const report: ReconcileReport = { completed: [], failed: [], waiting: [], errors: [] };
  const quiet = await findTrainings(
    ['training'],
    'updatedAt',
    Timestamp.fromMillis(now - TRAINING_WEBHOOK_GRACE_MS),
    BATCH,
  );
  for (const training of quiet.filter((t) => t.providerJobId)) {
    try {
      const outcome = await pollTraining(training, deps.trainerFor(training.provider), now);
      if (outcome === 'completed') report.completed.push(training.id);
      else if (outcome === 'failed') report.failed.push(training.id);
      else report.waiting.push(training.id);
    } catch (err) {
      report.errors.push(`${training.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}
