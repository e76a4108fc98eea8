// Reads the JSON reports of vitest and Playwright and turns them into pass/fail counts, with the names of the
// tests that failed and of those that passed only on a retry (so a CI log that ends in its summary still says
// what broke). A report that is missing or unreadable counts as one failure: a suite that crashed must not look
// green.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const missing = (file) => ({ passed: 0, failed: 1, failures: [`no report at ${file}`], flaky: [] });
/** The first line of an error: enough to tell a time-out from a wrong value. */
const firstLine = (message = '') =>
  message
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';

export function vitestCounts(file, root = process.cwd()) {
  const report = readJson(file);
  if (!report) return missing(file);
  const failures = [];
  const flaky = [];
  let brokenFiles = 0;
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const tests = result.assertionResults ?? [];
    // A test file that fails to load has no assertion results but a failed status.
    if (result.status === 'failed' && tests.length === 0) {
      brokenFiles++;
      failures.push(`${where}: ${firstLine(result.message) || 'did not load'}`);
    }
    for (const test of tests) {
      const name = `${where} › ${test.fullName}`;
      // vitest keeps the errors of earlier attempts on a test that passed on a retry.
      if (test.status === 'failed') failures.push(`${name}: ${firstLine(test.failureMessages?.[0])}`);
      else if (test.status === 'passed' && test.failureMessages?.length) flaky.push(name);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    failures,
    flaky,
  };
}

function* playwrightTests(suite, titles = []) {
  const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      yield { file: spec.file, title: [...here, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return missing(file);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const configErrors = (report.errors ?? []).length > 0 && expected + unexpected === 0 ? 1 : 0;
  const failures = (report.errors ?? []).map((e) => firstLine(e.message)).filter(() => configErrors);
  const flakyNames = [];
  for (const suite of report.suites ?? []) {
    for (const { file: specFile, title, test } of playwrightTests(suite)) {
      const name = `${specFile} › ${title}`;
      const last = test.results?.at(-1);
      if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(last?.error?.message)}`);
      if (test.status === 'flaky') flakyNames.push(name);
    }
  }
  return { passed: expected + flaky, failed: unexpected + configErrors, failures, flaky: flakyNames };
}

export function startCounts(file) {
  const report = readJson(file);
  return report
    ? { passed: report.passed, failed: report.failed, failures: report.failures ?? [], flaky: [] }
    : missing(file);
}

/** Seconds per suite written by emulator-suites.mjs ({} when the session never got that far). */
export function readTimes(file) {
  return readJson(file) ?? {};
}
