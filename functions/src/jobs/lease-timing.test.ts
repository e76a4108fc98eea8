// Issue 22 item 8: a runner's lease outlasts the trigger that holds it (the platform stops the function at its
// timeoutSeconds, so no job is ever run by two runners at once), and it is short enough that a job of any line
// (an instant edit, a studio training or generation) whose runners died is refunded within 5 minutes of its
// first claim: MAX_RUNS leases, the last run failing it (the run itself on a controllable clock:
// tests/functions/instant-jobs.test.ts). The studio triggers fit because the upload gate keeps each photo's
// face crop: a training no longer finds up to 50 faces again.
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

  it.each([
    ['instant edit', instantLine],
    ['studio generation', generationLine],
    ['studio training', trainingLine],
  ] as const)('a crashed %s is refunded within 5 minutes', (_name, line) => {
    expect(MAX_RUNS * line.leaseMs).toBeLessThanOrEqual(5 * 60_000);
  });

  it('the studio triggers run at least twice as long as their work was measured to need', () => {
    // 50 photos: 65 s when the engine must find the faces again (a session from before the gate kept crops);
    // the largest local generation: 18 s (the functions table's comments).
    expect(FUNCTIONS.trainingJob.timeoutSeconds).toBeGreaterThanOrEqual(2 * 65);
    expect(FUNCTIONS.generationJob.timeoutSeconds).toBeGreaterThanOrEqual(2 * 18);
  });
});
