// Every 5 minutes: poll the provider for queued instant jobs whose webhook is late, and fail (with a refund)
// the jobs stuck past their limit. The handler is the kernel's (jobs/reconcile.ts), which tests call with their clock.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { providersFor } from '../../providers';
import { reconcileJobs } from '../../jobs';
import { instantLine } from './instant.line';

export const instantReconcile = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: 'Asia/Seoul',
    region: REGION,
    // Results are copied into Storage here too (sharp), hence more than the default memory.
    memory: '1GiB',
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.instantReconcile],
    // The next run retries what this one could not finish.
    retryCount: 0,
  },
  async () => {
    const providers = providersFor(settings());
    const report = await reconcileJobs(instantLine, {
      portFor: (name) => providers.jobPort('instant', name),
    });
    (report.errors.length ? logger.error : logger.info)('instant reconciliation', {
      completed: report.completed.length,
      failed: report.failed.length,
      waiting: report.waiting.length,
      errors: report.errors,
    });
  },
);
