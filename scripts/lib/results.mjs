// Reads the JSON reports of vitest and Playwright and turns them into pass/fail counts. A report that is
// missing or unreadable counts as one failure: a suite that crashed must not look green.
import { existsSync, readFileSync } from 'node:fs';

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

export function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, note: `no report at ${file}` };
  // A test file that fails to load has no assertion results but a failed status.
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1, note: `no report at ${file}` };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const configErrors = (report.errors ?? []).length > 0 && expected + unexpected === 0 ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + configErrors };
}

export function startCounts(file) {
  const report = readJson(file);
  return report
    ? { passed: report.passed, failed: report.failed }
    : { passed: 0, failed: 1, note: `no report at ${file}` };
}

/** Seconds per suite written by emulator-suites.mjs ({} when the session never got that far). */
export function readTimes(file) {
  return readJson(file) ?? {};
}
