// The instant-edit port: restyle one photo with a preset prompt, no mask and no training. Adapters: gemini.ts
// (synchronous generateContent), fal.ts (queued job: webhook, polling as the fallback) and local-instant.ts (the
// offline engine, for the looks it can honestly make). Results are image bytes, ready to copy into Storage.
import type {
  IdStandardId,
  InstantFrame,
  InstantIdPhoto,
  InstantProviderName,
  LocalLook,
} from '../../contracts';
import { ProviderError, type ProviderImage } from './port';

export interface InstantEditInput {
  image: Buffer;
  /** image/jpeg, image/png or image/webp. */
  mimeType: string;
  prompt: string;
  /** Output framing like "3:4". */
  aspectRatio?: string;
  /** What the offline engine makes for this preset (ignored by generative providers). */
  localLook?: LocalLook;
  /** ID presets: the standard the local engine makes and measures the photo to. */
  idStandard?: IdStandardId | null;
}

/** A finished edit: the images, which model made them, and for ID presets the print sheet and measurements. */
export interface InstantResult {
  state: 'completed';
  images: ProviderImage[];
  model: string;
  printSheet?: ProviderImage;
  idPhoto?: InstantIdPhoto;
  /** The original's rectangle the result shows (the local engine's framed looks). */
  frame?: InstantFrame | null;
}

/** A finished edit, or a provider job to follow by webhook or `check`. */
export type InstantStart = InstantResult | { state: 'queued'; jobId: string };

/** A provider job's progress; failures are thrown as ProviderError. */
export type InstantCheck = { state: 'queued' | 'running' } | InstantResult;

export interface InstantEditor {
  readonly name: InstantProviderName;
  /** Runs the edit (synchronous adapters) or submits it (queued adapters; `webhookUrl` gets the result). */
  start(input: InstantEditInput, options?: { webhookUrl?: string }): Promise<InstantStart>;
  /** Polls a queued job (the fallback when a webhook is lost). */
  check(jobId: string): Promise<InstantCheck>;
  /** Cancels a queued job; a job that already finished is left as it is. */
  cancel(jobId: string): Promise<void>;
}

/** Runs an edit to the end, polling a queued job: for callers without a webhook URL (the emulators). */
export async function runInstantEdit(
  editor: InstantEditor,
  input: InstantEditInput,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<InstantResult> {
  const started = await editor.start(input);
  if (started.state === 'completed') return started;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    const progress = await editor.check(started.jobId);
    if (progress.state === 'completed') return progress;
    if (Date.now() > deadline) {
      await editor.cancel(started.jobId).catch(() => undefined);
      throw new ProviderError('unavailable', editor.name, 504, 'timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
  }
}
