// Configuration handed to the Functions emulator before it starts.
//
// Params: firebase-tools reads them from functions/.env* files only (not from the shell) and writes missing
// ones to functions/.env.local with their defaults, which would then freeze old defaults. So each start
// rewrites functions/.env.local with exactly the params set in the environment (`PAYMENTS_PROVIDER=toss npm
// start`, fake provider URLs in tests); firebase-tools adds the defaults for the rest. Lasting local choices
// belong in functions/.env.demo-bitna.
//
// Secrets: the emulator takes them from functions/.secret.local and otherwise asks Google Secret Manager,
// which fails offline (and slowly). We make sure the file names every secret: a value from the environment
// when set, else the `unset` placeholder the config module treats as "not configured". Values already in the
// file are kept unless the environment sets that secret: the file is the developer's own (gitignored) place
// for test keys.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

const functionsDir = path.join(repoRoot, 'functions');

function functionsConfig() {
  const require = createRequire(import.meta.url);
  return require(path.join(functionsDir, 'lib', 'config.js'));
}

export function prepareFunctionsEnv(env = process.env) {
  const { PARAM_NAMES, SECRET_NAMES, UNSET } = functionsConfig();

  const overrides = PARAM_NAMES.filter((name) => env[name] !== undefined).map(
    (name) => `${name}=${env[name]}`,
  );
  writeFileSync(path.join(functionsDir, '.env.local'), overrides.length ? `${overrides.join('\n')}\n` : '');

  const secretFile = path.join(functionsDir, '.secret.local');
  const existing = existsSync(secretFile) ? readFileSync(secretFile, 'utf8') : '';
  // A secret set in the environment wins over the file (the test run gives the fakes' client secrets).
  const lines = existing.split('\n').filter((line) => line.trim() && !env[line.split('=')[0]?.trim() ?? '']);
  const present = new Set(lines.map((line) => line.split('=')[0]?.trim()));
  const added = SECRET_NAMES.filter((name) => !present.has(name)).map(
    (name) => `${name}=${env[name] || UNSET}`,
  );
  const next = `${[...lines, ...added].join('\n')}\n`;
  if (next !== existing) writeFileSync(secretFile, next);
}
