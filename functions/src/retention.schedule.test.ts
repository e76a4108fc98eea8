// The retention schedule is deployed (a row of the functions table, exported from index.ts) and runs every
// retention rule, then the orphan sweeper, with the scheduled time as its clock. The purge itself runs against
// the emulators in tests/functions/instant-retention.test.ts and studio-retention.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
const { purgeDue, sweepOrphanFiles } = vi.hoisted(() => ({ purgeDue: vi.fn(), sweepOrphanFiles: vi.fn() }));
vi.mock('./jobs/purge', async (original) => ({ ...(await original<object>()), purgeDue }));
vi.mock('./jobs/sweep', () => ({ sweepOrphanFiles, SWEEP_GRACE_MS: 3_600_000 }));

import * as deployed from './index';
import { RETENTION_RULES } from './retention';
import { triggers } from './triggers';

const { retentionPurgeHourly } = triggers;

const event = (scheduleTime: string) => ({ scheduleTime, jobName: 'retention-purge' });

describe('retentionPurgeHourly', () => {
  beforeEach(() => {
    purgeDue.mockReset();
    sweepOrphanFiles.mockReset();
  });

  it('is deployed as an hourly schedule in the functions region', () => {
    expect(deployed.retentionPurgeHourly).toBe(retentionPurgeHourly);
    expect(retentionPurgeHourly.__endpoint).toMatchObject({
      region: ['asia-northeast3'],
      scheduleTrigger: { schedule: '0 * * * *', timeZone: 'Asia/Seoul' },
    });
  });

  it('purges every rule, then sweeps the files of owners who are gone, with the scheduled time as the clock', async () => {
    purgeDue.mockResolvedValue({ originals: 2, instant_edits: 1, failed: 0 });
    await retentionPurgeHourly.run(event('2026-03-01T05:00:00.000Z'));
    expect(purgeDue).toHaveBeenCalledExactlyOnceWith(RETENTION_RULES, {
      now: new Date('2026-03-01T05:00:00.000Z'),
    });
    expect(sweepOrphanFiles).toHaveBeenCalledExactlyOnceWith({ now: Date.parse('2026-03-01T05:00:00.000Z') });
  });

  it('fails the run when a document could not be purged, so the scheduler shows it', async () => {
    purgeDue.mockResolvedValue({ originals: 3, failed: 1 });
    await expect(retentionPurgeHourly.run(event('2026-03-01T06:00:00.000Z'))).rejects.toThrow(
      'retention purge: 1 document(s) failed',
    );
  });
});
