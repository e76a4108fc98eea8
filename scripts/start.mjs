// `npm start [-- --fresh]`: install what is missing, build what changed, start the Emulator Suite with the
// previous session's data (exported again on exit), seed it, and print the URL. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_EMULATORS, PROJECT_ID, firebaseBin, prepareEmulators } from './lib/emulators.mjs';
import { emulatorClientEnv, hostingUrl } from './lib/ports.mjs';
import { repoRoot } from './lib/workspace.mjs';

const fresh = process.argv.includes('--fresh');
// BITNA_DATA_DIR lets the start-up smoke test keep its data away from a developer's.
const dataDir = process.env.BITNA_DATA_DIR || path.join(repoRoot, '.emulator-data');
const READY_TIMEOUT_MS = 180_000;

let fakeSocial = [];
const setup = await prepareEmulators({
  extraEnv: async () => {
    fakeSocial = await startSocialFakes();
    return {};
  },
});
if (!setup) process.exit(1);
console.log(`› Emulators: ${setup.summary}${fresh ? ' (fresh data)' : ''}`);
if (fakeSocial.length) console.log(`› Fake sign-in providers (no keys configured): ${fakeSocial.join(', ')}`);

const args = [
  'emulators:start',
  '--only',
  ALL_EMULATORS,
  '--project',
  PROJECT_ID,
  ...setup.configArgs,
  '--export-on-exit',
  dataDir,
];
if (!fresh && existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);

const started = Date.now();
// Own process group: Ctrl-C reaches only us, so we can let firebase export the data before anything dies.
const child = spawn(firebaseBin, args, {
  cwd: repoRoot,
  env: setup.env,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
});

let ready = false;
const readyPromise = new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error('the emulators did not become ready in time')),
    READY_TIMEOUT_MS,
  );
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!ready && chunk.toString().includes('All emulators ready')) {
      ready = true;
      clearTimeout(timer);
      resolve();
    }
  });
  child.on('exit', () => reject(new Error('firebase exited before the emulators were ready')));
});

let stopping = false;
function stop() {
  if (stopping) {
    killGroup('SIGKILL');
    return;
  }
  stopping = true;
  console.log('\n› Stopping the emulators (exporting data; Ctrl-C again to force)…');
  try {
    process.kill(child.pid, 'SIGINT');
  } catch {
    /* already gone */
  }
}
function killGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* group already empty */
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  killGroup('SIGKILL'); // anything firebase left behind (java, function workers)
  process.exit(stopping ? 0 : (code ?? 1));
});

try {
  await readyPromise;
  Object.assign(process.env, emulatorClientEnv());
  const { seed } = await import('./seed.mjs');
  await seed({ projectId: PROJECT_ID });
  const health = await fetch(`${hostingUrl}/api/v1/health`).then((r) => r.json());
  console.log(
    `\n✔ Bitna is running at ${hostingUrl}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
      `  API: ${hostingUrl}/api/v1/health → ${health.status}, payments ${health.paymentsMode}\n` +
      '  Press Ctrl-C to stop; data is saved to .emulator-data/ (npm start -- --fresh starts empty).\n',
  );
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  stop();
}

/**
 * Kakao and Naver sign-in run against the fakes in tests/fakes/ unless a client id is configured in the
 * environment or in functions/.env, functions/.env.demo-bitna (then the real provider is used).
 */
async function startSocialFakes() {
  const { FAKE_PORTS, fakeSocialEnv } = await import('./lib/fake-ports.mjs');
  const envFiles = ['.env', `.env.${PROJECT_ID}`]
    .map((name) => path.join(repoRoot, 'functions', name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const started = [];
  for (const [name, start] of [
    ['kakao', async (o) => (await import('../tests/fakes/kakao.mjs')).startFakeKakao(o)],
    ['naver', async (o) => (await import('../tests/fakes/naver.mjs')).startFakeNaver(o)],
  ]) {
    const key = `${name.toUpperCase()}_CLIENT_ID`;
    if (process.env[key] || new RegExp(`^${key}=\\S`, 'm').test(envFiles)) continue;
    const env = fakeSocialEnv(name);
    Object.assign(process.env, env);
    const prefix = name.toUpperCase();
    await start({
      port: FAKE_PORTS[name],
      clientId: env[`${prefix}_CLIENT_ID`],
      clientSecret: env[`${prefix}_CLIENT_SECRET`],
      adminKey: env[`${prefix}_ADMIN_KEY`],
      bizApp: env[`${prefix}_BIZ_APP`] === 'true',
    });
    started.push(name);
  }
  return started;
}
