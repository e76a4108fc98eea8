// Runs inside `firebase emulators:exec` (started by scripts/test.mjs): seeds the emulators, then runs the
// suites that need them. Each suite writes a JSON report to test-results/; scripts/test.mjs sums them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ID } from './emulators.mjs';
import { emulatorClientEnv } from './ports.mjs';
import { repoRoot } from './workspace.mjs';

Object.assign(process.env, emulatorClientEnv());
const { seed } = await import('../seed.mjs');
await seed({ projectId: PROJECT_ID });

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const runSuite = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });

const only = process.env.BITNA_SUITES?.split(',');
// BITNA_FILTER narrows a run while working on one feature: vitest file filters or a Playwright file list.
const filter = process.env.BITNA_FILTER?.split(' ').filter(Boolean) ?? [];
const wanted = (name) => !only || only.includes(name);
let ok = true;
if (wanted('functions') || wanted('rules')) {
  const projects = ['functions', 'rules'].filter(wanted).flatMap((p) => ['--project', p]);
  ok =
    (await runSuite(bin('vitest'), [
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-emulators.json',
      ...filter,
    ])) && ok;
}
if (wanted('e2e')) {
  ok = (await runSuite(bin('playwright'), ['test', '-c', 'playwright.config.ts', ...filter])) && ok;
}
process.exit(ok ? 0 : 1);
