// The state machine of an instant edit, one transaction per step, each acting only from the state it expects:
//   pending ──claim──▶ processing (lease) ──▶ completed | failed
//                          └─ queued at the provider (providerJobId) ──webhook or reconcile──▶ completed | failed
// Invariants:
// - only one runner holds an edit: a second trigger finds it processing under a live lease and does nothing;
// - completed and failed are final: whichever of runner, webhook and reconcile settles first wins, the others
//   find a final state and write nothing;
// - failing refunds the debit in the same transaction that marks the edit failed (prepareJobRefund, ledger ref
//   = edit id), so the credit comes back exactly once however many times failure is reported;
// - completing raises the owner's "photos made" count (users/{uid}.totalGenerations) in the same transaction;
// - a webhook delivery is recorded in events/{provider}:{id} in the transaction that applies it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { INSTANT_RESULT_TTL_MS, instantStoragePath, type InstantStatus } from '../../contracts';
import type { InstantResult } from '../../providers/ai';
import { db } from '../../shared/firebase';
import { creditsTransaction } from '../credits';
import {
  recordDelivery,
  type Delivery,
  claimUnderLease,
  markJobQueued,
  failJob,
  openForSettle,
  secondsSince,
  type SettleOptions,
} from '../../jobs';
import { editRef, saveFile, toEdit, type EditRecord } from './instant.repo';
import { storedResult } from './photo-files';
import { INSTANT_EDIT_COST } from './start-edit';

/** How long a runner holds a claimed edit: longer than the trigger may run (instant-edit.trigger.ts). */
export const INSTANT_LEASE_MS = 6 * 60 * 1000;

const FINAL: readonly InstantStatus[] = ['completed', 'failed'];
export const isFinal = (status: InstantStatus) => FINAL.includes(status);

export type { Delivery };

/**
 * Claims a pending edit for this runner, or one whose runner died before queueing it (lease over). Answers the
 * edit as claimed, or null when someone else holds it or it is already settled or queued.
 */
export const claimEdit = (id: string, now = Date.now()): Promise<EditRecord | null> =>
  claimUnderLease(editRef(id), toEdit, INSTANT_LEASE_MS, now);

/** The provider queued the job: keep its id for the webhook and the reconcile. False if settled meanwhile. */
export const markQueued = (edit: EditRecord, jobId: string) => markJobQueued(editRef(edit.id), toEdit, jobId);

export type SettleOutcome = 'completed' | 'failed' | 'already_settled' | 'not_this_job';

const open = (tx: FirebaseFirestore.Transaction, edit: EditRecord, options: SettleOptions) =>
  openForSettle(tx, editRef(edit.id), toEdit, isFinal, options);

/**
 * Stores the results in Storage (the provider's links expire) and completes the edit. The files are written
 * first, at paths fixed by the edit id, so a repeated completion rewrites the same files and the document
 * only ever names files that exist.
 */
export async function completeEdit(
  edit: EditRecord,
  result: InstantResult,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? Date.now();
  const outputs: string[] = [];
  for (const [index, image] of result.images.entries()) {
    const { full, preview } = await storedResult(image);
    const path = instantStoragePath.result(edit.userId, edit.id, index);
    await saveFile(path, full, 'image/jpeg');
    await saveFile(instantStoragePath.preview(edit.userId, edit.id, index), preview, 'image/jpeg');
    outputs.push(path);
  }
  let printSheetPath: string | null = null;
  if (result.printSheet) {
    printSheetPath = instantStoragePath.printSheet(edit.userId, edit.id);
    await saveFile(printSheetPath, result.printSheet.data, result.printSheet.mimeType);
  }

  return creditsTransaction(edit.userId, async (tx) => {
    const { current, outcome } = await open(tx, edit, options);
    if (outcome) return outcome;
    const done: Record<string, unknown> = {
      status: 'completed',
      outputs,
      printSheetPath,
      idPhoto: result.idPhoto ?? null,
      model: result.model,
      error: null,
      errorParams: null,
      processingTime: secondsSince(current!, now),
      completedAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + INSTANT_RESULT_TTL_MS),
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(editRef(edit.id), done);
    tx.set(
      db().collection('users').doc(edit.userId),
      { totalGenerations: FieldValue.increment(1) },
      { merge: true },
    );
    recordDelivery(tx, { editId: edit.id }, options.delivery);
    return 'completed';
  });
}

/** Fails the edit with a translated reason and refunds its credit, both in one transaction, once. */
export const failEdit = (
  edit: EditRecord,
  error: { key: string; params?: Record<string, string | number> },
  options: SettleOptions = {},
): Promise<SettleOutcome> =>
  failJob(
    {
      id: edit.id,
      userId: edit.userId,
      ref: editRef(edit.id),
      read: toEdit,
      isFinal,
      unit: INSTANT_EDIT_COST.unit,
      deliveryKey: { editId: edit.id },
    },
    error,
    options,
  );
