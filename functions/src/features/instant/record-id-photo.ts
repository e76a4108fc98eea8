// The one-step ID photo (POST /id-photo) answers at once, without a job; this keeps what it made as a completed
// instant edit, so it is listed with the other instant results in the dashboard's history and the profile's
// gallery, opens and downloads like them, and is purged like them (the original after 24 hours, the photo and
// its print sheet after a year). It is written as `completed` from the start: the job kernel leaves it alone.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  INSTANT_PRESETS,
  INSTANT_RESULT_TTL_MS,
  type IdStandardId,
  type InstantEditDoc,
  type InstantIdPhoto,
  type InstantPresetId,
} from '../../contracts';
import { discardFiles, ownerGone, ownerRef } from '../../jobs';
import { AppError } from '../../shared/errors';
import { db } from '../../shared/firebase';
import { newEditRef } from './instant.repo';
import { saveEditResults } from './photo-files';
import { instantStoragePath } from './storage-paths';
import { saveOriginal } from './upload-photo';

/** The instant preset an ID photo of `standard` is listed as (the passport one when no preset has it). */
export function presetForStandard(standard: IdStandardId): InstantPresetId {
  return INSTANT_PRESETS.find((p) => p.idStandard === standard)?.id ?? 'passport';
}

export interface MadeIdPhoto {
  original: Buffer;
  image: Buffer;
  printSheet: Buffer;
  idPhoto: InstantIdPhoto;
  processingTime: number;
  model: string;
}

/**
 * Writes the files, then in one transaction the original's upload document, the completed edit and the owner's
 * "photos made" count; answers the edit id. Nothing is written for an owner whose account is gone or being
 * deleted (a photo finishing while its account is erased must not bring the account's documents back). When
 * the write fails or is refused, the files go too: no document would ever name them for the purge.
 */
export async function recordIdPhoto(uid: string, made: MadeIdPhoto, now = Date.now()): Promise<string> {
  const original = await saveOriginal(uid, made.original, now);
  const ref = newEditRef();
  try {
    return await writeEdit(uid, ref, original, made, now);
  } catch (err) {
    await discardFiles([original.doc.path, instantStoragePath.resultDir(uid, ref.id)]);
    throw err;
  }
}

async function writeEdit(
  uid: string,
  ref: ReturnType<typeof newEditRef>,
  original: Awaited<ReturnType<typeof saveOriginal>>,
  made: MadeIdPhoto,
  now: number,
): Promise<string> {
  const { outputs, printSheetPath } = await saveEditResults(
    uid,
    ref.id,
    [{ data: made.image, mimeType: 'image/jpeg' }],
    { data: made.printSheet, mimeType: 'image/jpeg' },
  );

  const presetId = presetForStandard(made.idPhoto.standard);
  const doc: Omit<InstantEditDoc, 'createdAt' | 'updatedAt'> & {
    createdAt: FieldValue;
    updatedAt: FieldValue;
  } = {
    userId: uid,
    presetId,
    status: 'completed',
    provider: 'local',
    uploadId: original.ref.id,
    originalPath: original.doc.path,
    outputs,
    request: { prompt: '', presetId, aspectRatio: '3:4' },
    providerJobId: null,
    error: null,
    errorParams: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    completedAt: Timestamp.fromMillis(now),
    processingTime: made.processingTime,
    model: made.model,
    localLook: 'id',
    printSheetPath,
    idPhoto: made.idPhoto,
    expiresAt: Timestamp.fromMillis(now + INSTANT_RESULT_TTL_MS),
    leaseUntil: null,
  };
  await db().runTransaction(async (tx) => {
    // The session ends with the account: the same answer as a revoked sign-in.
    if (ownerGone(await tx.get(ownerRef(uid)))) throw new AppError(401, 'auth.required');
    tx.create(original.ref, original.doc);
    tx.create(ref, doc);
    tx.set(ownerRef(uid), { totalGenerations: FieldValue.increment(1) }, { merge: true });
  });
  return ref.id;
}
