// The fake fal's training endpoint (fal-ai/flux-lora-fast-training), served by fal.ts with the queue and webhooks
// every fake job has. A submit with images_data_url trains for `trainingQueueMs` + `trainingRunMs` on the fake's
// clock, reports its queue position, and ends with a diffusers_lora_file served under /files/; `advance(ms)`
// moves that clock, `hangTrainings` keeps jobs running forever, `failTrainings` ends them in error. An
// images_data_url that is not a zip uploaded here is refused with a 422, as fal does. The LoRA file is kept
// `loraRetentionMs` (7 days, what fal's older FAQ promised) from the end of the training, on the fake's clock:
// after that its URL answers 404, as a file past fal's retention does.
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { queuedJob, type Job, type JobState } from './fal-job';

/** The training switches tests flip on the fake. */
export interface FakeFalTraining {
  /** While true, training jobs never finish (a stuck training). */
  hangTrainings: boolean;
  /** While true, training jobs end in error. */
  failTrainings: boolean;
  /** Moves the fake's clock forward; training jobs due by then finish (and deliver their webhooks). */
  advance(ms: number): void;
  /** The bytes the fake serves as every training's LoRA file. */
  loraBytes: Buffer;
  /** How long a LoRA file is served after its training ends (fake clock). */
  loraRetentionMs: number;
}

/** What the training endpoint uses of the fake it is part of. */
interface Host {
  jobs: Map<string, Job>;
  uploads: Map<string, { type: string; data: Buffer; expiresAt?: number }>;
  base(): string;
  /** The fake's clock (Date.now moved by `advance`). */
  now(): number;
  moveClock(ms: number): void;
  /** Ends a job: its webhook is delivered. */
  finish(job: Job): void;
}

export const isTrainingInput = (input: Record<string, unknown>) => 'images_data_url' in input;

/** Whether fal could open the archive: a ZIP whose directory and entries read back. */
function isReadableZip(data: Buffer) {
  try {
    unzipSync(data);
    return true;
  } catch {
    return false;
  }
}

export function trainingEndpoint(
  fake: FakeFalTraining,
  options: { trainingQueueMs?: number; trainingRunMs?: number; loraRetentionMs?: number },
  host: Host,
) {
  const queueMs = options.trainingQueueMs ?? 100;
  const runMs = options.trainingRunMs ?? 200;
  const loraBytes = Buffer.from('fake-safetensors:' + 'x'.repeat(2048));

  const state = (job: Job): JobState => {
    if (job.held) return 'IN_QUEUE';
    const age = host.now() - job.submittedAt;
    if (fake.hangTrainings) return age < queueMs ? 'IN_QUEUE' : 'IN_PROGRESS';
    return age < queueMs ? 'IN_QUEUE' : age < queueMs + runMs ? 'IN_PROGRESS' : 'COMPLETED';
  };

  /** Finishes a training job that is due on the fake's clock (a hung one is not). */
  const finishIfDue = (job: Job) => {
    if (!job.done && (job.forced || state(job) === 'COMPLETED')) host.finish(job);
  };

  const outcome = (job: Job): { status: number; body: unknown } => {
    if (fake.failTrainings) return { status: 500, body: { detail: 'Training failed' } };
    const name = `lora-${job.id}.safetensors`;
    if (!host.uploads.has(name))
      host.uploads.set(name, {
        type: 'application/octet-stream',
        data: loraBytes,
        expiresAt: host.now() + fake.loraRetentionMs,
      });
    const file = (n: string, type: string, size: number) => ({
      url: `${host.base()}/files/${n}`,
      content_type: type,
      file_name: n,
      file_size: size,
    });
    return {
      status: 200,
      body: {
        diffusers_lora_file: file(name, 'application/octet-stream', loraBytes.length),
        config_file: file(`config-${job.id}.json`, 'application/json', 2),
      },
    };
  };

  /** Queues a training job (refused at once when its zip is not readable) and answers it. */
  const submit = (segments: string[], input: Record<string, unknown>, webhook: string | null): Job => {
    const id = `fake-train-${randomUUID()}`;
    const prefix = `${host.base()}/files/`;
    const zipUrl = String(input.images_data_url);
    const zip = zipUrl.startsWith(prefix)
      ? host.uploads.get(decodeURIComponent(zipUrl.slice(prefix.length)))
      : undefined;
    const readable = !!zip && isReadableZip(zip.data);
    const refusal = readable
      ? null
      : [{ loc: ['body', 'images_data_url'], msg: 'Not a zip archive', type: 'value_error' }];
    const job = queuedJob({
      id,
      segments,
      input,
      submittedAt: host.now(),
      webhook,
      refusal,
      kind: 'training',
    });
    host.jobs.set(id, job);
    if (job.webhook) job.timer = setTimeout(() => finishIfDue(job), queueMs + runMs);
    return job;
  };

  Object.assign(fake, {
    hangTrainings: false,
    failTrainings: false,
    loraBytes,
    loraRetentionMs: options.loraRetentionMs ?? 7 * 24 * 60 * 60 * 1000,
    advance: (ms: number) => {
      host.moveClock(ms);
      for (const job of host.jobs.values()) if (job.kind === 'training') finishIfDue(job);
    },
  } satisfies FakeFalTraining);

  return { state, outcome, submit };
}
