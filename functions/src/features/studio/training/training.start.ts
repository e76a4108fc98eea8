// POST /training/start: one `training` credit is taken in the same credits transaction that creates
// trainings/{id} as `pending` (ledger ref = the training id) and marks the upload session used, so there is never
// a training without its debit, nor two trainings from one session. The job runs in the trainings trigger
// (the functions table). The server trains only on the session's own accepted photos.
import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  TRAINING_MAX_PHOTOS,
  TRAINING_MIN_PHOTOS,
  trainingSteps,
  type StudioProviderName,
  type TrainingDoc,
  type TrainingStartResponse,
  type trainingStartRequestSchema,
} from '../../../contracts';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { creditsTransaction, debitForJob, InsufficientCredits } from '../../credits';
import { judgeSet } from './studio-engine';
import { TRAINING_COST } from './training.line';
import {
  TRAINING_START_MARGIN_MS,
  newTrainingRef,
  sessionRef,
  toSession,
  type SessionRecord,
} from './training.repo';
import { sessionNotFound } from './upload-session';

const LETTERS = 'bcdfghjklmnpqrstvwxz';
/** A token no caption or prompt uses by chance (spec: prompts start with the trigger word). */
export const newTriggerWord = () =>
  `bitna_${Array.from({ length: 6 }, () => LETTERS[randomInt(LETTERS.length)]).join('')}`;

/** The session's accepted photos, best (most frontal) first. */
export function acceptedPhotos(session: Pick<SessionRecord, 'photos'>) {
  const verdicts = judgeSet(session.photos);
  return session.photos
    .filter((_, i) => verdicts[i]!.verdict === 'accepted')
    .sort((a, b) => b.frontal - a.frontal);
}

type NewTraining = Omit<TrainingDoc, 'createdAt' | 'updatedAt' | 'startedAt'> & {
  createdAt: FieldValue;
  updatedAt: FieldValue;
  startedAt: FieldValue;
};

export async function startTraining(
  uid: string,
  input: z.output<typeof trainingStartRequestSchema>,
  provider: StudioProviderName,
  now = Date.now(),
): Promise<TrainingStartResponse> {
  const ref = newTrainingRef();
  const triggerWord = newTriggerWord();
  try {
    await creditsTransaction(uid, async (tx) => {
      const session = toSession(await tx.get(sessionRef(input.session_id)));
      if (!session || session.userId !== uid) throw sessionNotFound();
      if (session.trainingId) throw new AppError(409, 'studio.session_used');
      // Its photos are due at expiresAt: a training must be able to end before then (the terms' 24 hours).
      if (session.expiresAt.toDate().getTime() - TRAINING_START_MARGIN_MS <= now)
        throw new AppError(410, 'studio.session_expired');
      const count = acceptedPhotos(session).length;
      if (count < TRAINING_MIN_PHOTOS || count > TRAINING_MAX_PHOTOS)
        throw new AppError(400, 'studio.photo_count', {
          count,
          min: TRAINING_MIN_PHOTOS,
          max: TRAINING_MAX_PHOTOS,
        });
      const debit = await debitForJob(tx, uid, { ...TRAINING_COST, jobId: ref.id });
      const doc: NewTraining & { steps: number | null } = {
        userId: uid,
        status: 'pending',
        stage: 'queued',
        loraName: input.lora_name,
        triggerWord,
        provider,
        sessionId: session.id,
        photoCount: count,
        providerJobId: null,
        queuePosition: null,
        loraUrl: null,
        backup: null,
        thumbnailPath: null,
        reference: null,
        error: null,
        errorParams: null,
        steps: trainingSteps(input.options.steps),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        startedAt: FieldValue.serverTimestamp(),
        completedAt: null,
        leaseUntil: null,
      };
      tx.create(ref, doc);
      tx.update(sessionRef(session.id), { trainingId: ref.id });
      debit.commit();
    });
  } catch (err) {
    if (err instanceof InsufficientCredits) throw new AppError(402, 'credits.insufficient');
    throw err;
  }
  return { training_id: ref.id, status: 'pending', trigger_word: triggerWord };
}
