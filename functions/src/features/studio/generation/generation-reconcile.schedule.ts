// Every 2 minutes: poll fal for queued generations whose webhook is late, and fail (with a refund) the ones
// stuck past GENERATION_TIMEOUT_MS. The handler is the kernel's (jobs/reconcile.ts), which tests call with a clock.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS, REGION, settings } from '../../../config';
import { providersFor } from '../../../providers';
import { reconcileJobs } from '../../../jobs';
import { generationLine } from './generation.line';

export const generationReconcile = onSchedule(
  {
    schedule: 'every 2 minutes',
    timeZone: 'Asia/Seoul',
    region: REGION,
    // Results are copied into Storage and scored for identity here too.
    memory: '2GiB',
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.generationReconcile],
    retryCount: 0,
  },
  async () => {
    const providers = providersFor(settings());
    const report = await reconcileJobs(generationLine, {
      portFor: (name) => providers.jobPort('generation', name),
    });
    (report.errors.length ? logger.error : logger.info)('generation reconciliation', {
      completed: report.completed.length,
      failed: report.failed.length,
      waiting: report.waiting.length,
      errors: report.errors,
    });
  },
);
