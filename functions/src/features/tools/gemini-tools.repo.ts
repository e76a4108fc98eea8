// Firestore access for the Gemini tools: analyses/{id} and instant_generations/{id}, written by functions only
// and readable by their owner (firestore.rules). Every document carries userId and createdAt.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';

export const newAnalysisId = () => db().collection('analyses').doc().id;
export const newGenerationId = () => db().collection('instant_generations').doc().id;

export interface AnalysisRecord {
  userId: string;
  kind: 'single' | 'batch';
  prompt: string;
  model: string;
  results: Array<{ filename: string; image_index: number; result: string }>;
  errors: string[];
}

export async function saveAnalysis(id: string, record: AnalysisRecord): Promise<void> {
  await db()
    .collection('analyses')
    .doc(id)
    .set({ ...record, createdAt: FieldValue.serverTimestamp() });
}

export interface GenerationRecord {
  userId: string;
  status: 'completed';
  imageUrl: string;
  storagePath: string;
  prompt: string;
  textResponse: string | null;
  mode: 'text' | 'reference';
  provider: 'gemini';
  model: string;
  width: number;
  height: number;
}

export async function saveGeneration(id: string, record: GenerationRecord): Promise<void> {
  await db()
    .collection('instant_generations')
    .doc(id)
    .set({ ...record, createdAt: FieldValue.serverTimestamp() });
}

/** The caller's generation, or null for a missing id and for another user's alike. */
export async function getOwnGeneration(uid: string, id: string): Promise<GenerationRecord | null> {
  const snap = await db().collection('instant_generations').doc(id).get();
  const data = snap.data() as GenerationRecord | undefined;
  return data && data.userId === uid ? data : null;
}
