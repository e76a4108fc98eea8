// Every retention rule, and the one hourly run that keeps them (retentionPurgeHourly in the functions table):
// instant originals and studio selfies within 24 hours of upload, every result a year after it was made, as
// the terms and the privacy policy promise (retention-promise.test.ts checks that every line is covered). Then
// the sweeper deletes the files of owners who are gone (security review N3). The clock is the time the run was
// scheduled for, so a retried run purges what the original run would have.
import { geminiToolsRules } from './features/tools/gemini-tools.repo';
import { instantLine } from './features/instant/instant.line';
import { instantOriginalsRule } from './features/instant/purge-instant';
import { generationLine } from './features/studio/generation/generation.line';
import { uploadSessionsRule } from './features/studio/training/purge-uploads';
import { purgeDue, resultsRule, sweepOrphanFiles, type PurgeRule } from './jobs';

/** The job lines whose results expire (a training's model stays until its owner deletes it). */
export const LINES_WITH_RESULTS: readonly {
  name: string;
  collection: string;
  results?: { keepMs: number };
}[] = [instantLine, generationLine];

export const RETENTION_RULES: readonly PurgeRule[] = [
  instantOriginalsRule,
  uploadSessionsRule,
  resultsRule(instantLine),
  resultsRule(generationLine),
  ...geminiToolsRules,
];

export async function retentionPurgeRun(scheduledAt: Date): Promise<void> {
  const run = await purgeDue(RETENTION_RULES, { now: scheduledAt });
  await sweepOrphanFiles({ now: scheduledAt.getTime() });
  // The rest is done; failing the run shows it in the logs and the scheduler, and the next run retries.
  if (run.failed) throw new Error(`retention purge: ${run.failed} document(s) failed`);
}
