// Every 10 minutes: finish confirms the gateway approved but we never recorded (reconcile-payments.ts). The
// gateway is the one the composition root picks for requests, so the schedule and the routes always agree.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, secrets, settings } from '../../config';
import { providersFor } from '../../providers';
import { reconcilePayments } from './reconcile-payments';

export const paymentsReconcile = onSchedule(
  {
    schedule: 'every 10 minutes',
    timeZone: 'Asia/Seoul',
    region: REGION,
    secrets: [secrets.tossSecretKey],
    timeoutSeconds: 300,
    // The next run retries what this one could not finish.
    retryCount: 0,
  },
  async () => {
    const { payments, paymentsMode } = providersFor(settings());
    if (!payments) {
      logger.warn('payments reconciliation skipped: no payment gateway', { paymentsMode });
      return;
    }
    const report = await reconcilePayments(payments);
    const log = report.errors.length ? logger.error : logger.info;
    log('payments reconciliation', {
      granted: report.granted.length,
      failed: report.failed.length,
      pending: report.pending.length,
      errors: report.errors,
    });
  },
);
