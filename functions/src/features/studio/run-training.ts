// The training job, run by the trigger on trainings/{id} (and callable directly: tests run it twice to prove a
// repeated trigger acts once). It claims the training under a lease, reads the session's accepted photos from
// Storage, and hands them to the training's provider: the local trainer answers at once (completed here), fal
// queues the training (finished by the webhook, the reconcile or a refresh). Every failure fails the training
// with a translated reason and refunds its credit, once.
import * as logger from 'firebase-functions/logger';
import type { StudioProviderName } from '../../contracts';
import type { StudioTrainer } from '../../providers/ai';
import { failureOf, readFile } from '../../jobs';
import { claimTraining, completeTraining, failTraining, markQueued } from './settle-training';
import { acceptedPhotos } from './start-training';
import { getOwnSession, type TrainingRecord } from './studio.repo';

export interface TrainingJobDeps {
  /** The adapter of the provider the training was started with (the selection may have changed since). */
  trainerFor(provider: StudioProviderName): StudioTrainer;
  /** Where fal posts the result; without one the reconcile polls. */
  webhookUrl?(trainingId: string): string | undefined;
  now?: () => number;
}

export type TrainingJobOutcome = 'skipped' | 'queued' | 'completed' | 'failed' | 'already_settled';

/** The photos a training learns from, best first (the session's accepted ones). */
export async function trainingPhotos(training: TrainingRecord) {
  const session = await getOwnSession(training.userId, training.sessionId);
  const photos = [];
  for (const photo of session ? acceptedPhotos(session) : []) {
    const data = await readFile(photo.path);
    if (data) photos.push({ data, mimeType: 'image/jpeg' });
  }
  return photos;
}

export async function runTrainingJob(trainingId: string, deps: TrainingJobDeps): Promise<TrainingJobOutcome> {
  const now = deps.now ?? Date.now;
  const training = await claimTraining(trainingId, now());
  if (!training) return 'skipped';
  try {
    const photos = await trainingPhotos(training);
    if (!photos.length)
      return settled(await failTraining(training, { key: 'studio.photos_gone' }, { now: now() }));
    const trainer = deps.trainerFor(training.provider);
    const steps = (training as { steps?: number | null }).steps ?? undefined;
    const started = await trainer.start(
      { photos, triggerWord: training.triggerWord, steps },
      { webhookUrl: deps.webhookUrl?.(training.id) },
    );
    if (started.state === 'queued') {
      if (await markQueued(training, started.jobId)) return 'queued';
      // Settled while we were submitting (cancelled or expired): fal's work is not wanted.
      await trainer.cancel(started.jobId).catch(() => undefined);
      return 'already_settled';
    }
    return settled(await completeTraining(training, started, { now: now() }));
  } catch (err) {
    const failure = failureOf(err);
    logger.warn('training failed', {
      trainingId,
      provider: training.provider,
      key: failure.key,
      error: err instanceof Error ? err.message : String(err),
    });
    return settled(await failTraining(training, failure, { now: now() }));
  }
}

const settled = (outcome: string): TrainingJobOutcome =>
  outcome === 'completed' || outcome === 'failed' ? outcome : 'already_settled';
