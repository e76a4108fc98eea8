// Every result is scored for identity against the training's person (spec §3 identity per image; the rule is the
// kernel's, jobs/likeness.ts): cosine of face descriptors to the training's centroid. Where the
// centroid comes from: the centroid the training document kept (local trainer), else its reference crops
// described now, else the accepted photos of its upload session; with none of these, scores are null
// (unknown, never a guess). A scoring failure leaves the scores null too: the images were made and paid for,
// and an unknown score does not make them worse.
import * as logger from 'firebase-functions/logger';
import { type TrainingUploadDoc } from '../training/training.repo';
import { runEngine } from '../../../imaging/engine';
import { isCurrentDescriptor } from '../../../imaging/similarity';
import { db } from '../../../shared/firebase';
import { readFile, type LikenessReference } from '../../../jobs';
import type { TrainingRecord } from './generation.repo';

/** Unit-length mean of the current model's descriptors, or null without any. */
export function centroidOf(descriptors: number[][]): number[] | null {
  const usable = descriptors.filter((d) => isCurrentDescriptor(d));
  if (!usable.length) return null;
  const sum = usable[0]!.map((_, i) => usable.reduce((acc, d) => acc + (d[i] ?? 0), 0));
  const norm = Math.hypot(...sum);
  return norm > 0 ? sum.map((v) => v / norm) : null;
}

async function sessionDescriptors(sessionId: string): Promise<number[][]> {
  if (!sessionId) return [];
  const snap = await db().collection('training_uploads').doc(sessionId).get();
  const photos = (snap.data() as TrainingUploadDoc | undefined)?.photos ?? [];
  return photos.filter((p) => !p.photoReason && p.descriptor).map((p) => p.descriptor!);
}

async function readAll(paths: string[]): Promise<Buffer[]> {
  const files = await Promise.all(paths.map(readFile));
  return files.filter((f): f is Buffer => !!f);
}

/** The reference crops of a training (local: what the headshots are composed from), best first. */
export const referenceCrops = (training: TrainingRecord) => readAll(training.reference?.crops ?? []);

export async function trainingCentroid(training: TrainingRecord): Promise<number[] | null> {
  const reference = training.reference;
  // A centroid of the previous model is not comparable: the stored crops are described again instead.
  if (isCurrentDescriptor(reference?.centroid)) return reference!.centroid;
  const crops = await referenceCrops(training);
  if (crops.length) return (await runEngine('referenceSet', { images: crops })).centroid;
  return centroidOf(await sessionDescriptors(training.sessionId));
}

/** Whom a training's results are scored against (likeness.ts): its centroid, or no one when unknown. */
export async function trainingReference(training: TrainingRecord): Promise<LikenessReference> {
  try {
    const centroid = await trainingCentroid(training);
    return centroid ? { centroid } : null;
  } catch (err) {
    logger.warn('training reference unavailable', {
      trainingId: training.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return null;
  }
}

/** Indices of `scores`, best first (unknown scores last, original order among equals). */
export const bestFirst = (scores: Array<{ score: number | null }>) =>
  scores
    .map((s, i) => ({ s: s.score ?? Number.NEGATIVE_INFINITY, i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map(({ i }) => i);
