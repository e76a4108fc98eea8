// Daily at 04:00 KST: lapse credit grants older than their expiry. The handler lives in expire-credits.ts so
// tests call it directly. A lot that fails is logged and retried; the others are not held up by it.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../config';
import { expireCredits } from './expire-credits';

export const creditsExpireDaily = onSchedule(
  { schedule: '0 4 * * *', timeZone: 'Asia/Seoul', region: REGION, retryCount: 3, timeoutSeconds: 540 },
  async () => {
    const run = await expireCredits();
    // Every other lot is done; failing the run makes the scheduler retry (idempotent) and shows it in the logs.
    if (run.failed) throw new Error(`credit expiry: ${run.failed} lot(s) failed`);
  },
);
