// The instant job, run by the trigger on instant_edits/{id} (and callable directly: tests invoke it twice to
// prove a repeated trigger acts once). It claims the edit under a lease, reads the original from Storage, asks
// the edit's provider for the preset, and settles the edit (settle-edit.ts); a queued provider (fal) leaves
// it processing with the provider's job id, to be finished by the webhook or the reconcile schedule.
// Every failure settles the edit as failed with a translated reason and refunds its credit, once.
import * as logger from 'firebase-functions/logger';
import { instantPreset, type InstantProviderName } from '../../contracts';
import { sniff } from '../../imaging/sniff';
import type { InstantEditor } from '../../providers/ai';
import { failureOf } from '../../jobs';
import { readFile, type EditRecord } from './instant.repo';
import { claimEdit, completeEdit, failEdit, markQueued } from './settle-edit';

export interface EditJobDeps {
  /** The adapter of the provider the edit was started with (the selection may have changed since). */
  editorFor(provider: InstantProviderName): InstantEditor;
  /** Where a queued provider posts the result; without one the reconcile schedule polls. */
  webhookUrl?(editId: string): string | undefined;
  now?: () => number;
}

export type EditJobOutcome = 'skipped' | 'queued' | 'completed' | 'failed' | 'already_settled';

/** The instruction a generative provider gets: the preset's prompt, then the user's wish if any. */
export function promptFor(edit: EditRecord, provider: Exclude<InstantProviderName, 'local'>): string {
  const wish = edit.request.prompt.trim();
  const base = instantPreset(edit.presetId).prompts[provider];
  return wish ? `${base} ${wish}` : base;
}

export { failureOf };

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export async function runEditJob(editId: string, deps: EditJobDeps): Promise<EditJobOutcome> {
  const now = deps.now ?? Date.now;
  const edit = await claimEdit(editId, now());
  if (!edit) return 'skipped';
  try {
    const original = await readFile(edit.originalPath);
    // Purged (24 h after upload) before the job ran: nothing to edit.
    if (!original) return settled(await failEdit(edit, { key: 'instant.upload_expired' }, { now: now() }));
    const preset = instantPreset(edit.presetId);
    const editor = deps.editorFor(edit.provider);
    const started = await editor.start(
      {
        image: original,
        mimeType: MIME[sniff(original) ?? 'jpeg'],
        prompt: edit.provider === 'local' ? '' : promptFor(edit, edit.provider),
        aspectRatio: preset.aspectRatio,
        localLook: preset.local,
        idStandard: preset.idStandard,
      },
      { webhookUrl: deps.webhookUrl?.(edit.id) },
    );
    if (started.state === 'queued') {
      if (await markQueued(edit, started.jobId)) return 'queued';
      // Settled while we were submitting (the reconcile timed it out): the provider's work is not wanted.
      await editor.cancel(started.jobId).catch(() => undefined);
      return 'already_settled';
    }
    return settled(await completeEdit(edit, started, { now: now() }));
  } catch (err) {
    const failure = failureOf(err);
    logger.warn('instant edit failed', {
      editId,
      provider: edit.provider,
      key: failure.key,
      error: err instanceof Error ? err.message : String(err),
    });
    return settled(await failEdit(edit, failure, { now: now() }));
  }
}

const settled = (outcome: Awaited<ReturnType<typeof failEdit>>): EditJobOutcome =>
  outcome === 'completed' || outcome === 'failed' ? outcome : 'already_settled';
