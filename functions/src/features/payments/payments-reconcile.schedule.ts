// Every 10 minutes (the functions table): finish confirms the gateway approved but we never recorded (reconcile-payments.ts), and
// refunds left pending after the gateway did not answer their cancel (reconcile-refunds.ts). The gateway is the
// one the composition root picks for requests, so the schedule and the routes always agree. The two sweeps are
// independent: one that throws (e.g. its query) does not keep the other from running.
import * as logger from 'firebase-functions/logger';
import type { PaymentsMode } from '../../contracts';
import type { PaymentGateway } from '../../providers/payments';
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

export async function paymentsReconcileRun(
  payments: PaymentGateway | null,
  paymentsMode: PaymentsMode,
): Promise<void> {
  if (!payments) {
    logger.warn('payments reconciliation skipped: no payment gateway', { paymentsMode });
    return;
  }
  await sweep('payments reconciliation', () => reconcilePayments(payments));
  await sweep('refunds reconciliation', () => reconcileRefunds(payments));
}
