// The document triggers and schedules of the functions table (functions.ts), wired once: each row's handler
// gets its adapters from the composition root (`deps.providers()`, as the HTTPS functions do in api.ts), so no
// feature builds them itself and tests can call a handler with their own. The job lines' triggers run the
// kernel (jobs/run.ts); their schedules reconcile them (jobs/reconcile.ts).
import * as logger from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS, REGION, settings } from './config';
import { creditsExpireRun } from './features/credits/credits-expire.schedule';
import { instantLine } from './features/instant/instant.line';
import { paymentsReconcileRun } from './features/payments/payments-reconcile.schedule';
import { generationLine } from './features/studio/generation/generation.line';
import { expireTrainings, reconcileTrainings, trainingLine } from './features/studio/training/training.line';
import { FUNCTIONS, type DocumentName, type ScheduleName } from './functions';
import { reconcileJobs, runJob, webhookUrlFor, type JobOutcome, type LineOf, type JobRecord } from './jobs';
import { providersFor, type JobKind, type JobPort, type Providers } from './providers';
import { retentionPurgeRun } from './retention';

export interface TriggerDeps {
  providers(): Providers;
}

/** A line's adapters by the provider its jobs were started with, and our webhook route for queued ones. */
const jobDeps = <K extends JobKind>(providers: Providers, kind: K, line: LineOf<JobRecord>) => ({
  portFor: (name: string): JobPort<K> => providers.jobPort(kind, name),
  webhookUrl: webhookUrlFor(line, providers.publicBaseUrl),
});

/** A reconcile's report in the logs: counts, and the errors in full. */
const logReport = (name: string, report: { errors: string[] }) => {
  const counts = Object.fromEntries(
    (Object.entries(report) as [string, string[]][])
      .filter(([key]) => key !== 'errors')
      .map(([key, ids]) => [key, ids.length]),
  );
  (report.errors.length ? logger.error : logger.info)(name, { ...counts, errors: report.errors });
};

export const DOCUMENT_HANDLERS: Record<DocumentName, (deps: TriggerDeps, id: string) => Promise<JobOutcome>> =
  {
    instantEditJob: async (deps, id) =>
      runJob(instantLine, id, jobDeps(deps.providers(), 'instant', instantLine)),
    trainingJob: async (deps, id) =>
      runJob(trainingLine, id, jobDeps(deps.providers(), 'training', trainingLine)),
    generationJob: async (deps, id) =>
      runJob(generationLine, id, jobDeps(deps.providers(), 'generation', generationLine)),
  };

export const SCHEDULE_HANDLERS: Record<ScheduleName, (deps: TriggerDeps, at: Date) => Promise<void>> = {
  instantReconcile: async (deps) =>
    logReport(
      'instant reconciliation',
      await reconcileJobs(instantLine, jobDeps(deps.providers(), 'instant', instantLine)),
    ),
  generationReconcile: async (deps) =>
    logReport(
      'generation reconciliation',
      await reconcileJobs(generationLine, jobDeps(deps.providers(), 'generation', generationLine)),
    ),
  trainingReconcile: async (deps) =>
    logReport(
      'training reconciliation',
      await reconcileTrainings(jobDeps(deps.providers(), 'training', trainingLine)),
    ),
  trainingExpire: async (deps) =>
    logReport('training expiry', await expireTrainings(jobDeps(deps.providers(), 'training', trainingLine))),
  paymentsReconcile: async (deps) => {
    const { payments, paymentsMode } = deps.providers();
    return paymentsReconcileRun(payments, paymentsMode);
  },
  creditsExpireDaily: () => creditsExpireRun(),
  retentionPurgeHourly: (_deps, at) => retentionPurgeRun(at),
};

const deployedDeps: TriggerDeps = { providers: () => providersFor(settings()) };

const runtime = (name: DocumentName | ScheduleName) => {
  const row = FUNCTIONS[name];
  return {
    region: REGION,
    ...('memory' in row ? { memory: row.memory } : {}),
    timeoutSeconds: row.timeoutSeconds,
    secrets: [...FUNCTION_SECRETS[name]],
  };
};

/** The time a run was scheduled for (a retried run acts as the original would have), else now. */
const scheduledAt = (scheduleTime: string) => {
  const at = new Date(scheduleTime);
  return Number.isNaN(at.getTime()) ? new Date() : at;
};

/** Thrown when another runner holds the job: the platform retries the event, with backoff, until it is free. */
export class JobBusy extends Error {}

/**
 * Retried by the platform when the handler throws (reliability risk 5): a run that crashed, or a repeated
 * event that found the job held, comes back until the job is settled (jobs/run.ts bounds the runs).
 */
export const documentTrigger = (name: DocumentName, deps = deployedDeps) =>
  onDocumentCreated({ document: FUNCTIONS[name].document, retry: true, ...runtime(name) }, async (event) => {
    const id = event.params.id as string;
    const outcome = await DOCUMENT_HANDLERS[name](deps, id);
    if (outcome === 'busy') throw new JobBusy(`${name} ${id} is held by another runner; retry later`);
  });

export const schedule = (name: ScheduleName, deps = deployedDeps) =>
  onSchedule(
    {
      schedule: FUNCTIONS[name].schedule,
      timeZone: 'Asia/Seoul',
      retryCount: FUNCTIONS[name].retryCount,
      ...runtime(name),
    },
    (event) => SCHEDULE_HANDLERS[name](deps, scheduledAt(event.scheduleTime)),
  );

const names = <K extends string>(kind: string) =>
  (Object.keys(FUNCTIONS) as (keyof typeof FUNCTIONS)[]).filter((n) => FUNCTIONS[n].kind === kind) as K[];

/** Every trigger and schedule of the table, built. */
export const triggers = {
  ...Object.fromEntries(names<DocumentName>('document').map((n) => [n, documentTrigger(n)])),
  ...Object.fromEntries(names<ScheduleName>('schedule').map((n) => [n, schedule(n)])),
} as { [N in DocumentName]: ReturnType<typeof documentTrigger> } & {
  [N in ScheduleName]: ReturnType<typeof schedule>;
};
