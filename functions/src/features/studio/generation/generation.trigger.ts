// generations/{id} created (POST /generation/start) → the job runs (jobs/run.ts on generation.line.ts; the lease there makes a
// trigger that fires twice act once). No automatic retry: a failed run settles the generation as failed (and
// refunds it) itself, and the reconcile schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../../config';
import { providersFor } from '../../../providers';
import { runJob, webhookUrlFor } from '../../../jobs';
import { generationLine } from './generation.line';

export const generationJob = onDocumentCreated(
  {
    document: 'generations/{generationId}',
    region: REGION,
    // The local engine composes the headshots and scores every result (workers, models, the second vCPU).
    memory: '2GiB',
    // Below the job's lease (generationLine.leaseMs), so a live run is never taken over.
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.generationJob],
    retry: false,
  },
  async (event) => {
    const providers = providersFor(settings());
    await runJob(generationLine, event.params.generationId, {
      portFor: (name) => providers.jobPort('generation', name),
      webhookUrl: webhookUrlFor(generationLine, providers.publicBaseUrl),
    });
  },
);
