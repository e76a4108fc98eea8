// Daily at 04:00 KST: lapse credit grants older than their expiry. The handler lives in expire-credits.ts so
// tests call it directly.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../config';
import { expireCredits } from './expire-credits';

export const creditsExpireDaily = onSchedule(
  { schedule: '0 4 * * *', timeZone: 'Asia/Seoul', region: REGION, retryCount: 3 },
  async () => {
    await expireCredits();
  },
);
