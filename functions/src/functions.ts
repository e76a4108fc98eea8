// The one table of deployed functions: every HTTPS function, document trigger and schedule, with its runtime
// options and the secrets it binds (security review M6: least privilege; Cloud Functions injects a secret only
// into the functions that list it). index.ts exports exactly these rows (index.test.ts checks it), config.ts
// derives the secret bindings from them (FUNCTION_SECRETS), api.ts and triggers.ts build the functions. Data
// only: what each function does is wired in api.ts (routes) and triggers.ts (handlers).
import type { SecretName } from './config';

interface Runtime {
  memory?: '256MiB' | '512MiB' | '1GiB' | '2GiB';
  timeoutSeconds: number;
  /** The secrets the function reads; the others read as '' there (config.ts `held`). */
  secrets: readonly SecretName[];
}

export interface HttpsRow extends Runtime {
  kind: 'https';
  concurrency: number;
  maxInstances?: number;
}

/** A document created → its job runs. Never retried by the platform: a failed run settles the job itself. */
export interface DocumentRow extends Runtime {
  kind: 'document';
  document: string;
}

/** A schedule in Korean time; `retryCount` 0 when the next run retries what this one could not finish. */
export interface ScheduleRow extends Runtime {
  kind: 'schedule';
  schedule: string;
  retryCount: number;
}

export type FunctionRow = HttpsRow | DocumentRow | ScheduleRow;

/**
 * Hosting cuts every rewritten request at 60 s: a deployed function running longer only does work nobody
 * receives. Provider calls inside a request give up at 50 s (providers/ai/port.ts SYNC_PROVIDER_TIMEOUT_MS);
 * longer work runs as a job (the document triggers below). The emulators keep 120 s: their Hosting does not cut
 * at 60 s, and on a small test machine requests queue for the few local workers (ten racing credit transactions
 * on one user take over a minute there), which a 60 s limit would turn into 504s that production, scaling out,
 * never sees. Deploys read the options without FUNCTIONS_EMULATOR, so the deployed limit is 60 s.
 */
export const HOSTING_TIMEOUT_SECONDS = 60;
const HTTPS_TIMEOUT = process.env.FUNCTIONS_EMULATOR === 'true' ? 120 : HOSTING_TIMEOUT_SECONDS;

// Job triggers stay below their line's lease (jobs/line.ts leaseMs), so a live run is never taken over.
const FAL = ['FAL_KEY'] as const;
const AI = ['GEMINI_API_KEY', 'FAL_KEY'] as const;

export const FUNCTIONS = {
  // ---- HTTPS, one per route group (routes.ts) ----
  // Small and steady: confirms must not share an instance with image decoders (an OOM there would kill a
  // confirm between Toss and Firestore). The only HTTPS function holding the Toss secret key.
  payments: {
    kind: 'https',
    memory: '512MiB',
    timeoutSeconds: HTTPS_TIMEOUT,
    concurrency: 40,
    secrets: ['TOSS_SECRET_KEY'],
  },
  // 2 GiB: up to two worker threads, each holding its tfjs models (~300 MB at 1024 px), plus the uploads in
  // flight (up to ~64 MB each as raw body and file buffers); 2 GiB also brings the second vCPU the second worker
  // uses. Concurrency 4 keeps the uploads of one instance well inside its memory.
  imaging: {
    kind: 'https',
    memory: '2GiB',
    timeoutSeconds: HTTPS_TIMEOUT,
    concurrency: 4,
    maxInstances: 20,
    secrets: ['IDEOGRAM_API_KEY', 'GEMINI_API_KEY', 'FAL_KEY'],
  },
  // Account, credits, health and Kakao/Naver sign-in (their client secrets). FAL_KEY: deleting an account stops
  // its open jobs at fal.
  api: {
    kind: 'https',
    memory: '512MiB',
    timeoutSeconds: HTTPS_TIMEOUT,
    concurrency: 80,
    secrets: ['KAKAO_CLIENT_SECRET', 'KAKAO_ADMIN_KEY', 'NAVER_CLIENT_SECRET', 'FAL_KEY'],
  },

  // ---- job lines: the trigger that runs a job, and the schedule that finishes what nobody did ----
  // The local engine's workers and models, and the second vCPU; Gemini or fal for the others. An edit takes
  // about 30 s (Gemini's own limit is 90 s): 140 s keeps the instant line's lease (150 s) short, so a crashed
  // edit is run once more or refunded within 5 minutes (jobs/run.ts).
  instantEditJob: {
    kind: 'document',
    document: 'instant_edits/{id}',
    memory: '2GiB',
    timeoutSeconds: 140,
    secrets: AI,
  },
  // Results are copied into Storage here too (sharp). A Gemini job nobody finished is only failed and refunded
  // here (it has no provider job to ask), so only fal's key (security review N8).
  instantReconcile: {
    kind: 'schedule',
    schedule: 'every 5 minutes',
    retryCount: 0,
    memory: '1GiB',
    timeoutSeconds: 300,
    secrets: FAL,
  },
  // Reads up to 50 photos and the face crops the upload gate made of them: the local trainer only ranks them and
  // stores its crops (6 s for 50 photos on 2 cores), fal is sent them in one archive (2 s to the fake; the
  // upload to fal is network-bound, ~25 MB). A session uploaded before the gate kept crops has the engine find
  // the faces again (65 s for 50). 140 s keeps the training line's lease (150 s) short, so a training whose
  // runners died is failed and refunded within 5 minutes (jobs/run.ts).
  trainingJob: {
    kind: 'document',
    document: 'trainings/{id}',
    memory: '2GiB',
    timeoutSeconds: 140,
    secrets: FAL,
  },
  // A finished LoRA is downloaded and copied into Storage here: memory for a few hundred MB.
  trainingReconcile: {
    kind: 'schedule',
    schedule: 'every 2 minutes',
    retryCount: 0,
    memory: '2GiB',
    timeoutSeconds: 540,
    secrets: FAL,
  },
  trainingExpire: {
    kind: 'schedule',
    schedule: 'every 5 minutes',
    retryCount: 0,
    timeoutSeconds: 300,
    secrets: FAL,
  },
  // The local engine composes the headshots and scores every result (workers, models, the second vCPU): the
  // largest generation (4 images of 1024², PNG, each with its 4K resize) takes 18 s on 2 cores; fal is submitted
  // to. 140 s keeps the generation line's lease (150 s) short, so a generation whose runners died is failed and
  // refunded within 5 minutes (jobs/run.ts).
  generationJob: {
    kind: 'document',
    document: 'generations/{id}',
    memory: '2GiB',
    timeoutSeconds: 140,
    secrets: FAL,
  },
  // Results are copied into Storage and scored for identity here too.
  generationReconcile: {
    kind: 'schedule',
    schedule: 'every 2 minutes',
    retryCount: 0,
    memory: '2GiB',
    timeoutSeconds: 300,
    secrets: FAL,
  },

  // ---- money and retention ----
  // Confirms the gateway approved but we never recorded, and refunds it never answered: the Toss secret key.
  paymentsReconcile: {
    kind: 'schedule',
    schedule: 'every 10 minutes',
    retryCount: 0,
    timeoutSeconds: 300,
    secrets: ['TOSS_SECRET_KEY'],
  },
  // Lapsed grants; a failed run is retried (idempotent).
  creditsExpireDaily: {
    kind: 'schedule',
    schedule: '0 4 * * *',
    retryCount: 3,
    timeoutSeconds: 540,
    secrets: [],
  },
  // Retention (retention.ts): originals and studio selfies within 24 hours of upload, every result after a
  // year, then the files of owners who are gone.
  retentionPurgeHourly: {
    kind: 'schedule',
    schedule: '0 * * * *',
    retryCount: 1,
    timeoutSeconds: 540,
    secrets: [],
  },
} as const satisfies Record<string, FunctionRow>;

export type FunctionName = keyof typeof FUNCTIONS;
type RowsOf<K extends FunctionRow['kind']> = {
  [N in FunctionName]: (typeof FUNCTIONS)[N]['kind'] extends K ? N : never;
}[FunctionName];
export type HttpsName = RowsOf<'https'>;
export type DocumentName = RowsOf<'document'>;
export type ScheduleName = RowsOf<'schedule'>;
