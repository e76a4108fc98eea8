// instant_edits/{id} created (POST /instant/edit) → the job runs. The handler lives in run-edit.ts so tests call
// it directly; the lease there makes a trigger that fires twice act once. No automatic retry: a failed run
// settles the edit as failed (and refunds it) itself, and the reconcile schedule catches a run that died.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { providersFor } from '../../providers';
import { runEditJob, type EditJobDeps } from './run-edit';

/** What a deployed job uses: the configured adapters, and our public webhook route for queued providers. */
export function deployedJobDeps(): EditJobDeps {
  const providers = providersFor(settings());
  return {
    editorFor: providers.instantEditorFor,
    webhookUrl: (editId) =>
      `${providers.publicBaseUrl.replace(/\/$/, '')}/api/v1/instant/fal-webhook?edit_id=${encodeURIComponent(editId)}`,
  };
}

export const instantEditJob = onDocumentCreated(
  {
    document: 'instant_edits/{editId}',
    region: REGION,
    // Like the imaging function: the local engine's workers and models, and the second vCPU.
    memory: '2GiB',
    // Below the job's lease (settle-edit.ts INSTANT_LEASE_MS), so a live run is never taken over.
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.instantEditJob],
    retry: false,
  },
  async (event) => {
    await runEditJob(event.params.editId, deployedJobDeps());
  },
);
