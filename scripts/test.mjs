// `npm test`: install what is missing, build what changed, run every suite and print one summary line.
//   unit + web   vitest, no emulators
//   functions    vitest: HTTP calls to the `api` function and triggers   ┐ inside `firebase emulators:exec`
//   rules        vitest + @firebase/rules-unit-testing                    │ (auth, functions, firestore,
//   e2e          Playwright driving the system Chromium                   ┘  storage, hosting), seeded
//   start        `npm start` itself: serves, answers, stops cleanly, keeps data (after the emulator suites)
//   static       tsc --noEmit (both workspaces, the functions unit tests, tests/), ESLint, Prettier: one test each
// BITNA_SUITES=static,unit,web,functions,rules,e2e,start limits what runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, ensureInstalled, repoRoot } from './lib/workspace.mjs';

await ensureInstalled();
await buildIfStale();

const { ALL_EMULATORS, PROJECT_ID, firebaseBin, prepareEmulators } = await import('./lib/emulators.mjs');
const { fakeProviderEnv } = await import('./lib/fake-ports.mjs');
const { playwrightCounts, startCounts, vitestCounts } = await import('./lib/results.mjs');

const resultsDir = path.join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const report = (name) => path.join(resultsDir, name);
const only = process.env.BITNA_SUITES?.split(',');
const wanted = (name) => !only || only.includes(name);

const exec = (cmd, args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });

const summary = [];
const t0 = Date.now();

if (wanted('static')) {
  console.log('\n› static checks');
  const checks = [
    ['typecheck functions', 'tsc', ['-p', 'functions/tsconfig.json', '--noEmit']],
    ['typecheck functions unit tests', 'tsc', ['-p', 'functions/tsconfig.test.json']],
    ['typecheck web', 'tsc', ['-p', 'web/tsconfig.json', '--noEmit']],
    ['typecheck tests', 'tsc', ['-p', 'tests/tsconfig.json']],
    ['eslint', 'eslint', ['.']],
    ['prettier', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ];
  const counts = { passed: 0, failed: 0 };
  for (const [name, tool, args] of checks) {
    const code = await exec(path.join(repoRoot, 'node_modules', '.bin', tool), args);
    counts[code === 0 ? 'passed' : 'failed']++;
    if (code !== 0) console.error(`✖ ${name} failed`);
  }
  summary.push(['static', counts]);
}

const offline = ['unit', 'web'].filter(wanted);
if (offline.length) {
  console.log(`\n› ${offline.join(' + ')} tests`);
  await exec(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), [
    'run',
    ...offline.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report('vitest-unit.json')}`,
  ]);
  summary.push([offline.join(' + '), vitestCounts(report('vitest-unit.json'))]);
}

const online = ['functions', 'rules', 'e2e'].filter(wanted);
if (online.length) {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (online.includes('e2e') && !existsSync(chrome)) {
    console.error(
      `✖ Chromium not found at ${chrome}: apt-get install -y chromium fonts-nanum (or set CHROME_PATH).`,
    );
  }
  // Provider adapters talk to the fakes in tests/fakes/ (settings from the shell still win).
  const setup = await prepareEmulators({ extraEnv: fakeProviderEnv });
  if (setup) {
    console.log(`\n› ${online.join(' + ')} tests against the emulators (${setup.summary})`);
    await exec(
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
      { ...setup.env, BITNA_SUITES: online.join(',') },
    );
  }
  if (online.includes('functions') || online.includes('rules')) {
    summary.push([
      online.filter((s) => s !== 'e2e').join(' + '),
      vitestCounts(report('vitest-emulators.json')),
    ]);
  }
  if (online.includes('e2e')) summary.push(['e2e', playwrightCounts(report('e2e.json'))]);
}

if (wanted('start')) {
  console.log('\n› npm start smoke test');
  await exec('node', ['scripts/lib/start-smoke.mjs']);
  summary.push(['start', startCounts(report('start.json'))]);
}

let passed = 0;
let failed = 0;
console.log(`\nSuites (${((Date.now() - t0) / 1000).toFixed(0)} s):`);
for (const [name, c] of summary) {
  passed += c.passed;
  failed += c.failed;
  console.log(`  ${name.padEnd(18)} ${c.passed} passed, ${c.failed} failed${c.note ? `  (${c.note})` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
