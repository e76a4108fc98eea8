// Hourly (the functions table): delete instant originals when they expire (23 hours after upload, so within the
// promised 24) and results one year after they were made (the terms and the privacy policy promise both;
// functions/src/retention-promise.test.ts ties them to the deployed schedule). The clock is the time the run was
// scheduled for, so a retried run purges what the original run would have.
import { sweepOrphanFiles } from '../../jobs';
import { purgeInstant } from './purge-instant';

export async function instantPurgeRun(scheduledAt: Date): Promise<void> {
  const run = await purgeInstant({ now: scheduledAt });
  // Files whose owner is gone (a job that wrote during account deletion): security review N3.
  await sweepOrphanFiles({ now: scheduledAt.getTime() });
  // The rest is done; failing the run shows it in the logs and the scheduler, and the next run retries.
  if (run.failed) throw new Error(`instant purge: ${run.failed} document(s) failed`);
}
