// generations/{id} created (POST /generation/start) → the job runs (generation-run.ts; the lease there makes a
// trigger that fires twice act once). No automatic retry: a failed run settles the generation as failed (and
// refunds it) itself, and the reconcile schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { providersFor } from '../../providers';
import { runGenerationJob, type GenerationJobDeps } from './generation-run';

/** What a deployed job uses: the configured adapters, and our public webhook route for fal. */
export function deployedGenerationDeps(): GenerationJobDeps {
  const providers = providersFor(settings());
  return {
    generatorFor: providers.studioGeneratorFor,
    webhookUrl: (id) =>
      `${providers.publicBaseUrl.replace(/\/$/, '')}/api/v1/generation/fal-webhook?generation_id=${encodeURIComponent(id)}`,
  };
}

export const generationJob = onDocumentCreated(
  {
    document: 'generations/{generationId}',
    region: REGION,
    // The local engine composes the headshots and scores every result (workers, models, the second vCPU).
    memory: '2GiB',
    // Below the job's lease (generation-settle.ts GENERATION_LEASE_MS), so a live run is never taken over.
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.generationJob],
    retry: false,
  },
  async (event) => {
    await runGenerationJob(event.params.generationId, deployedGenerationDeps());
  },
);
