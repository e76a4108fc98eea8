// Firestore access of the generation line: generations/{id} (the jobs; their owner reads them directly), and
// the trainings it reads (the training line's repo). Writes that move credits happen in the
// use cases' credits transactions.
import type { GenerationDoc } from '../../../contracts';
import { getOwnJob, newJobRef, readJob } from '../../../jobs';
import { db } from '../../../shared/firebase';
import { generationLine } from './generation.line';

export type GenerationRecord = GenerationDoc & { id: string };
export { getTraining, type TrainingRecord } from '../training/training.repo';

export const newGenerationRef = () => newJobRef(generationLine);

/** The caller's own generation, or null: another user's is indistinguishable from none. */
export const getOwnGeneration = (uid: string, id: string) => getOwnJob(generationLine, uid, id);

/** The caller's generations, newest first, one page by offset (spec §7), optionally of one training. */
export async function listOwnGenerations(
  uid: string,
  page: { limit: number; offset: number; trainingId?: string },
): Promise<GenerationRecord[]> {
  let query = db().collection('generations').where('userId', '==', uid);
  if (page.trainingId) query = query.where('trainingId', '==', page.trainingId);
  const snap = await query.orderBy('createdAt', 'desc').offset(page.offset).limit(page.limit).get();
  return snap.docs.map((d) => readJob<GenerationRecord>(d)!);
}
