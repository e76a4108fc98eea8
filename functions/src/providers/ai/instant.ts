// The instant-edit port: restyle one photo with a preset prompt, no mask and no training. Adapters: gemini.ts
// (synchronous generateContent), fal.ts (queued job: webhook, polling as the fallback) and local-instant.ts (the
// offline engine, for the looks it can honestly make). Results are image bytes, ready to copy into Storage.
import type { IdStandardId, InstantIdPhoto, InstantProviderName, LocalLook } from '../../contracts';

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

export interface InstantImage {
  data: Buffer;
  mimeType: string;
}

/** A finished edit: the images, which model made them, and for ID presets the print sheet and measurements. */
export interface InstantResult {
  state: 'completed';
  images: InstantImage[];
  model: string;
  printSheet?: InstantImage;
  idPhoto?: InstantIdPhoto;
}

/** A finished edit, or a provider job to follow by webhook or `check`. */
export type InstantStart = InstantResult | { state: 'queued'; jobId: string };

/** A provider job's progress; failures are thrown as InstantProviderError. */
export type InstantCheck = { state: 'queued' | 'running' } | InstantResult;

export type InstantFailure = 'unauthorized' | 'quota' | 'safety' | 'invalid' | 'unavailable';

const STATUS: Record<InstantFailure, number> = {
  unauthorized: 502,
  quota: 429,
  safety: 422,
  invalid: 400,
  unavailable: 502,
};

const LABEL: Record<InstantProviderName, string> = { gemini: 'Gemini', fal: 'fal', local: 'local' };

/**
 * A provider refusal or failure, with the translated message key: `instant.<kind>` in locales/*\/errors.json, or
 * a more specific one when the provider says why (the local engine's `imaging.<code>`, e.g. `imaging.no_face`).
 */
export class InstantProviderError extends Error {
  /** i18n key in the errors namespace. */
  readonly key: string;
  readonly params: { provider: string; status: number } & Record<string, unknown>;
  /** The HTTP status our API answers with. */
  readonly httpStatus: number;

  constructor(
    readonly kind: InstantFailure,
    readonly provider: InstantProviderName,
    /** The provider's HTTP status (0 when it could not be reached). */
    readonly status: number,
    readonly providerMessage = '',
    /** A specific reason's key and its message parameters, instead of the kind's generic message. */
    reason?: { key: string; params?: Record<string, unknown> },
  ) {
    super(`instant provider ${provider}: ${kind} (${status}) ${providerMessage}`.trim());
    this.name = 'InstantProviderError';
    this.key = reason?.key ?? `instant.${kind === 'unauthorized' ? 'provider_auth' : kind}`;
    this.params = { ...reason?.params, provider: LABEL[provider], status };
    this.httpStatus = STATUS[kind];
  }
}

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
      throw new InstantProviderError('unavailable', editor.name, 504, 'timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
  }
}
