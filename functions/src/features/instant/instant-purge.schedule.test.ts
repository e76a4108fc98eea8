// The retention schedule is deployed (a row of the functions table, exported from index.ts) and runs the purge with the scheduled time as its
// clock. The purge itself runs against the emulators in tests/functions/instant-retention.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
const { purgeInstant, sweepOrphanFiles } = vi.hoisted(() => ({
  purgeInstant: vi.fn(),
  sweepOrphanFiles: vi.fn(),
}));
vi.mock('./purge-instant', () => ({ purgeInstant }));
vi.mock('../../jobs/sweep', () => ({ sweepOrphanFiles, SWEEP_GRACE_MS: 3_600_000 }));

import * as deployed from '../../index';
import { triggers } from '../../triggers';

const { instantPurgeHourly } = triggers;

const event = (scheduleTime: string) => ({ scheduleTime, jobName: 'instant-purge' });

describe('instantPurgeHourly', () => {
  beforeEach(() => {
    purgeInstant.mockReset();
    sweepOrphanFiles.mockReset();
  });

  it('is deployed as an hourly schedule in the functions region', () => {
    expect(deployed.instantPurgeHourly).toBe(instantPurgeHourly);
    expect(instantPurgeHourly.__endpoint).toMatchObject({
      region: ['asia-northeast3'],
      scheduleTrigger: { schedule: '0 * * * *', timeZone: 'Asia/Seoul' },
    });
  });

  it('purges with the scheduled time as the clock', async () => {
    purgeInstant.mockResolvedValue({ originals: 2, edits: 1, failed: 0 });
    await instantPurgeHourly.run(event('2026-03-01T05:00:00.000Z'));
    expect(purgeInstant).toHaveBeenCalledExactlyOnceWith({ now: new Date('2026-03-01T05:00:00.000Z') });
    // N3: and sweeps the files of owners who are gone, on the same clock.
    expect(sweepOrphanFiles).toHaveBeenCalledExactlyOnceWith({ now: Date.parse('2026-03-01T05:00:00.000Z') });
  });

  it('fails the run when a document could not be purged, so the scheduler shows it', async () => {
    purgeInstant.mockResolvedValue({ originals: 3, edits: 0, failed: 1 });
    await expect(instantPurgeHourly.run(event('2026-03-01T06:00:00.000Z'))).rejects.toThrow(
      'instant purge: 1 document(s) failed',
    );
  });
});
