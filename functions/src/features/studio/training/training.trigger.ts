// trainings/{id} created (POST /training/start) → the job runs (jobs/run.ts on training.line.ts; the lease there makes a trigger
// that fires twice act once). No automatic retry: a failed run fails the training (and refunds it) itself, and
// the expiry schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../../config';
import { providersFor } from '../../../providers';
import { runJob, webhookUrlFor } from '../../../jobs';
import { trainingLine } from './training.line';

export const trainingJob = onDocumentCreated(
  {
    document: 'trainings/{trainingId}',
    region: REGION,
    // The local trainer runs the engine (workers and models) over up to 50 photos.
    memory: '2GiB',
    // Below the lease (trainingLine.leaseMs), so a live run is never taken over.
    timeoutSeconds: 540,
    secrets: [...FUNCTION_SECRETS.trainingJob],
    retry: false,
  },
  async (event) => {
    const providers = providersFor(settings());
    await runJob(trainingLine, event.params.trainingId, {
      portFor: (name) => providers.jobPort('training', name),
      webhookUrl: webhookUrlFor(trainingLine, providers.publicBaseUrl),
    });
  },
);
