// POST /instant/edit: one instant credit is taken in the same credits transaction that creates
// instant_edits/{id} as `pending` (ledger ref = the edit id), so there is never a job without its debit nor a
// debit without its job. The job itself runs in the instant_edits trigger (the functions table).
// Security: the upload must be the caller's (another user's id answers 404 like an unknown one) and still held.
import { FieldValue } from 'firebase-admin/firestore';
import {
  instantPreset,
  type InstantEditDoc,
  type InstantEditRequest,
  type InstantEditResponse,
  type InstantProviderName,
} from '../../contracts';
import { AppError } from '../../shared/errors';
import { creditsTransaction, debitForJob, InsufficientCredits } from '../credits';
import { INSTANT_EDIT_COST } from './instant.line';
import { getUpload, newEditRef } from './instant.repo';

type NewEdit = Omit<InstantEditDoc, 'createdAt' | 'updatedAt'> & {
  createdAt: FieldValue;
  updatedAt: FieldValue;
};

export async function startEdit(
  uid: string,
  input: InstantEditRequest,
  provider: InstantProviderName,
  now = Date.now(),
): Promise<InstantEditResponse> {
  const upload = await getUpload(input.upload_id);
  if (!upload || upload.userId !== uid) throw new AppError(404, 'instant.upload_not_found');
  if (upload.deletedAt || upload.expiresAt.toDate().getTime() <= now)
    throw new AppError(410, 'instant.upload_expired');

  const preset = instantPreset(input.preset_id);
  const ref = newEditRef();
  const doc: NewEdit = {
    userId: uid,
    presetId: preset.id,
    status: 'pending',
    provider,
    uploadId: upload.id,
    originalPath: upload.path,
    outputs: [],
    request: { prompt: input.prompt ?? '', presetId: preset.id, aspectRatio: preset.aspectRatio },
    providerJobId: null,
    error: null,
    errorParams: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    completedAt: null,
    processingTime: null,
    model: null,
    localLook: provider === 'local' ? preset.local : null,
    printSheetPath: null,
    idPhoto: null,
    expiresAt: null,
    leaseUntil: null,
  };
  try {
    await creditsTransaction(uid, async (tx) => {
      const debit = await debitForJob(tx, uid, { ...INSTANT_EDIT_COST, jobId: ref.id });
      tx.create(ref, doc);
      debit.commit();
    });
  } catch (err) {
    // Spec §5: the instant page's own message at zero credits ('생성 크레딧이 부족합니다...').
    if (err instanceof InsufficientCredits) throw new AppError(402, 'instant.insufficient_credits');
    throw err;
  }
  return { edit_id: ref.id, status: 'pending' };
}
