// Issue 22 item 8: a runner's lease outlasts the trigger that holds it (the platform stops the function at its
// timeoutSeconds, so no job is ever run by two runners at once), and it is short enough that an instant edit
// whose runners died is refunded within 5 minutes of its first claim: MAX_RUNS leases, the last run failing it
// (the run itself on a controllable clock: tests/functions/instant-jobs.test.ts).
import { describe, expect, it } from 'vitest';
import { instantLine } from '../features/instant/instant.line';
import { generationLine } from '../features/studio/generation/generation.line';
import { trainingLine } from '../features/studio/training/training.line';
import { FUNCTIONS } from '../functions';
import { MAX_RUNS } from './run';

describe('job leases and trigger timeouts', () => {
  it.each([
    ['instantEditJob', instantLine],
    ['generationJob', generationLine],
    ['trainingJob', trainingLine],
  ] as const)('%s: the lease outlasts the function, with a margin', (name, line) => {
    expect(line.leaseMs).toBeGreaterThanOrEqual(FUNCTIONS[name].timeoutSeconds * 1000 + 10_000);
  });

  it('a crashed instant edit is refunded within 5 minutes, a generation or training within 20', () => {
    expect(MAX_RUNS * instantLine.leaseMs).toBeLessThanOrEqual(5 * 60_000);
    expect(MAX_RUNS * generationLine.leaseMs).toBeLessThanOrEqual(20 * 60_000);
    expect(MAX_RUNS * trainingLine.leaseMs).toBeLessThanOrEqual(20 * 60_000);
  });
});
