// Firestore access for the Gemini tools: analyses/{id} and instant_generations/{id}, written by functions only
// and readable by their owner (firestore.rules). Every document carries userId and createdAt.
import { RESULT_TTL_MS, type InstantGenerationDoc } from '../../contracts';
import type { PurgeRule } from '../../jobs';
import { db } from '../../shared/firebase';

export const newAnalysisRef = () => db().collection('analyses').doc();
export const newGenerationRef = () => db().collection('instant_generations').doc();

export interface AnalysisRecord {
  status: 'completed' | 'failed';
  kind: 'single' | 'batch';
  prompt: string;
  model: string;
  results: Array<{ filename: string; image_index: number; result: string }>;
  errors: string[];
}

/** The document as written; createdAt is the server's timestamp. */
export type GenerationRecord = Omit<InstantGenerationDoc, 'createdAt'>;

/** The caller's generation, or null for a missing id and for another user's alike. */
export async function getOwnGeneration(uid: string, id: string): Promise<GenerationRecord | null> {
  const snap = await db().collection('instant_generations').doc(id).get();
  const data = snap.data() as GenerationRecord | undefined;
  return data && data.userId === uid && data.status === 'completed' ? data : null;
}

/** Their retention (the terms: results a year): each document with its image, a year after it was made. */
export const geminiToolsRules: PurgeRule[] = [
  {
    name: 'instant_generations',
    collection: 'instant_generations',
    due: { field: 'createdAt', afterMs: RESULT_TTL_MS },
    files: (doc) => [doc.get('storagePath')],
  },
  {
    name: 'analyses',
    collection: 'analyses',
    due: { field: 'createdAt', afterMs: RESULT_TTL_MS },
    files: () => [],
  },
];
