// The state machine of a generation, one transaction per step, each acting only from the state it expects:
//   pending ──claim──▶ processing (lease) ──▶ completed | failed
//                          └─ queued at fal (providerJobId) ──webhook or reconcile──▶ completed | failed
// Same invariants as the instant line: one runner holds a generation (lease, jobs/lease.ts); completed
// and failed are final and whoever settles first wins; failing refunds the debit in the transaction that marks
// it failed (prepareJobRefund, ledger ref = generation id), so it comes back once however often failure is
// reported; completing raises users/{uid}.totalGenerations by the image count in the same transaction; a webhook
// delivery is recorded in events/fal:{id} in the transaction that applies it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { STUDIO_PREVIEW_SIDE, studioStoragePath, type GenerationStatus } from '../../contracts';
import type { GenerationResult } from '../../providers/ai';
import { db } from '../../shared/firebase';
import { creditsTransaction } from '../credits';
import {
  failJob,
  openForSettle,
  recordDelivery,
  secondsSince,
  type SettleOptions,
  saveFile,
  encodedAs,
  previewJpeg,
  type StoredFormat,
  claimUnderLease,
  markJobQueued,
} from '../../jobs';
import { GENERATION_UNIT } from './generate-start';
import { bestFirst, identityScores } from './generation-identity';
import {
  generationRef,
  getGeneration,
  getTraining,
  toGeneration,
  type GenerationRecord,
} from './generation.repo';

/** How long a runner holds a claimed generation: longer than the trigger may run (generation.trigger.ts). */
export const GENERATION_LEASE_MS = 6 * 60 * 1000;

export const isFinal = (status: GenerationStatus) => status === 'completed' || status === 'failed';

export const claimGeneration = (id: string, now = Date.now()) =>
  claimUnderLease(generationRef(id), toGeneration, GENERATION_LEASE_MS, now);

export const markGenerationQueued = (generation: GenerationRecord, jobId: string) =>
  markJobQueued(generationRef(generation.id), toGeneration, jobId);

export type SettleOutcome = 'completed' | 'failed' | 'already_settled' | 'not_this_job';
export type { SettleOptions };

const open = (tx: FirebaseFirestore.Transaction, generation: GenerationRecord, options: SettleOptions) =>
  openForSettle(tx, generationRef(generation.id), toGeneration, isFinal, options);

const formatOf = (f: string): StoredFormat => (f === 'jpeg' || f === 'webp' ? f : 'png');
const extOf = (f: StoredFormat) => (f === 'jpeg' ? 'jpg' : f);

/**
 * Scores the results for identity, stores them best first (in the requested format, with a JPEG preview) and
 * completes the generation. Files go first, at paths fixed by the generation id, so a repeated completion
 * rewrites the same files and the document only ever names files that exist.
 */
export async function completeGeneration(
  generation: GenerationRecord,
  result: GenerationResult,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  // Cancelled or timed out meanwhile: no files to score and store (the transaction below decides races).
  const latest = await getGeneration(generation.id);
  if (!latest || isFinal(latest.status)) return 'already_settled';
  const format = formatOf(generation.request.output_format);
  const encoded = await Promise.all(result.images.map((image) => encodedAs(image, format)));
  const training = await getTraining(generation.trainingId);
  const scores = training
    ? await identityScores(
        training,
        encoded.map((e) => e.data),
      )
    : encoded.map(() => ({ score: null, same_person: false }));
  const order = bestFirst(scores);
  const images: string[] = [];
  for (const [rank, index] of order.entries()) {
    const { data, mimeType } = encoded[index]!;
    const path = studioStoragePath.generationImage(generation.userId, generation.id, rank, extOf(format));
    await saveFile(path, data, mimeType);
    const preview = await previewJpeg(data, STUDIO_PREVIEW_SIDE);
    await saveFile(
      studioStoragePath.generationPreview(generation.userId, generation.id, rank),
      preview,
      'image/jpeg',
    );
    images.push(path);
  }

  return creditsTransaction(generation.userId, async (tx) => {
    const { current, outcome } = await open(tx, generation, options);
    if (outcome) return outcome;
    tx.update(generationRef(generation.id), {
      status: 'completed',
      images,
      identity: order.map((i) => scores[i]!),
      model: result.model,
      'request.seed': current!.request.seed ?? result.seed,
      error: null,
      errorParams: null,
      processingTime: secondsSince(current!, now),
      completedAt: Timestamp.fromMillis(now),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.set(
      db().collection('users').doc(generation.userId),
      { totalGenerations: FieldValue.increment(images.length) },
      { merge: true },
    );
    recordDelivery(tx, { generationId: generation.id }, options.delivery);
    return 'completed';
  });
}

/** Fails the generation with a translated reason and refunds its credits, both in one transaction, once. */
export const failGeneration = (
  generation: GenerationRecord,
  error: { key: string; params?: Record<string, string | number> },
  options: SettleOptions = {},
): Promise<SettleOutcome> =>
  failJob(
    {
      id: generation.id,
      userId: generation.userId,
      ref: generationRef(generation.id),
      read: toGeneration,
      isFinal,
      unit: GENERATION_UNIT,
      deliveryKey: { generationId: generation.id },
    },
    error,
    options,
  );
