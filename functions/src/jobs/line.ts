// A job line (instant edits, studio trainings, studio generations, and any later one) described once. Each
// line is a `JobLine`: where its documents live, what it costs, how long a runner holds a job and how long a
// job may take, where fal posts its end, and the few steps that really are its own (prepare the provider's
// input, store a result, a few fields of its own per transition). Everything else (claim under a lease, run,
// settle, fail and refund, reconcile, fal webhook delivery, cancel) is written once in this folder, on it.
//
// The state machine every line shares, one transaction per step, each acting only from the state it expects:
//   pending ──claim──▶ running (lease) ──▶ completed | failed (| cancelled)
//                          └─ queued at the provider (providerJobId) ──webhook or reconcile──▶ settled
// Invariants:
// - only one runner holds a job: a second trigger finds it running under a live lease and does nothing;
// - every status but pending and running is final: whoever settles first wins, the others write nothing;
// - failing or cancelling refunds the debit in the transaction that ends the job (ledger ref = job id), so the
//   credit comes back exactly once however many times the failure is reported;
// - a webhook delivery is recorded in events/{provider}:{id} in the transaction that applies it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { CreditUnit } from '../contracts';
import { db } from '../shared/firebase';
import type { CompletedLikeness } from './likeness';

/** The fields every job document has (contracts' jobDocBase), with its id. */
export interface JobRecord {
  id: string;
  userId: string;
  status: string;
  provider: string;
  providerJobId: string | null;
  leaseUntil?: { toDate(): Date } | null;
  /** How many runners claimed it (lease.ts): more than one means a runner died holding it. */
  runs?: number;
  createdAt?: { toDate(): Date } | null;
}

/** What a provider answers when it finished at once (`R`) or queued the job. */
export type Started<R> = R | { state: 'queued'; jobId: string };

/** A provider port of a job line: start (at once or queued), poll a queued job, cancel it. */
export interface QueuedPort<I, R extends { state: 'completed' }, C = { state: 'queued' | 'running' }> {
  start(input: I, options?: { webhookUrl?: string }): Promise<Started<R>>;
  check(jobId: string): Promise<C | R>;
  cancel(jobId: string): Promise<void>;
}

/** The fal adapter of a line also reads webhook deliveries. */
export interface FalDeliveryReader<R> {
  fromWebhook(body: unknown): Promise<R | { state: 'queued' | 'running' }>;
}

/** A stored result, ready to be written in the settling transaction (its files are already in Storage). */
export interface Completion<J> {
  /** The line's own completion fields, given the job as the transaction read it. */
  fields(current: J): Record<string, unknown>;
  /** How much the owner's "photos made" count (users/{uid}.totalGenerations) goes up. */
  made?: number;
  /**
   * Credits of the debit the result did not deliver (e.g. images a safety filter dropped): refunded in the
   * completing transaction, once (ledger ref `<job id>_partial`).
   */
  undelivered?: number;
  /** Results that show the person: their likeness (likeness.ts), stored by the kernel with the completion. */
  likeness?: CompletedLikeness;
  /** Every file (or folder, ending in '/') it wrote: deleted again when the job was settled meanwhile. */
  written: string[];
}

export interface JobLine<J extends JobRecord, I, R extends { state: 'completed' }> {
  /** For logs ('instant edit', 'training'). */
  name: string;
  collection: string;
  /** The credit unit its debit was taken in (the refund mirrors it). */
  unit: CreditUnit;
  /** The status of a claimed job ('processing', or 'training' for trainings). */
  running: J['status'];
  /** How long a runner holds a claimed job: longer than its trigger may run. */
  leaseMs: number;
  /** Longest a job may stay open before it fails (`timeoutKey`) and its credit comes back. */
  timeoutMs: number;
  /** How long a queued job's webhook may take before the reconcile polls the provider. */
  webhookGraceMs: number;
  /** Our route fal posts the end to, and the query parameter naming the job (none: found by fal's id). */
  webhook: { path: string; idParam?: string };
  /** How a recorded delivery names the job, e.g. 'editId'. */
  deliveryKey: string;
  /** Failure reasons: the generic one (neither provider nor engine named one) and the timeout. */
  failedKey: string;
  timeoutKey: string;
  /**
   * The owner's cancel: the status it ends in, its reason, the refusal when the job is settled, and the one
   * when its provider is already running it (its result will complete it).
   */
  cancel?: { status: 'failed' | 'cancelled'; key: string; refusedKey: string; runningKey: string };
  /**
   * How long its results are kept after the job completed (`completedAt`), and the files they are (a path
   * ending in '/' is a folder): the retention purge (purge.ts) deletes them with the document then. None: kept
   * until their owner deletes them (a training's model).
   */
  results?: { keepMs: number; files(job: J): unknown[] };
  /** Fields of its own written on claim, on queueing, and when the job ends without a result. */
  claimed?: Record<string, unknown>;
  queued?: Record<string, unknown>;
  ended(current: J, now: number): Record<string, unknown>;
  /** The provider's input for the job, or the reason it cannot run (e.g. its photos are gone). */
  prepare(job: J): Promise<{ input: I } | { fail: string }>;
  /**
   * Stores the result's files (at paths fixed by the job id) and answers what completes the document. The
   * kernel calls it only while the job is open and its owner exists.
   */
  complete(job: J, result: R, now: number): Promise<Completion<J>>;
  /** A queued job's progress as the provider reports it (e.g. a training's queue position). */
  progress?(job: J, state: unknown): Promise<void>;
}

/** A line seen from the kernel's generic parts, whatever its port's input and result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LineOf<J extends JobRecord> = JobLine<J, any, any>;

export const jobRef = (line: { collection: string }, id: string) => db().collection(line.collection).doc(id);
export const newJobRef = (line: { collection: string }) => db().collection(line.collection).doc();

/** The document as the line's record, or null when it does not exist. */
export const readJob = <J extends JobRecord>(snap: DocumentSnapshot): J | null =>
  snap.exists ? ({ ...snap.data(), id: snap.id } as J) : null;

export async function getJob<J extends JobRecord>(line: LineOf<J>, id: string): Promise<J | null> {
  return readJob<J>(await jobRef(line, id).get());
}

/** The caller's own job, or null: another user's job is indistinguishable from none. */
export async function getOwnJob<J extends JobRecord>(line: LineOf<J>, uid: string, id: string) {
  const job = await getJob(line, id);
  return job && job.userId === uid ? job : null;
}

/** Pending and running are open; every other status is final. */
export const isFinal = (line: { running: string }, status: string) =>
  status !== 'pending' && status !== line.running;

/** Where a queued provider posts the end of job `id`, under our public origin. */
export const webhookUrlFor =
  (line: { webhook: JobLine<JobRecord, unknown, never>['webhook'] }, publicBaseUrl: string) =>
  (id: string) => {
    const base = `${publicBaseUrl.replace(/\/$/, '')}/api/v1${line.webhook.path}`;
    return line.webhook.idParam ? `${base}?${line.webhook.idParam}=${encodeURIComponent(id)}` : base;
  };
