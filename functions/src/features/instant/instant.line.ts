// The instant line as a job line (jobs/line.ts): instant_edits/{id}, one `instant` credit, run by the trigger
// on the document (the kernel claims, runs, settles, refunds and reconciles it). What is its own: the input
// (the original from Storage and the preset's prompt and look) and the result (the JPEG outputs with their
// previews and the print sheet, kept a year; completing raises the owner's "photos made" count by one).
import { Timestamp } from 'firebase-admin/firestore';
import { INSTANT_RESULT_TTL_MS, instantPreset, type InstantProviderName } from '../../contracts';
import { instantPrompt } from './prompts';
import { instantStoragePath } from './storage-paths';
import { sniff } from '../../imaging/sniff';
import { readFile, scoreLikeness, secondsSince, type CompletedLikeness, type JobLine } from '../../jobs';
import type { InstantEditInput, InstantResult } from '../../providers/ai';
import type { EditRecord } from './instant.repo';
import { saveEditResults } from './photo-files';

/** The instant line's price: one `instant` credit per edit. */
export const INSTANT_EDIT_COST = { unit: 'instant', amount: 1 } as const;

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The instruction a generative provider gets: the preset's prompt, then the user's wish if any. */
export function promptFor(edit: EditRecord, provider: Exclude<InstantProviderName, 'local'>): string {
  const wish = edit.request.prompt.trim();
  const base = instantPrompt(edit.presetId, provider);
  return wish ? `${base} ${wish}` : base;
}

/**
 * Presets that keep the face: each output scored against the original (the kernel's rule, jobs/likeness.ts).
 * The local engine composes the original itself onto a backdrop: the user's own photo, said as such.
 */
async function likenessOf(edit: EditRecord, outputs: Buffer[]): Promise<CompletedLikeness | undefined> {
  if (!instantPreset(edit.presetId).keepsFace) return undefined;
  const original = await readFile(edit.originalPath);
  const images = await scoreLikeness(original && { photo: original }, outputs, {
    ownPhoto: edit.provider === 'local',
    job: { editId: edit.id },
  });
  return { field: 'likeness', images };
}

export const instantLine: JobLine<EditRecord, InstantEditInput, InstantResult> = {
  name: 'instant edit',
  collection: 'instant_edits',
  unit: INSTANT_EDIT_COST.unit,
  running: 'processing',
  // Longer than the trigger may run (its timeoutSeconds in the functions table, 140 s), so no edit runs twice;
  // short, so an edit whose runners died MAX_RUNS times is refunded 2 × 150 s = 5 minutes after its first claim.
  leaseMs: 150 * 1000,
  timeoutMs: 10 * 60 * 1000,
  webhookGraceMs: 2 * 60 * 1000,
  webhook: { path: '/instant/fal-webhook', idParam: 'edit_id' },
  deliveryKey: 'editId',
  failedKey: 'provider.unavailable',
  timeoutKey: 'instant.timeout',
  ended: (current, now) => ({ processingTime: secondsSince(current, now) }),
  // A year (the terms): the outputs with their previews and the print sheet, and the original if still there.
  results: {
    keepMs: INSTANT_RESULT_TTL_MS,
    files: (edit) => [
      instantStoragePath.resultDir(edit.userId, edit.id),
      ...(edit.outputs ?? []),
      edit.printSheetPath,
      edit.originalPath,
    ],
  },

  async prepare(edit) {
    const original = await readFile(edit.originalPath);
    // Purged (24 h after upload) before the job ran: nothing to edit.
    if (!original) return { fail: 'instant.upload_expired' };
    const preset = instantPreset(edit.presetId);
    return {
      input: {
        image: original,
        mimeType: MIME[sniff(original) ?? 'jpeg'],
        prompt: edit.provider === 'local' ? '' : promptFor(edit, edit.provider),
        aspectRatio: preset.aspectRatio,
        localLook: preset.local,
        idStandard: preset.idStandard,
      },
    };
  },

  async complete(edit, result, now) {
    const { outputs, stored, printSheetPath } = await saveEditResults(
      edit.userId,
      edit.id,
      result.images,
      result.printSheet,
    );
    return {
      made: 1,
      likeness: await likenessOf(edit, stored),
      written: [instantStoragePath.resultDir(edit.userId, edit.id)],
      fields: (current) => ({
        outputs,
        printSheetPath,
        idPhoto: result.idPhoto ?? null,
        frame: result.frame ?? null,
        model: result.model,
        processingTime: secondsSince(current, now),
        completedAt: Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + INSTANT_RESULT_TTL_MS),
      }),
    };
  },
};
