// The instant reconcile (every 5 minutes, instant-reconcile.schedule.ts), for the jobs nobody finished:
// - a job queued at its provider whose webhook is late: polled with `check()`; a finished one is settled here,
//   exactly as the webhook would have (settle-edit.ts decides who wins a race);
// - a job pending or processing longer than INSTANT_JOB_LIMIT_MS: failed with `instant.timeout` and refunded
//   in the same transaction (a queued one is cancelled at its provider first).
// `now` is a parameter so tests can move the clock.
import { Timestamp } from 'firebase-admin/firestore';
import type { InstantProviderName } from '../../contracts';
import { ProviderError, type InstantEditor } from '../../providers/ai';
import { findOpenEdits, type EditRecord } from './instant.repo';
import { failureOf } from './run-edit';
import { completeEdit, failEdit, type SettleOutcome } from './settle-edit';

/** Longest an edit may stay pending or processing before it fails and its credit comes back. */
export const INSTANT_JOB_LIMIT_MS = 10 * 60 * 1000;
/** How long a queued job's webhook may take before the reconcile polls the provider. */
export const INSTANT_WEBHOOK_GRACE_MS = 2 * 60 * 1000;
/** Edits looked at per run; the next run takes the rest. */
const BATCH = 200;

export interface ReconcileReport {
  completed: string[];
  failed: string[];
  waiting: string[];
  errors: string[];
}

export async function reconcileEdits(deps: {
  editorFor(provider: InstantProviderName): InstantEditor;
  now?: number;
}): Promise<ReconcileReport> {
  const now = deps.now ?? Date.now();
  const report: ReconcileReport = { completed: [], failed: [], waiting: [], errors: [] };
  const edits = await findOpenEdits(
    ['pending', 'processing'],
    Timestamp.fromMillis(now - INSTANT_WEBHOOK_GRACE_MS),
    BATCH,
  );
  for (const edit of edits) {
    try {
      const outcome = await reconcileOne(edit, deps.editorFor(edit.provider), now);
      if (outcome === 'completed') report.completed.push(edit.id);
      else if (outcome === 'failed') report.failed.push(edit.id);
      else report.waiting.push(edit.id);
    } catch (err) {
      report.errors.push(`${edit.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

const overdue = (edit: EditRecord, now: number) =>
  !!edit.createdAt && edit.createdAt.toDate().getTime() <= now - INSTANT_JOB_LIMIT_MS;

const TIMEOUT = { key: 'instant.timeout' };

async function reconcileOne(
  edit: EditRecord,
  editor: InstantEditor,
  now: number,
): Promise<SettleOutcome | 'waiting'> {
  const jobId = edit.providerJobId;
  if (edit.status !== 'processing' || !jobId)
    return overdue(edit, now) ? failEdit(edit, TIMEOUT, { now }) : 'waiting';
  try {
    const progress = await editor.check(jobId);
    if (progress.state === 'completed') return await completeEdit(edit, progress, { jobId, now });
  } catch (err) {
    // The provider answered that the job failed: settle it, as its webhook would have. Not reaching the
    // provider at all (status 0) says nothing about the job: try again next run, until it is overdue.
    if (err instanceof ProviderError && err.status !== 0)
      return failEdit(edit, failureOf(err), { jobId, now });
    if (!overdue(edit, now)) throw err;
  }
  if (!overdue(edit, now)) return 'waiting';
  await editor.cancel(jobId).catch(() => undefined);
  return failEdit(edit, TIMEOUT, { jobId, now });
}
