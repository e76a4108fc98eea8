// The studio ports: train a personal model from the accepted photos, and generate headshots from it. Adapters:
// fal (LoRA training `fal-ai/flux-lora-fast-training` and `fal-ai/flux-lora`, queued with a signed webhook and
// polled as the fallback) and local (the offline engine: a reference set of aligned crops and identity
// descriptors instead of a LoRA, and studio-backdrop headshots composed from it, labelled as the local engine).
// Failures are thrown as ProviderError (port.ts: i18n keys `provider.<kind>`).
import type { GenerationRequest, GenerationStyle, StudioProviderName } from '../../contracts';
import type { Writable } from 'node:stream';
import type { ProviderImage } from './port';
import type { Upscaler } from './upscale';

export type StudioImage = ProviderImage;

/** A photo's reference-set entry as the upload gate kept it: its aligned face crop (JPEG), rank and descriptor. */
export interface StudioFace {
  crop: Buffer;
  rank: number;
  descriptor: number[];
}

export interface TrainingInput {
  /** The session's accepted photos (normalised JPEGs), best (most frontal) first. */
  photos: StudioImage[];
  /**
   * Each photo's face entry, aligned with `photos`, when the upload gate kept one for every photo: the trainers
   * use them and find no face again. Absent for a session made before the gate kept them: the trainer makes them.
   */
  faces?: StudioFace[];
  triggerWord: string;
  steps?: number;
}

/**
 * A backup file: its bytes, or (fal's LoRA, up to hundreds of MB) a download that `streamTo` writes into `sink`
 * only when the result is kept, never held in memory, answering the bytes written and refusing a file over its
 * cap (a ProviderError; `sink` is then destroyed).
 */
export type TrainingBackup = { fileName: string; contentType: string } & (
  { data: Buffer } | { streamTo(sink: Writable): Promise<number> }
);

/** What a finished training leaves: fal's LoRA (its URL and our copy of the file) or the local reference set. */
export interface TrainingResult {
  state: 'completed';
  /** fal's diffusers_lora_file URL; null for local. */
  loraUrl: string | null;
  /** The file to keep as the backup (the LoRA, or the reference set JSON). */
  backup: TrainingBackup;
  /** Local only: aligned crops (JPEG, best first), descriptors and their centroid. */
  reference?: {
    crops: Buffer[];
    descriptors: number[][];
    centroid: number[];
    bestIndex: number;
  };
  /** A square JPEG for the training list (local makes one; fal's is made lazily from the best photo). */
  thumbnail?: Buffer;
  model: string;
}

export type TrainingCheck =
  { state: 'queued'; queuePosition: number | null } | { state: 'running' } | TrainingResult;

export interface StudioTrainer {
  readonly name: StudioProviderName;
  /** Trains (local, in seconds) or submits the training (fal; `webhookUrl` gets the result). */
  start(
    input: TrainingInput,
    options?: { webhookUrl?: string },
  ): Promise<TrainingResult | { state: 'queued'; jobId: string }>;
  /** Polls a queued training (the fallback when a webhook is lost). */
  check(jobId: string): Promise<TrainingCheck>;
  /** Cancels a queued or running training; one that already finished is left as it is. */
  cancel(jobId: string): Promise<void>;
}

export interface GenerationInput {
  request: GenerationRequest;
  /** The prompt as sent (trigger word first). */
  prompt: string;
  style: GenerationStyle | null;
  /** fal: the LoRA URL. */
  loraUrl: string | null;
  /** local: the reference crops (JPEG, best first) the headshots are composed from. */
  referenceCrops?: Buffer[];
}

export interface GenerationResult {
  state: 'completed';
  images: StudioImage[];
  model: string;
  /** The seed the provider used (fal answers it), for "regenerate with the same seed". */
  seed: number | null;
  /** How the provider that made it makes a result 4K (fal's upscaler, or the local resize). */
  upscaler: Upscaler;
}

export type GenerationCheck = { state: 'queued' | 'running' } | GenerationResult;

export interface StudioGenerator {
  readonly name: StudioProviderName;
  start(
    input: GenerationInput,
    options?: { webhookUrl?: string },
  ): Promise<GenerationResult | { state: 'queued'; jobId: string }>;
  check(jobId: string): Promise<GenerationCheck>;
  cancel(jobId: string): Promise<void>;
}
