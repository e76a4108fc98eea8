// The likeness rule, once for every line whose results show the person (studio generations against the
// training's reference, instant presets that keep the face against the original, any provider or the local
// engine): each image's identity score is read as a plain level, and the kernel stores it in the transaction
// that completes the job (settle.ts), where an image that is not the person gives its credit back.
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { Likeness, LikenessLevel } from '../contracts';
import type { RefundPart } from '../features/credits';
import { runEngine } from '../imaging/engine';
import { SAME_PERSON_THRESHOLD } from '../imaging/similarity';

/**
 * At or above this the likeness reads "high": above every pair of different people measured on the diverse
 * portraits (the closest, two look-alike young men, scored 0.565; bench/README.md). Between the same-person
 * threshold and this, "medium": the same person by the model, where the closest look-alikes also fall.
 */
export const HIGH_LIKENESS = 0.6;

export function likenessLevel(score: number | null): LikenessLevel | null {
  if (score === null) return null;
  if (score >= HIGH_LIKENESS) return 'high';
  return score >= SAME_PERSON_THRESHOLD ? 'medium' : 'low';
}

/**
 * Scores aligned with a job's images, judged. `ownPhoto`: the images are the user's own photo composed onto a
 * backdrop (the local engine), so the score measures the copy, and the page says what the image is instead.
 */
export const judgeLikeness = (scores: Array<number | null>, ownPhoto = false): Likeness[] =>
  scores.map((score) => ({
    score,
    same_person: score !== null && score >= SAME_PERSON_THRESHOLD,
    level: likenessLevel(score),
    own_photo: ownPhoto,
  }));

/** A completion's likeness: the job field it is stored in, aligned with the job's images. */
export interface CompletedLikeness {
  field: string;
  images: Likeness[];
}

/** Whom a job's images are scored against: a person's centroid (a training) or one photo (an original). */
export type LikenessReference = { centroid: number[] } | { photo: Buffer } | null;

/**
 * The images' likeness to `reference`, judged. Unknown (null scores, never a guess) without a reference or when
 * scoring fails: the images were made, and an unknown score neither ranks them lower nor returns their credit.
 */
export async function scoreLikeness(
  reference: LikenessReference,
  images: Buffer[],
  options: { ownPhoto?: boolean; job: Record<string, string> },
): Promise<Likeness[]> {
  let scores: Array<number | null> = images.map(() => null);
  try {
    if (reference && 'centroid' in reference)
      scores = await runEngine('identityScores', { centroid: reference.centroid, images });
    else if (reference) scores = await runEngine('scoresAgainstPhoto', { photo: reference.photo, images });
  } catch (err) {
    logger.warn('likeness scoring failed', {
      ...options.job,
      error: err instanceof Error ? err.message : String(err),
    });
  }
  return judgeLikeness(
    images.map((_, i) => (typeof scores[i] === 'number' ? scores[i]! : null)),
    options.ownPhoto,
  );
}

/**
 * The guarantee, given back in the transaction that completes the job and records the scores (settle.ts): results
 * judged not the person (level low) return their credit by themselves, one per such image, at most what the job
 * paid, once (a repeated trigger or a late webhook finds the job settled; the entry's ref is fixed by the job).
 */
export function likenessRefund(jobId: string, likeness: CompletedLikeness): RefundPart | null {
  const low = likeness.images.filter((image) => image.level === 'low').length;
  return low ? { amount: low, ref: `${jobId}:likeness`, reason: 'likeness' } : null;
}

/** The job's likeness fields, once the refund gave back `credits` (0: none given). */
export function likenessFields(likeness: CompletedLikeness, credits: number, now: number) {
  return {
    [likeness.field]: likeness.images.map((image) => ({
      ...image,
      refunded: credits > 0 && image.level === 'low',
    })),
    likenessRefund: credits > 0 ? { credits, at: Timestamp.fromMillis(now) } : null,
  };
}
