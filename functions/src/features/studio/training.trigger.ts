// trainings/{id} created (POST /training/start) → the job runs (run-training.ts; the lease there makes a trigger
// that fires twice act once). No automatic retry: a failed run fails the training (and refunds it) itself, and
// the expiry schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { providersFor } from '../../providers';
import type { TrainingJobDeps } from './run-training';
import { runTrainingJob } from './run-training';

/** What a deployed job uses: the configured trainers, and our public webhook route for fal. */
export function deployedTrainingDeps(): TrainingJobDeps {
  const providers = providersFor(settings());
  return {
    trainerFor: providers.studioTrainerFor,
    webhookUrl: () => `${providers.publicBaseUrl.replace(/\/$/, '')}/api/v1/training/fal-webhook`,
  };
}

export const trainingJob = onDocumentCreated(
  {
    document: 'trainings/{trainingId}',
    region: REGION,
    // The local trainer runs the engine (workers and models) over up to 50 photos.
    memory: '2GiB',
    // Below the lease (settle-training.ts TRAINING_LEASE_MS), so a live run is never taken over.
    timeoutSeconds: 540,
    secrets: [...FUNCTION_SECRETS.trainingJob],
    retry: false,
  },
  async (event) => {
    await runTrainingJob(event.params.trainingId, deployedTrainingDeps());
  },
);
