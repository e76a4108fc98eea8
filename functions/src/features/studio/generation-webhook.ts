// POST /generation/fal-webhook?generation_id=…: the end of a flux-lora job. Unauthenticated: the Ed25519
// signature over fal's JWKS is the authentication, with the same rules as the instant line's webhook
// (jobs/fal-delivery.ts): the delivery's request id must be the job stored on the generation named in
// the URL; a delivery is applied once (events/fal:{requestId}, written in the settling transaction); one that
// comes before the job id is stored answers 409 so fal retries it.
import type { FalStudioGenerator } from '../../providers/ai';
import { failureOf, refusalOf, verifyFalDelivery, type FalWebhookOutcome } from '../../jobs';
import { GENERATION_FAILED } from './generation-run';
import { completeGeneration, failGeneration, isFinal } from './generation-settle';
import { getGeneration } from './generation.repo';

export async function applyGenerationWebhook(
  deps: { generator: FalStudioGenerator; jwksUrl: string; now?: () => number },
  generationId: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<FalWebhookOutcome> {
  const verdict = await verifyFalDelivery(deps, headers, rawBody);
  if (!verdict.ok) return refusalOf(verdict)!;
  const generation = generationId ? await getGeneration(generationId) : null;
  if (!generation || generation.provider !== 'fal') return 'unknown_job';
  if (isFinal(generation.status)) return 'duplicate';
  if (generation.providerJobId !== verdict.requestId)
    return generation.providerJobId ? 'unknown_job' : 'not_yet';

  const options = { jobId: verdict.requestId, delivery: { provider: 'fal', id: verdict.requestId } };
  let result;
  try {
    result = await deps.generator.fromWebhook(verdict.body);
  } catch (err) {
    const failed = await failGeneration(generation, failureOf(err, GENERATION_FAILED), options);
    return failed === 'failed' ? 'failed' : 'duplicate';
  }
  if (result.state !== 'completed') return 'not_yet';
  // A Storage or Firestore error here answers 500 and fal delivers again.
  const outcome = await completeGeneration(generation, result, options);
  return outcome === 'completed' ? 'completed' : 'duplicate';
}
