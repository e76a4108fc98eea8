import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from './results.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name, data) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
};
const test = (fullName, status, failureMessages = []) => ({ fullName, status, failureMessages });

describe('vitest report', () => {
  const file = write('vitest.json', {
    numPassedTests: 2,
    numFailedTests: 1,
    testResults: [
      {
        name: path.join(dir, 'tests/functions/a.test.ts'),
        status: 'failed',
        assertionResults: [
          test('refunds once', 'failed', ['Error: Test timed out in 30000ms.\n    at …']),
          test('settles', 'passed', ['AssertionError: expected 1 to be 2']),
          test('charges', 'passed'),
        ],
      },
      {
        name: path.join(dir, 'tests/functions/b.test.ts'),
        status: 'failed',
        message: 'Cannot find module x',
      },
    ],
  });

  it('counts a file that did not load as a failure and names every failure with its first line', () => {
    const counts = vitestCounts(file, dir);
    expect(counts).toMatchObject({ passed: 2, failed: 2 });
    expect(counts.failures).toEqual([
      'tests/functions/a.test.ts › refunds once: Error: Test timed out in 30000ms.',
      'tests/functions/b.test.ts: Cannot find module x',
    ]);
  });

  it('names a test that passed only after a failed attempt as flaky', () => {
    expect(vitestCounts(file, dir).flaky).toEqual(['tests/functions/a.test.ts › settles']);
  });

  it('counts a missing report as one failure', () => {
    expect(vitestCounts(path.join(dir, 'none.json'), dir)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('Playwright report', () => {
  const spec = (title, status, message) => ({
    title,
    file: 'journey.spec.ts',
    tests: [{ status, results: [{ status: 'failed', error: message ? { message } : undefined }] }],
  });
  const file = write('e2e.json', {
    stats: { expected: 1, unexpected: 1, flaky: 1 },
    errors: [],
    suites: [
      {
        title: 'journey.spec.ts',
        file: 'journey.spec.ts',
        specs: [spec('signs up', 'expected')],
        suites: [
          {
            title: 'ko',
            file: 'journey.spec.ts',
            specs: [
              spec('buys Starter 10', 'unexpected', 'Timed out 15000ms waiting for expect'),
              spec('pays', 'flaky'),
            ],
          },
        ],
      },
    ],
  });

  it('counts flaky tests as passed and names them, and names failures inside nested describes', () => {
    const counts = playwrightCounts(file);
    expect(counts).toMatchObject({ passed: 2, failed: 1 });
    expect(counts.failures).toEqual([
      'journey.spec.ts › ko › buys Starter 10: Timed out 15000ms waiting for expect',
    ]);
    expect(counts.flaky).toEqual(['journey.spec.ts › ko › pays']);
  });
});
