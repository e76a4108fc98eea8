// Firestore access of the generation line: generations/{id} (the jobs; their owner reads them directly), and
// the reads it needs of trainings/{id} (written by the training line). Writes that move credits happen in the
// use cases' credits transactions.
import { type Timestamp } from 'firebase-admin/firestore';
import type { GenerationDoc, GenerationStatus, TrainingDoc } from '../../contracts';
import { db } from '../../shared/firebase';

export type GenerationRecord = GenerationDoc & { id: string };
export type TrainingRecord = TrainingDoc & { id: string };

export const generationRef = (id: string) => db().collection('generations').doc(id);
export const newGenerationRef = () => db().collection('generations').doc();
export const trainingRef = (id: string) => db().collection('trainings').doc(id);

export const toGeneration = (snap: FirebaseFirestore.DocumentSnapshot): GenerationRecord | null =>
  snap.exists ? ({ ...(snap.data() as GenerationDoc), id: snap.id } as GenerationRecord) : null;

export async function getGeneration(id: string): Promise<GenerationRecord | null> {
  return toGeneration(await generationRef(id).get());
}

/** The caller's own generation, or null: another user's is indistinguishable from none. */
export async function getOwnGeneration(uid: string, id: string): Promise<GenerationRecord | null> {
  const generation = await getGeneration(id);
  return generation && generation.userId === uid ? generation : null;
}

export async function getTraining(id: string): Promise<TrainingRecord | null> {
  const snap = await trainingRef(id).get();
  return snap.exists ? ({ ...(snap.data() as TrainingDoc), id: snap.id } as TrainingRecord) : null;
}

/** The caller's generations, newest first, one page by offset (spec §7), optionally of one training. */
export async function listOwnGenerations(
  uid: string,
  page: { limit: number; offset: number; trainingId?: string },
): Promise<GenerationRecord[]> {
  let query = db().collection('generations').where('userId', '==', uid);
  if (page.trainingId) query = query.where('trainingId', '==', page.trainingId);
  const snap = await query.orderBy('createdAt', 'desc').offset(page.offset).limit(page.limit).get();
  return snap.docs.map((d) => toGeneration(d)!);
}

/** Generations in `statuses` created before `before`, oldest first: what the reconcile schedule looks at. */
export async function findOpenGenerations(
  statuses: GenerationStatus[],
  before: Timestamp,
  limit: number,
): Promise<GenerationRecord[]> {
  const snap = await db()
    .collection('generations')
    .where('status', 'in', statuses)
    .where('createdAt', '<', before)
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.map((d) => toGeneration(d)!);
}
