// At account deletion: the owner's jobs still open at a paid provider are stopped there, so nothing of the
// person keeps being processed (or billed) after they are gone (the "deletion leaves nothing" promise: copies
// at providers are removed where their API allows; fal takes a queued request out of its queue and signals a
// running one to stop). Nothing is refunded: the account and its balance are being erased. The owner is
// already marked as deleting, so a result that still arrives writes nothing (owner.ts).
import * as logger from 'firebase-functions/logger';
import { db } from '../shared/firebase';
import { readJob, type JobRecord, type LineOf } from './line';
import { cancelAtProvider, type Port } from './reconcile';

/** A job line with the adapter of each provider its jobs may have been started with. */
export interface StoppableLine {
  line: LineOf<JobRecord>;
  portFor(provider: string): Port;
}

/** Asks each provider to stop `uid`'s open jobs; answers how many were asked. Never throws for one job. */
export async function stopOwnerJobs(lines: readonly StoppableLine[], uid: string): Promise<number> {
  let asked = 0;
  for (const { line, portFor } of lines) {
    const open = await db()
      .collection(line.collection)
      .where('userId', '==', uid)
      .where('status', 'in', ['pending', line.running])
      .get();
    for (const snap of open.docs) {
      const job = readJob<JobRecord>(snap);
      if (!job?.providerJobId) continue;
      try {
        await cancelAtProvider(line, job, portFor(job.provider));
        asked += 1;
      } catch (err) {
        // No adapter by that name any more: nothing we can ask; the job's result is refused anyway.
        logger.warn(`${line.name} could not be stopped at deletion`, {
          id: job.id,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
  }
  return asked;
}
