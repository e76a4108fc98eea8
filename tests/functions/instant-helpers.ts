// Shared steps of the instant suites: calls through the Hosting emulator (as the page makes them), a photo
// uploaded and an edit started, and waiting for the job the trigger runs to settle.
import { Timestamp } from 'firebase-admin/firestore';
import type { InstantEditDoc, InstantProviderName } from '../../functions/src/contracts';
import { startEdit } from '../../functions/src/features/instant/instant.start';
import { imageForm, photo } from '../fixtures/images';
import { adminDb, hostingUrl, untilDoc, type TestUser } from './emulator';
import { createDebitedJob } from './kernel-helpers';

export { photo };

export async function call(
  user: TestUser | null,
  method: string,
  path: string,
  init: { json?: unknown; form?: FormData; language?: string } = {},
) {
  const res = await fetch(`${hostingUrl()}/api/v1${path}`, {
    method,
    headers: {
      'accept-language': init.language ?? 'ko',
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await res.json()) as Record<string, any>) : null; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: res.status, body, res };
}

/** Uploads `bytes` as the page does (multipart `file`) and answers the upload id. */
export async function upload(user: TestUser, bytes = photo('r_obama.jpg')): Promise<string> {
  const res = await call(user, 'POST', '/instant/upload', { form: imageForm({ file: bytes }) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.upload_id as string;
}

/** POST /instant/edit: the edit id (the emulators' provider is the local engine). */
export async function edit(user: TestUser, uploadId: string, presetId: string, prompt?: string) {
  return call(user, 'POST', '/instant/edit', { json: { upload_id: uploadId, preset_id: presetId, prompt } });
}

/** An edit started with a named provider, as if selected when it started (the emulators select local). */
export async function editWith(
  user: TestUser,
  provider: InstantProviderName,
  presetId: 'linkedin' | 'anime' | 'figure',
  prompt?: string,
) {
  const uploadId = await upload(user);
  return (await startEdit(user.uid, { upload_id: uploadId, preset_id: presetId, prompt }, provider)).edit_id;
}

export const editDoc = async (id: string) =>
  (await adminDb().collection('instant_edits').doc(id).get()).data() as InstantEditDoc;

/** Waits until the job settles (completed or failed). */
export const settled = (id: string) =>
  untilDoc<InstantEditDoc>('instant_edits', id, (d) => d.status === 'completed' || d.status === 'failed');

export async function userDoc(uid: string) {
  return (await adminDb().collection('users').doc(uid).get()).data() ?? {};
}

/** The instant ledger entries of a job: its debit and refunds. */
export async function entriesFor(uid: string, jobId: string) {
  const snap = await adminDb()
    .collection('users')
    .doc(uid)
    .collection('ledger')
    .where('ref', '==', jobId)
    .get();
  return snap.docs.map((d) => d.data().kind as string).sort();
}

/**
 * An edit whose runner claimed it and died: debited, processing under a lease that outlives any trigger's own
 * attempt, never settled. `fields` puts it elsewhere in the state machine (e.g. queued at fal).
 */
export async function abandonedEdit(uid: string, fields: Partial<InstantEditDoc> = {}) {
  const ref = adminDb().collection('instant_edits').doc();
  await createDebitedJob(ref, uid, {
    userId: uid,
    presetId: 'linkedin',
    status: 'processing',
    provider: 'local',
    uploadId: 'gone',
    originalPath: `users/${uid}/instant/originals/gone`,
    outputs: [],
    request: { prompt: '', presetId: 'linkedin', aspectRatio: '1:1' },
    providerJobId: null,
    error: null,
    errorParams: null,
    completedAt: null,
    processingTime: null,
    model: null,
    localLook: 'studio',
    printSheetPath: null,
    idPhoto: null,
    expiresAt: null,
    leaseUntil: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000),
    ...fields,
  });
  return ref.id;
}
