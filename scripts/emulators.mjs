// `npm run emulators -- <firebase emulators args>`: runs `firebase emulators:<cmd>` the way this machine
// needs (see lib/emulators.mjs), e.g. `npm run emulators -- exec --only firestore "npx vitest run --project rules"`.
// Without arguments it is `emulators:start` for the whole suite, without seeding or data import (use npm start).
import { spawn } from 'node:child_process';
import { ALL_EMULATORS, PROJECT_ID, firebaseBin, prepareEmulators } from './lib/emulators.mjs';
import { repoRoot } from './lib/workspace.mjs';

const [command = 'start', ...rest] = process.argv.slice(2);
const setup = await prepareEmulators();
if (!setup) process.exit(1);
console.log(`› Emulators: ${setup.summary}`);
const only = rest.includes('--only') ? [] : ['--only', ALL_EMULATORS];
const config = rest.includes('--config') ? [] : setup.configArgs;
const child = spawn(
  firebaseBin,
  [`emulators:${command}`, ...only, '--project', PROJECT_ID, ...config, ...rest],
  {
    cwd: repoRoot,
    env: setup.env,
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
