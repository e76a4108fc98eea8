// instant_edits/{id} created (POST /instant/edit) → the job runs (jobs/run.ts on instant.line.ts; tests call it
// directly). The lease there makes a trigger that fires twice act once. No automatic retry: a failed run
// settles the edit as failed (and refunds it) itself, and the reconcile schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { runJob, webhookUrlFor } from '../../jobs';
import { providersFor } from '../../providers';
import { instantLine } from './instant.line';

export const instantEditJob = onDocumentCreated(
  {
    document: 'instant_edits/{editId}',
    region: REGION,
    // Like the imaging function: the local engine's workers and models, and the second vCPU.
    memory: '2GiB',
    // Below the job's lease (instantLine.leaseMs), so a live run is never taken over.
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.instantEditJob],
    retry: false,
  },
  async (event) => {
    const providers = providersFor(settings());
    await runJob(instantLine, event.params.editId, {
      portFor: (name) => providers.jobPort('instant', name),
      webhookUrl: webhookUrlFor(instantLine, providers.publicBaseUrl),
    });
  },
);
