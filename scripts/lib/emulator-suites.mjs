// Runs inside `firebase emulators:exec` (started by scripts/test.mjs): seeds the emulators, then runs the
// suites that need them side by side (BITNA_SIDE_BY_SIDE=0: one after the other). They share the emulators but not
// their data: each test makes its own users, the rules suite has a Firestore project of its own, and the fakes
// both suites start on a fixed port wait for each other (tests/fakes/listen.mjs). Each suite writes a JSON
// report to test-results/, and its seconds to emulator-times.json; scripts/test.mjs sums them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './commands.mjs';
import { PROJECT_ID } from './emulators.mjs';
import { emulatorClientEnv } from './ports.mjs';
import { repoRoot } from './workspace.mjs';

Object.assign(process.env, emulatorClientEnv());
const { seed } = await import('../seed.mjs');
await seed({ projectId: PROJECT_ID });

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const only = process.env.BITNA_SUITES?.split(',');
// Side by side: npm test keeps both cores busy all along (the offline lane fills any gap at low priority), so
// what decides its time is the CPU the suites need, and each suite alone leaves a core half idle while it waits
// on triggers and browsers. Together they finished the emulator lane in 480 s instead of 535 s on 2 cores, every
// test passing on its first try; BITNA_SIDE_BY_SIDE=0 runs them one after the other.
const serial = process.env.BITNA_SIDE_BY_SIDE === '0' || process.env.BITNA_SERIAL === '1';
// BITNA_FILTER narrows a run while working on one feature: vitest file filters or a Playwright file list.
const filter = process.env.BITNA_FILTER?.split(' ').filter(Boolean) ?? [];
const wanted = (name) => !only || only.includes(name);

const times = {};
const suites = [];
if (wanted('functions') || wanted('rules')) {
  const projects = ['functions', 'rules'].filter(wanted).flatMap((p) => ['--project', p]);
  suites.push([
    'vitest',
    () =>
      runCommand(bin('vitest'), [
        'run',
        ...projects,
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/vitest-emulators.json',
        ...filter,
      ]),
  ]);
}
if (wanted('e2e')) {
  const label = serial || suites.length === 0 ? undefined : 'e2e';
  suites.push([
    'e2e',
    () => runCommand(bin('playwright'), ['test', '-c', 'playwright.config.ts', ...filter], { label }),
  ]);
}
const timed = async ([name, run]) => {
  const { code, seconds } = await run();
  times[name] = seconds;
  writeFileSync(path.join(repoRoot, 'test-results', 'emulator-times.json'), JSON.stringify(times));
  return code === 0;
};
let results;
if (serial) {
  results = [];
  for (const suite of suites) results.push(await timed(suite));
} else {
  results = await Promise.all(suites.map(timed));
}
process.exit(results.every(Boolean) ? 0 : 1);
