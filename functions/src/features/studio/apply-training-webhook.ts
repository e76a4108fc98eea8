// POST /training/fal-webhook: the end of a fal training. Unauthenticated: the Ed25519 signature over fal's JWKS
// is the authentication (jobs/fal-delivery.ts, 5-minute window). Security assumptions, as the instant line's:
// - a valid signature proves only that fal sent it: the delivery's request id must be a training's stored job id;
// - a delivery is applied once: events/fal:{requestId} is written in the transaction that settles the training,
//   and a delivery whose event exists (or whose training is settled) is acknowledged without any work;
// - a delivery that arrives before the job id is stored is refused with 409, so fal retries it (the reconcile
//   polls the job if it never comes back).
import type { FalStudioTrainer } from '../../providers/ai';
import { failureOf, verifyFalDelivery } from '../../jobs';
import { completeTraining, failTraining, isFinal } from './settle-training';
import { trainingByJob } from './studio.repo';

export type TrainingWebhookOutcome =
  'completed' | 'failed' | 'duplicate' | 'not_yet' | 'refused' | 'malformed';

/** HTTP status per outcome: 2xx stops fal's retries, 409 asks for one, 401/400 refuse. */
export const TRAINING_WEBHOOK_STATUS: Record<TrainingWebhookOutcome, number> = {
  completed: 200,
  failed: 200,
  duplicate: 200,
  not_yet: 409,
  refused: 401,
  malformed: 400,
};

export async function applyTrainingWebhook(
  deps: { trainer: FalStudioTrainer; jwksUrl: string; now?: () => number },
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<TrainingWebhookOutcome> {
  const verdict = await verifyFalDelivery(deps, headers, rawBody);
  if (!verdict.ok) {
    if (verdict.reason === 'duplicate') return 'duplicate';
    return verdict.reason === 'malformed' ? 'malformed' : 'refused';
  }
  const training = await trainingByJob(verdict.requestId);
  if (!training) return 'not_yet';
  if (training.provider !== 'fal' || isFinal(training.status)) return 'duplicate';

  const options = { jobId: verdict.requestId, delivery: { provider: 'fal', id: verdict.requestId } };
  let result;
  try {
    result = await deps.trainer.fromWebhook(verdict.body);
  } catch (err) {
    // The training failed at fal, or its LoRA cannot be fetched: it fails and its credit comes back.
    const failed = await failTraining(training, failureOf(err), options);
    return failed === 'failed' ? 'failed' : 'duplicate';
  }
  // A Storage or Firestore error here answers 500 and fal delivers again.
  const outcome = await completeTraining(training, result, options);
  return outcome === 'completed' ? 'completed' : 'duplicate';
}
