// `npm run emulators -- <firebase emulators args>`: runs `firebase emulators:<cmd>` the way this machine
// needs (see lib/emulators.mjs), e.g. `npm run emulators -- exec --only firestore "npx vitest run --project rules"`.
// Without arguments it is `emulators:start` for the whole suite, without seeding or data import (use npm start).
import { spawn } from 'node:child_process';
import {
  ALL_EMULATORS,
  EmulatorSetupError,
  PROJECT_ID,
  emulatorEnvironment,
  firebaseBin,
} from './lib/emulators.mjs';
import { prepareFunctionsEnv } from './lib/functions-env.mjs';
import { buildIfStale, ensureInstalled, repoRoot } from './lib/workspace.mjs';

const [command = 'start', ...rest] = process.argv.slice(2);
await ensureInstalled();
await buildIfStale();
try {
  const setup = await emulatorEnvironment();
  prepareFunctionsEnv();
  console.log(`› Emulators: ${setup.summary}`);
  const only = rest.includes('--only') ? [] : ['--only', ALL_EMULATORS];
  const child = spawn(firebaseBin, [`emulators:${command}`, ...only, '--project', PROJECT_ID, ...rest], {
    cwd: repoRoot,
    env: setup.env,
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} catch (err) {
  if (!(err instanceof EmulatorSetupError)) throw err;
  console.error(`✖ ${err.message}`);
  process.exit(1);
}
