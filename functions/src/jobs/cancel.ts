// The owner's cancel of an open job: it ends (the line's cancel status and reason) and is refunded in one
// transaction, once, and only then is it cancelled at its provider, so the end the provider reports for the
// cancelled job finds it final. A settled job answers 409. A local run still under way finds the job settled
// when it finishes and writes nothing.
import { AppError } from '../shared/errors';
import { isFinal, type JobRecord, type LineOf } from './line';
import { cancelAtProvider } from './reconcile';
import { failJob, type SettleOutcome } from './settle';

export async function cancelJob<J extends JobRecord>(
  line: LineOf<J>,
  job: J,
  port: { cancel(jobId: string): Promise<void> },
): Promise<SettleOutcome> {
  const cancel = line.cancel;
  if (!cancel) throw new Error(`${line.name} jobs cannot be cancelled`);
  if (isFinal(line, job.status)) throw new AppError(409, cancel.refusedKey);
  const outcome = await failJob(line, job, { key: cancel.key }, { status: cancel.status });
  if (outcome !== cancel.status) throw new AppError(409, cancel.refusedKey);
  await cancelAtProvider(line, job, port as never);
  return outcome;
}
