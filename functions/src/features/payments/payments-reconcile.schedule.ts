// Every 10 minutes: finish confirms the gateway approved but we never recorded (reconcile-payments.ts), and
// refunds left pending after the gateway did not answer their cancel (reconcile-refunds.ts). The gateway is the
// one the composition root picks for requests, so the schedule and the routes always agree. The two sweeps are
// independent: one that throws (e.g. its query) does not keep the other from running.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, secrets, settings } from '../../config';
import { providersFor } from '../../providers';
import { reconcilePayments } from './reconcile-payments';
import { reconcileRefunds } from './reconcile-refunds';

/** Runs one sweep and logs how many ids went where (and the ids that failed). */
async function sweep<R extends { errors: string[] }>(name: string, run: () => Promise<R>): Promise<void> {
  try {
    const report = await run();
    const counts: Record<string, number> = {};
    for (const [key, ids] of Object.entries(report) as Array<[string, string[]]>)
      if (key !== 'errors') counts[key] = ids.length;
    (report.errors.length ? logger.error : logger.info)(name, { ...counts, errors: report.errors });
  } catch (err) {
    logger.error(`${name} failed`, { error: err instanceof Error ? err.message : String(err) });
  }
}

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
    await sweep('payments reconciliation', () => reconcilePayments(payments));
    await sweep('refunds reconciliation', () => reconcileRefunds(payments));
  },
);
