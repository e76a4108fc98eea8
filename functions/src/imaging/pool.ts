// A small pool of worker threads running the engine, so a 1 s ID photo never blocks the API's event loop.
// tfjs-wasm is single-threaded, so two workers use both cores; each loads its models once and keeps them.
// Worker threads cannot load TypeScript, so the pool uses the compiled worker (lib/imaging/worker.js) and runs
// operations in-process, one at a time, when the engine itself runs from source (vitest, benches).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SECRET_NAMES } from '../config';
import { ImagingError, type ImagingErrorCode } from './errors';
import type { OperationName, Operations } from './operations';

export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/** A task taking longer than this is stuck: its worker is replaced. */
const TASK_TIMEOUT_MS = 60_000;

type Result<N extends OperationName> = Awaited<ReturnType<Operations[N]>>;
type Args<N extends OperationName> = Parameters<Operations[N]>[0];

interface Task {
  id: number;
  name: OperationName;
  args: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { code?: ImagingErrorCode; params?: Record<string, unknown>; message: string };
}

/** Structured clone turns Buffers into Uint8Arrays; turn them back so callers get what operations return. */
export function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object' && value.constructor === Object)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
}

export function toError(error: NonNullable<Reply['error']>) {
  return error.code ? new ImagingError(error.code, error.params) : new Error(error.message);
}

/**
 * The environment a worker starts with: the parent's minus every secret. Workers decode untrusted uploads and
 * need no key; a decoder bug must not reach the function's keys (security review N8). Node would otherwise
 * give a worker the parent's whole process.env.
 */
export function workerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const secret = new Set<string>(SECRET_NAMES);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !secret.has(name)));
}

const workerFile = path.join(__dirname, 'worker.js');
const inline = __filename.endsWith('.ts') || !existsSync(workerFile);

let seq = 0;
const queue: Task[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, { task: Task; timer: NodeJS.Timeout }>();
let inlineChain: Promise<unknown> = Promise.resolve();

function spawn() {
  const worker = new Worker(workerFile, { env: workerEnv() });
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const job = busy.get(worker);
    if (!job || job.task.id !== reply.id) return;
    clearTimeout(job.timer);
    busy.delete(worker);
    if (reply.ok) job.task.resolve(revive(reply.result));
    else job.task.reject(toError(reply.error!));
    idle.push(worker);
    pump();
  });
  worker.on('error', (err) => retire(worker, err));
  worker.on('exit', () => retire(worker, new Error('imaging worker exited')));
  return worker;
}

function retire(worker: Worker, err: unknown) {
  const job = busy.get(worker);
  busy.delete(worker);
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
  if (job) {
    clearTimeout(job.timer);
    job.task.reject(err);
  }
  void worker.terminate();
  pump();
}

function pump() {
  while (queue.length) {
    const worker = idle.pop() ?? (busy.size < POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    const task = queue.shift()!;
    const timer = setTimeout(
      () => retire(worker, new Error(`imaging ${task.name} timed out`)),
      TASK_TIMEOUT_MS,
    );
    busy.set(worker, { task, timer });
    worker.postMessage({ id: task.id, name: task.name, args: task.args });
  }
}

/** Runs one engine operation. Rejects with ImagingError for inputs the engine refuses. */
export function runImaging<N extends OperationName>(name: N, args: Args<N>): Promise<Result<N>> {
  if (inline) {
    const run = inlineChain.then(async () => {
      const { operations } = await import('./operations.js');
      return (operations[name] as (a: Args<N>) => Promise<Result<N>>)(args);
    }) as Promise<Result<N>>;
    inlineChain = run.catch(() => undefined);
    return run;
  }
  return new Promise((resolve, reject) => {
    queue.push({ id: ++seq, name, args, resolve: resolve as (v: unknown) => void, reject });
    pump();
  });
}
