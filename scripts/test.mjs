// `npm test`: install what is missing, build what changed, run every suite and print one summary line.
// Two lanes, side by side:
//   emulator lane   `start` (npm start itself: it boots its own emulators), then one emulator session, seeded,
//                   for functions + rules (vitest: HTTP calls, triggers, security rules) beside e2e
//                   (Playwright driving the system Chromium; see scripts/lib/emulator-suites.mjs)
//   offline lane    unit + web (vitest), then the static checks: tsc --noEmit (web, the functions unit tests,
//                   tests/; the functions themselves are type-checked by their build), ESLint, Prettier
// Only the emulator lane needs the builds (functions/lib, web/dist), so it builds first while the offline lane,
// which reads the sources, already runs.
// The emulator lane waits on triggers and browsers and leaves a core idle much of the time; the offline lane is
// pure CPU, so it runs at the lowest priority (nice) and fills that idle time without slowing the emulator
// suites' timed steps. BITNA_SERIAL=1 runs the lanes one after the other at normal priority.
// BITNA_SUITES=static,unit,web,functions,rules,e2e,start limits what runs.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromePath } from './lib/browser.mjs';
import { runCommand } from './lib/commands.mjs';
import { buildIfStale, ensureInstalled, repoRoot } from './lib/workspace.mjs';

/** CPU seconds used so far by this process's finished children (Linux /proc; NaN elsewhere). */
const childCpu = () => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in ticks of 1/100 s
  } catch {
    return NaN;
  }
};
const t0 = Date.now();
await ensureInstalled();
const setupSeconds = (Date.now() - t0) / 1000;
console.log(`› install: ${setupSeconds.toFixed(0)} s`);

const { ALL_EMULATORS, PROJECT_ID, firebaseBin, prepareEmulators } = await import('./lib/emulators.mjs');
const { fakeProviderEnv } = await import('./lib/fake-ports.mjs');
const { playwrightCounts, readTimes, startCounts, vitestCounts } = await import('./lib/results.mjs');

const resultsDir = path.join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const report = (name) => path.join(resultsDir, name);
const only = process.env.BITNA_SUITES?.split(',');
const wanted = (name) => !only || only.includes(name);
const serial = process.env.BITNA_SERIAL === '1';
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
/** The offline lane's commands: at the lowest CPU priority when the lanes run side by side. */
const offline = (tool, args) => (serial ? [bin(tool), args] : ['nice', ['-n', '19', bin(tool), ...args]]);

/** [suite, counts, seconds] in the order they are printed. */
const summary = [];

async function staticChecks() {
  // Two lanes of about equal length: each tool is single-threaded, so two at a time keep both cores busy.
  const lanes = [
    [
      ['typecheck web', 'tsc', ['-p', 'web/tsconfig.json', '--noEmit']],
      ['typecheck functions unit tests', 'tsc', ['-p', 'functions/tsconfig.test.json']],
      ['prettier', 'prettier', ['--check', '--log-level', 'warn', '.']],
    ],
    [
      ['eslint', 'eslint', ['.']],
      ['typecheck tests', 'tsc', ['-p', 'tests/tsconfig.json']],
    ],
  ];
  // The functions build above is `tsc` on functions/tsconfig.json and stops `npm test` on a type error, so
  // checking that project again here would only repeat it.
  const counts = { passed: 0, failed: 0, failures: [], flaky: [] };
  const started = Date.now();
  const runLane = async (checks) => {
    for (const [name, tool, args] of checks) {
      const run = await runCommand(...offline(tool, args), { label: name });
      counts[run.code === 0 ? 'passed' : 'failed']++;
      if (run.code !== 0) counts.failures.push(`static › ${name}`);
    }
  };
  await Promise.all(lanes.map(runLane));
  summary.push(['static', counts, (Date.now() - started) / 1000]);
}

async function offlineTests(projects) {
  const vitestArgs = [
    'run',
    // vitest's default leaves one core free (cores - 1: a single worker on 2 cores); CI has nothing else to do.
    `--maxWorkers=${availableParallelism()}`,
    // `unit` and `web` are two vitest projects each: one whose files share their worker's modules, one whose
    // files do not (vitest.config.ts)
    ...projects
      .flatMap((p) => ({ unit: ['unit', 'unit-engine'], web: ['web', 'web-shared'] })[p] ?? [p])
      .flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report('vitest-unit.json')}`,
  ];
  const run = await runCommand(...offline('vitest', vitestArgs), {
    label: serial ? undefined : 'unit + web',
  });
  summary.push([projects.join(' + '), vitestCounts(report('vitest-unit.json'), repoRoot), run.seconds]);
}

async function startSmoke() {
  const run = await runCommand('node', ['scripts/lib/start-smoke.mjs']);
  summary.push(['start', startCounts(report('start.json')), run.seconds]);
}

/** Runs a lane and records its wall seconds. */
async function lane(name, run) {
  const wall = Date.now();
  await run();
  lanes.push([name, (Date.now() - wall) / 1000]);
}

async function offlineLane() {
  const projects = ['unit', 'web'].filter(wanted);
  if (projects.length) await offlineTests(projects);
  if (wanted('static')) await staticChecks();
}

let buildSeconds = 0;

async function emulatorLane() {
  const online = ['functions', 'rules', 'e2e'].filter(wanted);
  if (!online.length && !wanted('start')) return;
  const built = Date.now();
  await buildIfStale();
  buildSeconds = (Date.now() - built) / 1000;
  if (wanted('start')) await startSmoke();
  // One emulator session for every suite that needs it.
  if (!online.length) return;
  const chrome = chromePath();
  if (online.includes('e2e') && !existsSync(chrome)) {
    console.error(
      `✖ Chromium not found at ${chrome}: apt-get install -y chromium-headless-shell fonts-nanum fonts-ipafont-gothic (or set CHROME_PATH).`,
    );
  }
  // Provider adapters talk to the fakes in tests/fakes/ (settings from the shell still win).
  const setup = await prepareEmulators({ extraEnv: fakeProviderEnv });
  if (setup) {
    console.log(`\n› ${online.join(', ')} against the emulators (${setup.summary})`);
    await runCommand(
      firebaseBin,
      [
        'emulators:exec',
        '--only',
        ALL_EMULATORS,
        '--project',
        PROJECT_ID,
        ...setup.configArgs,
        'node scripts/lib/emulator-suites.mjs',
      ],
      { env: { ...setup.env, BITNA_SUITES: online.join(',') } },
    );
  }
  const times = readTimes(report('emulator-times.json'));
  if (online.includes('functions') || online.includes('rules')) {
    const name = online.filter((s) => s !== 'e2e').join(' + ');
    summary.push([name, vitestCounts(report('vitest-emulators.json'), repoRoot), times.vitest]);
  }
  if (online.includes('e2e')) summary.push(['e2e', playwrightCounts(report('e2e.json')), times.e2e]);
}

const lanes = [];
const cpuBefore = childCpu();
console.log(
  `\n› ${serial ? 'one after the other' : 'side by side'}: unit, web, static | start, functions, rules, e2e`,
);
if (serial) {
  await lane('offline lane', offlineLane);
  await lane('emulator lane', emulatorLane);
} else {
  await Promise.all([lane('offline lane', offlineLane), lane('emulator lane', emulatorLane)]);
}
const testCpu = childCpu() - cpuBefore;

let passed = 0;
let failed = 0;
const secs = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} s` : '-').padStart(6);
const total = (Date.now() - t0) / 1000;
console.log(
  `\nTimes (${total.toFixed(0)} s in all; install ${setupSeconds.toFixed(0)} s, build ${buildSeconds.toFixed(0)} s in the emulator lane):`,
);
for (const [name, wall] of lanes) console.log(`  ${name.padEnd(18)} ${secs(wall)}`);
console.log(`  ${'CPU, every suite'.padEnd(18)} ${secs(testCpu)}`);
console.log('Suites (seconds each):');
for (const [name, c, seconds] of summary) {
  passed += c.passed;
  failed += c.failed;
  console.log(`  ${name.padEnd(18)} ${secs(seconds)}  ${c.passed} passed, ${c.failed} failed`);
}
// Named here, just above the last line, because a CI log is often read from its end.
const failures = summary.flatMap(([, c]) => c.failures);
const flaky = summary.flatMap(([, c]) => c.flaky);
if (flaky.length)
  console.log(`Passed only on a second try (${flaky.length}):\n${flaky.map((n) => `  ↻ ${n}`).join('\n')}`);
if (failures.length)
  console.log(`Failed (${failures.length}):\n${failures.map((n) => `  ✖ ${n}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
