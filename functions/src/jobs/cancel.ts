// The owner's cancel of an open job (security review N2). A job queued at a paid provider is asked about first:
// - still in the provider's queue: ended with the line's cancel status and refunded in one transaction, once,
//   then cancelled there (fal removes a queued request: it never runs);
// - already running: the provider is doing (and billing) the work, so nothing is refunded. A plain cancel is
//   refused (409 `runningKey`) and the job's result still completes it; `whenRunning: 'end'` (the owner
//   deletes the job) ends it without a refund and asks the provider to stop;
// - already finished or failed there: settled as the webhook would have, and the cancel is refused (409).
// A job not yet at a provider (pending, or on the local engine, which costs nothing) ends and is refunded at
// once; a local run still under way finds the job settled when it finishes and writes nothing.
import { AppError } from '../shared/errors';
import { isFinal, type JobRecord, type LineOf } from './line';
import { cancelAtProvider, pollJob, type Port } from './reconcile';
import { failJob, type SettleOutcome } from './settle';

export interface CancelOptions {
  /** What to do with a job the provider is already running: refuse the cancel, or end it unrefunded. */
  whenRunning?: 'refuse' | 'end';
}

export async function cancelJob<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  port: Port,
  options: CancelOptions = {},
): Promise<SettleOutcome> {
  const cancel = line.cancel;
  if (!cancel) throw new Error(`${line.name} jobs cannot be cancelled`);
  if (isFinal(line, job.status)) throw new AppError(409, cancel.refusedKey);
  const refused = () => new AppError(409, cancel.refusedKey);
  if (job.providerJobId) {
    const where = await pollJob(line, job, port).catch(() => {
      // The provider cannot say whether it ran the job: nothing is refunded on a guess.
      throw new AppError(503, 'provider.unavailable');
    });
    if (where === 'running') {
      if (options.whenRunning !== 'end') throw new AppError(409, cancel.runningKey);
      const outcome = await failJob(line, job, { key: cancel.key }, { status: cancel.status, refund: false });
      if (outcome !== cancel.status) throw refused();
      await cancelAtProvider(line, job, port);
      return outcome;
    }
    if (where !== 'queued') throw refused();
  }
  // Ended and refunded first, then taken out of the provider's queue: the end the provider then reports for
  // the cancelled job finds it final.
  const outcome = await failJob(line, job, { key: cancel.key }, { status: cancel.status });
  if (outcome !== cancel.status) throw refused();
  await cancelAtProvider(line, job, port);
  return outcome;
}
