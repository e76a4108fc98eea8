// The state machine of a training, one transaction per step, each acting only from the state it expects:
//   pending ──claim──▶ training (lease) ──▶ completed | failed
//                         └─ queued at fal (providerJobId) ──webhook, reconcile or refresh──▶ completed | failed
//   pending | training ──cancel (owner) or 30-minute expiry──▶ cancelled | failed
// Invariants (as the instant line's settle-edit.ts):
// - one runner holds a training: a second trigger finds it under a live lease and does nothing;
// - completed, failed and cancelled are final: whoever settles first wins, the others write nothing;
// - failing or cancelling refunds the debit in the same transaction (prepareJobRefund, ledger ref = training
//   id), so the credit comes back exactly once however many times it is reported, even by runs in parallel;
// - a webhook delivery is recorded in events/fal:{id} in the transaction that applies it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { studioStoragePath, type ReferenceSet, type TrainingStatus } from '../../contracts';
import type { TrainingResult } from '../../providers/ai';
import { openForSettle, recordDelivery, saveFile, type SettleOptions } from '../../jobs';
import { db } from '../../shared/firebase';
import { creditsTransaction, prepareJobRefund } from '../credits';
import { TRAINING_COST } from './start-training';
import { toTraining, trainingRef, type TrainingRecord } from './studio.repo';

/** How long a runner holds a claimed training: longer than the trigger may run (training.trigger.ts). */
export const TRAINING_LEASE_MS = 10 * 60 * 1000;

const FINAL: readonly TrainingStatus[] = ['completed', 'failed', 'cancelled'];
export const isFinal = (status: TrainingStatus) => FINAL.includes(status);
export const isOpen = (status: TrainingStatus) => status === 'pending' || status === 'training';

/** Claims a pending training, or one whose runner died before queueing it (lease over); null otherwise. */
export async function claimTraining(id: string, now = Date.now()): Promise<TrainingRecord | null> {
  return db().runTransaction(async (tx) => {
    const training = toTraining(await tx.get(trainingRef(id)));
    if (!training) return null;
    const lapsed =
      training.status === 'training' &&
      !training.providerJobId &&
      (training.leaseUntil?.toDate().getTime() ?? 0) <= now;
    if (training.status !== 'pending' && !lapsed) return null;
    const leaseUntil = Timestamp.fromMillis(now + TRAINING_LEASE_MS);
    const change = { status: 'training' as const, stage: 'preparing' as const, leaseUntil };
    tx.update(trainingRef(id), { ...change, updatedAt: FieldValue.serverTimestamp() });
    return { ...training, ...change };
  });
}

/** fal queued the training: keep its id for the webhook and the reconcile. False if settled meanwhile. */
export async function markQueued(training: TrainingRecord, jobId: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const current = toTraining(await tx.get(trainingRef(training.id)));
    if (!current || current.status !== 'training' || current.providerJobId) return false;
    tx.update(trainingRef(training.id), {
      providerJobId: jobId,
      stage: 'queued',
      queuePosition: null,
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** Where a queued training is at fal (stage and queue position), for the pages' progress. */
export async function noteProgress(training: TrainingRecord, queuePosition: number | null, running: boolean) {
  await db().runTransaction(async (tx) => {
    const current = toTraining(await tx.get(trainingRef(training.id)));
    if (!current || current.status !== 'training') return;
    tx.update(trainingRef(training.id), {
      stage: running ? 'training' : 'queued',
      queuePosition: running ? null : queuePosition,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

export type SettleOutcome = 'completed' | 'failed' | 'cancelled' | 'already_settled' | 'not_this_job';

export type { SettleOptions };

const open = (tx: FirebaseFirestore.Transaction, training: TrainingRecord, options: SettleOptions) =>
  openForSettle(tx, trainingRef(training.id), toTraining, isFinal, options);

const sizeMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;

/**
 * Stores what the training left (the backup, and for local the reference crops and thumbnail) and completes it.
 * The files come first, at paths fixed by the training id, so a repeated completion rewrites the same files.
 */
export async function completeTraining(
  training: TrainingRecord,
  result: TrainingResult,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  const uid = training.userId;
  const local = !!result.reference;
  const backupPath = local
    ? studioStoragePath.referenceSet(uid, training.id)
    : studioStoragePath.loraFile(uid, training.id);
  let set: ReferenceSet | null = null;
  if (result.reference) {
    const crops: string[] = [];
    for (const [index, crop] of result.reference.crops.entries()) {
      const path = studioStoragePath.referenceCrop(uid, training.id, index);
      await saveFile(path, crop, 'image/jpeg');
      crops.push(path);
    }
    const { descriptors, centroid, bestIndex } = result.reference;
    set = { crops, descriptors, centroid, bestIndex };
  }
  const backup = set ? Buffer.from(JSON.stringify(set)) : result.backup.data;
  await saveFile(backupPath, backup, set ? 'application/json' : result.backup.contentType);
  let thumbnailPath: string | null = null;
  if (result.thumbnail) {
    thumbnailPath = studioStoragePath.thumbnail(uid, training.id);
    await saveFile(thumbnailPath, result.thumbnail, 'image/jpeg');
  }

  return db().runTransaction(async (tx) => {
    const { outcome } = await open(tx, training, options);
    if (outcome) return outcome;
    tx.update(trainingRef(training.id), {
      status: 'completed',
      stage: 'done',
      queuePosition: null,
      loraUrl: result.loraUrl,
      backup: { path: backupPath, fileSizeMb: sizeMb(backup.length) },
      ...(thumbnailPath ? { thumbnailPath } : {}),
      // Firestore holds no arrays of arrays: the document keeps the crops and the centroid, the per-photo
      // descriptors stay in the backup JSON (backup.path).
      reference: set && { crops: set.crops, centroid: set.centroid, bestIndex: set.bestIndex },
      error: null,
      errorParams: null,
      completedAt: Timestamp.fromMillis(now),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordDelivery(tx, { trainingId: training.id }, options.delivery);
    return 'completed';
  });
}

/**
 * Ends an open training as failed (with a translated reason) or cancelled, and refunds its credit, in one
 * transaction, once.
 */
export async function endTraining(
  training: TrainingRecord,
  end: { status: 'failed' | 'cancelled'; key: string; params?: Record<string, string | number> },
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  return creditsTransaction(training.userId, async (tx) => {
    const { outcome } = await open(tx, training, options);
    if (outcome) return outcome;
    const refund = await prepareJobRefund(tx, training.userId, {
      unit: TRAINING_COST.unit,
      jobId: training.id,
    });
    tx.update(trainingRef(training.id), {
      status: end.status,
      stage: null,
      queuePosition: null,
      error: end.key,
      errorParams: end.params ?? null,
      completedAt: Timestamp.fromMillis(now),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordDelivery(tx, { trainingId: training.id }, options.delivery);
    refund.commit();
    return end.status;
  });
}

export const failTraining = (
  training: TrainingRecord,
  error: { key: string; params?: Record<string, string | number> },
  options: SettleOptions = {},
) => endTraining(training, { status: 'failed', ...error }, options);
