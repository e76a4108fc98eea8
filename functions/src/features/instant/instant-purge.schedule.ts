// Hourly: delete instant originals when they expire (23 hours after upload, so within the promised 24) and results one year after they were made (the terms
// and the privacy policy promise both; functions/src/retention-promise.test.ts ties them to this export). The
// clock is the time the run was scheduled for, so a retried run purges what the original run would have.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../config';
import { purgeInstant } from './purge-instant';

export const instantPurgeHourly = onSchedule(
  { schedule: '0 * * * *', timeZone: 'Asia/Seoul', region: REGION, retryCount: 1, timeoutSeconds: 540 },
  async (event) => {
    const scheduled = new Date(event.scheduleTime);
    const run = await purgeInstant({ now: Number.isNaN(scheduled.getTime()) ? new Date() : scheduled });
    // The rest is done; failing the run shows it in the logs and the scheduler, and the next run retries.
    if (run.failed) throw new Error(`instant purge: ${run.failed} document(s) failed`);
  },
);
