// Where fal reads a training's LoRA for a generation. fal's own CDN file lives only as long as fal's retention
// says (the older FAQ promised "at least 7 days"; @fal-ai/client's `storageSettings: {expiresIn: 'never'}` sends
// no header at all, so it cannot pin it), while our Storage backup lives as long as the training. Generations
// therefore hand fal a short-lived signed URL of the backup: V4, read-only, LORA_URL_TTL_MS. Signing needs the
// runtime service account to sign blobs (IAM Service Account Credentials API and Token Creator, as custom tokens
// do; docs/go-live.md). The Storage emulator cannot sign (no credentials), so there the backup is served by the
// emulator's download-token URL, which exists only in the emulators. Without a backup, fal's own URL is used.
import { randomUUID } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { bucket } from '../../../shared/firebase';
import type { TrainingRecord } from './generation.repo';

type File = ReturnType<ReturnType<typeof bucket>['file']>;

/** fal downloads the LoRA when the job starts; an hour covers a long queue. */
export const LORA_URL_TTL_MS = 60 * 60 * 1000;

/** A signed V4 read URL of `file` valid for LORA_URL_TTL_MS from `now`. */
export async function signedReadUrl(file: File, now = Date.now()): Promise<string> {
  const [url] = await file.getSignedUrl({ version: 'v4', action: 'read', expires: now + LORA_URL_TTL_MS });
  return url;
}

/** The emulators only: the Storage emulator's public URL of `file`, with a download token it honours. */
async function emulatorUrl(file: File, host: string): Promise<string> {
  const token = randomUUID();
  await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  const origin = /^https?:\/\//.test(host) ? host : `http://${host}`;
  return `${origin}/v0/b/${file.bucket.name}/o/${encodeURIComponent(file.name)}?alt=media&token=${token}`;
}

/** The LoRA URL for a generation from `training`: our backup when there is one, else fal's own URL. */
export async function loraUrlFor(
  training: Pick<TrainingRecord, 'id' | 'provider' | 'loraUrl' | 'backup'>,
  now = Date.now(),
): Promise<string | null> {
  // The local trainer keeps a reference set there, not a LoRA.
  if (training.provider !== 'fal' || !training.backup?.path) return training.loraUrl;
  const file = bucket().file(training.backup.path);
  // Set only where the Admin SDK talks to the Storage emulator (the emulators and their tests), never deployed.
  const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST;
  try {
    return emulatorHost ? await emulatorUrl(file, emulatorHost) : await signedReadUrl(file, now);
  } catch (err) {
    // Fall back to fal's URL, which works until fal's retention expires it.
    logger.warn('LoRA backup URL could not be made; using fal’s URL', {
      trainingId: training.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return training.loraUrl;
  }
}
