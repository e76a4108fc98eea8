// Spec §4: a training in pending or training for over 30 minutes fails with 'Training timeout - stuck for over
// 30 minutes' (studio.training_timeout) and its credit comes back, once even when two runs overlap (the refund
// is in the transaction that ends it, which acts only on an open training). A training queued at fal is then
// cancelled there, so fal stops spending on it. Also the owner's cancel (POST /training/{id}/cancel).
import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { TRAINING_TIMEOUT_MS, type StudioProviderName } from '../../contracts';
import type { StudioTrainer } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { endTraining, isOpen, type SettleOutcome } from './settle-training';
import { findTrainings, type TrainingRecord } from './studio.repo';

const BATCH = 200;
export const TIMEOUT_KEY = 'studio.training_timeout';

async function cancelAtProvider(training: TrainingRecord, trainer: StudioTrainer) {
  if (!training.providerJobId) return;
  await trainer.cancel(training.providerJobId).catch((err: unknown) =>
    logger.warn('training cancel at provider failed', {
      trainingId: training.id,
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}

export async function expireTrainings(deps: {
  trainerFor(provider: StudioProviderName): StudioTrainer;
  now?: number;
}): Promise<{ expired: string[]; errors: string[] }> {
  const now = deps.now ?? Date.now();
  const stuck = await findTrainings(
    ['pending', 'training'],
    'startedAt',
    Timestamp.fromMillis(now - TRAINING_TIMEOUT_MS),
    BATCH,
  );
  const report = { expired: [] as string[], errors: [] as string[] };
  for (const training of stuck) {
    try {
      // Ended (and refunded) first, then cancelled at fal: fal's error delivery for the cancelled job then
      // finds the training settled and changes nothing. Only the run that ended it cancels.
      if ((await endTraining(training, { status: 'failed', key: TIMEOUT_KEY }, { now })) !== 'failed')
        continue;
      report.expired.push(training.id);
      await cancelAtProvider(training, deps.trainerFor(training.provider));
    } catch (err) {
      report.errors.push(`${training.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

/** The owner's cancel: only an open training; cancelled at fal, refunded once. */
export async function cancelTraining(
  training: TrainingRecord,
  trainer: StudioTrainer,
): Promise<SettleOutcome> {
  if (!isOpen(training.status)) throw new AppError(409, 'studio.not_cancellable');
  const outcome = await endTraining(training, { status: 'cancelled', key: 'studio.cancelled' });
  if (outcome !== 'cancelled') throw new AppError(409, 'studio.not_cancellable');
  await cancelAtProvider(training, trainer);
  return outcome;
}
