// DELETE /generation/{id}/cancel: a pending or processing generation is cancelled at fal (if queued there) and
// failed with `generation.cancelled`, its credits refunded in the same transaction, once. A generation that has
// already settled answers 409. A local run still under way finds the generation settled when it finishes and
// writes nothing (generation-settle.ts).
import type { StudioProviderName } from '../../contracts';
import type { StudioGenerator } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { failGeneration, isFinal } from './generation-settle';
import { getOwnGeneration } from './generation.repo';

export async function cancelGeneration(
  uid: string,
  id: string,
  generatorFor: (provider: StudioProviderName) => StudioGenerator,
): Promise<{ success: true; status: 'failed' }> {
  const generation = await getOwnGeneration(uid, id);
  if (!generation) throw new AppError(404, 'generation.not_found');
  if (isFinal(generation.status)) throw new AppError(409, 'generation.not_cancellable');
  // Settled (and refunded) first: the end of the job that fal reports after the cancel then finds it final.
  const outcome = await failGeneration(generation, { key: 'generation.cancelled' });
  if (outcome !== 'failed') throw new AppError(409, 'generation.not_cancellable');
  if (generation.providerJobId)
    await generatorFor(generation.provider)
      .cancel(generation.providerJobId)
      .catch(() => undefined);
  return { success: true, status: 'failed' };
}
