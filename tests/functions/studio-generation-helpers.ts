// Shared steps of the generation suites: a member with generation credits, a ready training written directly
// (a local one with the engine's reference set of one person: aligned crops in Storage and their centroid), generations started
// through the Hosting emulator as the /generate page does, and waiting for the job to settle.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  type GenerationDoc,
  type GenerationStartRequest,
  type StudioProviderName,
  type TrainingDoc,
} from '../../functions/src/contracts';
import { studioStoragePath } from '../../functions/src/features/studio/storage-paths';
import { runEngine } from '../../functions/src/imaging/engine';
import { photo } from '../fixtures/images';
import { adminBucket, adminDb, untilDoc, type TestUser } from './emulator';
import { call } from './instant-helpers';
import { memberWith } from './payments-helpers';

export { call, entriesFor, userDoc } from './instant-helpers';

/** A signed-up user holding `generation` generation credits. */
export const generationMember = (prefix: string, generation: number) => memberWith(prefix, { generation });

export const TRIGGER = 'ohwx person';
/** The bytes of a fal training's LoRA backup in Storage. */
export const FAKE_LORA = Buffer.from('fake-safetensors:backup');
const CROPS = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama3.jpg'];

/** The engine's reference set of one person (Obama), its crops in Storage under the training. */
export async function referenceOf(uid: string, trainingId: string) {
  const set = await runEngine('referenceSet', { images: CROPS.map((name) => photo(name)) });
  const crops: string[] = [];
  for (const [i, crop] of set.crops.entries()) {
    const path = studioStoragePath.referenceCrop(uid, trainingId, i);
    await adminBucket().file(path).save(crop, { contentType: 'image/jpeg', resumable: false });
    crops.push(path);
  }
  // Firestore holds no arrays of arrays: the descriptors stay in the reference set file, the centroid here.
  return { crops, centroid: set.centroid, bestIndex: set.bestIndex };
}

/**
 * A completed training of `uid` on `provider`: fal with a LoRA URL, local with its reference set (face crops
 * of one person in Storage, the paths in `reference.crops`). `fields` puts it elsewhere (e.g. still training).
 */
export async function readyTraining(
  uid: string,
  provider: StudioProviderName,
  fields: Partial<TrainingDoc> = {},
): Promise<string> {
  const ref = adminDb().collection('trainings').doc();
  // The local trainer's reference set, made by the engine from photos of one person.
  const reference = provider === 'local' ? await referenceOf(uid, ref.id) : null;
  const doc: Omit<TrainingDoc, 'createdAt' | 'updatedAt'> = {
    userId: uid,
    status: 'completed',
    stage: 'done',
    loraName: 'My face',
    triggerWord: TRIGGER,
    provider,
    sessionId: '',
    photoCount: 12,
    providerJobId: provider === 'fal' ? 'fake-training-job' : null,
    loraUrl: provider === 'fal' ? 'https://v3.fal.media/files/lora/pytorch_lora_weights.safetensors' : null,
    backup:
      provider === 'fal'
        ? { path: studioStoragePath.loraFile(uid, ref.id), fileSizeMb: 85.6 }
        : { path: studioStoragePath.referenceSet(uid, ref.id), fileSizeMb: 0.2 },
    thumbnailPath: null,
    reference,
    error: null,
    startedAt: Timestamp.now(),
    completedAt: Timestamp.now(),
    ...fields,
  };
  await ref.set({ ...doc, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  // fal's LoRA is backed up in Storage as the training settles it; generations read that copy.
  if (provider === 'fal' && doc.backup)
    await adminBucket().file(doc.backup.path).save(FAKE_LORA, { contentType: 'application/octet-stream' });
  return ref.id;
}

/** POST /generation/start as the page sends it. */
export const startGeneration = (user: TestUser, body: Partial<GenerationStartRequest>) =>
  call(user, 'POST', '/generation/start', { json: { prompt: 'a studio headshot', ...body } });

/** Starts and answers the generation id (throws unless 202). */
export async function started(user: TestUser, body: Partial<GenerationStartRequest>): Promise<string> {
  const res = await startGeneration(user, body);
  if (res.status !== 202) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.generation_id as string;
}

export const generationDoc = async (id: string) =>
  (await adminDb().collection('generations').doc(id).get()).data() as GenerationDoc;

export const settledGeneration = (id: string) =>
  untilDoc<GenerationDoc>('generations', id, (d) => d.status === 'completed' || d.status === 'failed');

/**
 * A generation whose fal job never finishes (`hangJobs`: it runs forever) or never leaves fal's queue
 * (`holdQueue`); the switch holds until the job is submitted.
 */
export async function hungGeneration(
  fal: { hangJobs: boolean; holdQueue: boolean },
  user: TestUser,
  body: Partial<GenerationStartRequest>,
  where: 'hangJobs' | 'holdQueue' = 'hangJobs',
): Promise<{ id: string; jobId: string }> {
  fal[where] = true;
  try {
    const id = await started(user, body);
    // The trigger submits after the start answered.
    return {
      id,
      jobId: (await untilDoc<GenerationDoc>('generations', id, (d) => !!d.providerJobId)).providerJobId!,
    };
  } finally {
    fal[where] = false;
  }
}
