// What GET /instant/{id}/status and /instant/list answer for an edit (instantEditStatusSchema): links to the
// owner-only file routes instead of Storage paths, and the failure translated in the caller's language.
import type { TFunction } from 'i18next';
import { instantUrls, type InstantEditStatus, type InstantProviderName } from '../../contracts';
import type { EditRecord, UploadRecord } from './instant.repo';

/** How a failure message names the provider (locales: "{{provider}} API ..."). */
const PROVIDER_LABEL: Record<InstantProviderName, string> = { gemini: 'Gemini', fal: 'fal', local: 'local' };

const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);

/** Whether the original can still be served: its upload is neither purged nor past its 24 hours. */
export const originalHeld = (upload: UploadRecord | undefined, now = Date.now()) =>
  !!upload && !upload.deletedAt && upload.expiresAt.toDate().getTime() > now;

export function editView(
  edit: EditRecord,
  upload: UploadRecord | undefined,
  t: TFunction,
): InstantEditStatus {
  const completed = edit.status === 'completed';
  return {
    edit_id: edit.id,
    status: edit.status,
    preset_id: edit.presetId,
    provider: edit.provider,
    original_url: originalHeld(upload) ? instantUrls.original(edit.id) : null,
    outputs: completed ? edit.outputs.map((_, index) => instantUrls.image(edit.id, index)) : [],
    print_sheet_url: completed && edit.printSheetPath ? instantUrls.printSheet(edit.id) : null,
    id_photo: edit.idPhoto ?? null,
    model: edit.model ?? null,
    local_look: edit.localLook ?? null,
    error: edit.error
      ? {
          code: edit.error,
          detail: t(edit.error, {
            provider: PROVIDER_LABEL[edit.provider],
            status: 0,
            ...(edit.errorParams ?? {}),
          }),
        }
      : null,
    created_at: iso(edit.createdAt) ?? new Date(0).toISOString(),
    completed_at: iso(edit.completedAt),
    processing_time: edit.processingTime ?? null,
    likeness: completed ? (edit.likeness ?? []) : [],
    likeness_refund: edit.likenessRefund?.credits ?? null,
    frame: completed ? (edit.frame ?? null) : null,
  };
}
