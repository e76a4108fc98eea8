// POST /instant/fal-webhook?edit_id=…: the end of a queued fal job. Unauthenticated: the Ed25519 signature over
// fal's JWKS is the authentication (providers/ai/fal-webhook.ts, 5-minute window). Security assumptions:
// - fal signs every customer's deliveries with the same keys, so a valid signature alone proves nothing about
//   which job: the delivery's request id must be the job id stored on the edit named in the URL;
// - a delivery is applied once: events/fal:{requestId} is written in the transaction that settles the edit,
//   and a delivery whose event exists (or whose edit is settled) is acknowledged without any work;
// - a delivery that arrives before the job id is stored (fal can be faster than our write) is refused with
//   409, so fal retries it; the reconcile schedule polls the job if it never comes back.
import type { FalInstantEditor } from '../../providers/ai';
import { refusalOf, verifyFalDelivery, WEBHOOK_STATUS, type FalWebhookOutcome } from '../../jobs';
import { getEdit } from './instant.repo';
import { failureOf } from './run-edit';
import { completeEdit, failEdit, isFinal } from './settle-edit';

export { WEBHOOK_STATUS, type FalWebhookOutcome };

export async function applyFalWebhook(
  deps: { editor: FalInstantEditor; jwksUrl: string; now?: () => number },
  editId: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<FalWebhookOutcome> {
  const verdict = await verifyFalDelivery(deps, headers, rawBody);
  if (!verdict.ok) return refusalOf(verdict)!;
  const edit = editId ? await getEdit(editId) : null;
  if (!edit || edit.provider !== 'fal') return 'unknown_job';
  if (isFinal(edit.status)) return 'duplicate';
  if (edit.providerJobId !== verdict.requestId) return edit.providerJobId ? 'unknown_job' : 'not_yet';

  const delivery = { provider: 'fal', id: verdict.requestId };
  const options = { jobId: verdict.requestId, delivery };
  let result;
  try {
    result = await deps.editor.fromWebhook(verdict.body);
  } catch (err) {
    // The job failed at fal, or its result cannot be used: the edit fails and its credit comes back.
    const failed = await failEdit(edit, failureOf(err), options);
    return failed === 'failed' ? 'failed' : 'duplicate';
  }
  if (result.state !== 'completed') return 'not_yet';
  // A Storage or Firestore error here answers 500 and fal delivers again.
  const outcome = await completeEdit(edit, result, options);
  return outcome === 'completed' ? 'completed' : 'duplicate';
}
