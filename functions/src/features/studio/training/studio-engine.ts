// The studio line's one door into the engine: the per-photo checks of a training photo, the verdicts of a whole
// set (judged from the stored descriptors, no pixels), and the reference set of aligned crops. The operations run
// on the engine's worker pool (imaging/engine.ts); judging is pure.
import type { TrainingPhotoReason } from '../../../contracts';
import { type TrainingUploadPhoto } from './training.repo';
import { runEngine } from '../../../imaging/engine';
import { judgeTrainingSet } from '../../../imaging/studio/judge-set';
import type { TrainingPhotoResult } from '../../../imaging/studio/training-photo';

/** What the engine answers for one training photo (the per-photo checks, the JPEG we keep, the descriptor). */
export type TrainingPhotoCheck = TrainingPhotoResult;

export const checkTrainingPhoto = (image: Buffer): Promise<TrainingPhotoCheck> =>
  runEngine('trainingPhoto', { image });

export interface SetVerdict {
  verdict: 'accepted' | 'rejected';
  reason: TrainingPhotoReason | null;
  identity: number | null;
}

/** The final verdict of every photo, in order (adds different_person and duplicate to the photo checks). */
export const judgeSet = (photos: TrainingUploadPhoto[]): SetVerdict[] =>
  judgeTrainingSet(photos).map((v) => ({ ...v, verdict: v.reason ? 'rejected' : 'accepted' }));
