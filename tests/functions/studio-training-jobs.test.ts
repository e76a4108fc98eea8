// The training job's lease on the emulators: of two runners claiming the same training at once exactly one gets
// it, a live lease keeps every other runner out, and a training whose runner died (lease over, nothing queued)
// is claimed again.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { trainingLine } from '../../functions/src/features/studio/training/training.line';
import { claimJob } from '../../functions/src/jobs';
import { adminDb } from './emulator';
import { createTrainee, seedReadySession, trainingDoc, trainingUnderWay } from './studio-helpers';

adminDb();

const TRAINING_LEASE_MS = trainingLine.leaseMs;
const claimTraining = (id: string, now?: number) => claimJob(trainingLine, id, now);

/** A local training a runner holds under a live lease (so the creation trigger leaves it alone). */
async function heldTraining(uid: string) {
  const { id: sessionId } = await seedReadySession(uid, 10);
  const ref = adminDb().collection('trainings').doc();
  await ref.create(
    trainingUnderWay(uid, sessionId, {
      stage: 'preparing',
      loraName: 'Held',
      triggerWord: 'bitna_hldwrd',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      startedAt: Timestamp.now(),
      leaseUntil: Timestamp.fromMillis(Date.now() + TRAINING_LEASE_MS),
    }),
  );
  return ref;
}

describe('the training lease', () => {
  it('keeps a live runner alone, and lets exactly one of two runners take over a dead one', async () => {
    const user = await createTrainee('lease', 0);
    const ref = await heldTraining(user.uid);
    expect(await claimTraining(ref.id)).toBeNull();

    // The runner died: its lease ran out with nothing queued at the provider.
    const later = Date.now() + TRAINING_LEASE_MS + 1000;
    const claims = await Promise.all([claimTraining(ref.id, later), claimTraining(ref.id, later)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const doc = await trainingDoc(ref.id);
    expect(doc!.leaseUntil!.toDate().getTime()).toBe(later + TRAINING_LEASE_MS);

    // Once queued at a provider, a lapsed lease is not a dead runner: the webhook or the reconcile finishes it.
    await ref.update({ providerJobId: 'fake-train-x', leaseUntil: null });
    expect(await claimTraining(ref.id, later + 2 * TRAINING_LEASE_MS)).toBeNull();
  });
});
