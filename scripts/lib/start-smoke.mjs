// The `start` suite of npm test: runs `npm start` for real (own data folder) and checks what the README
// promises: the landing page in Korean and /api/v1/health through Hosting, Ctrl-C stopping every child
// process, data surviving a restart, and --fresh starting empty. Prints one line per check.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emulatorHost, hostingUrl } from './ports.mjs';
import { repoRoot } from './workspace.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bitna-start-'));
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✖'} start: ${name}${detail ? ` (${detail})` : ''}`);
};

function start(...args) {
  const child = spawn('node', ['scripts/start.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, BITNA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Bitna is running')) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => resolve(false));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, ready, exited, output: () => output };
}

async function stop(run) {
  run.child.kill('SIGINT');
  const timedOut = await Promise.race([
    run.exited.then(() => false),
    new Promise((r) => setTimeout(() => r(true), 60_000)),
  ]);
  await new Promise((r) => setTimeout(r, 1000));
  const leftovers = spawnSync(
    'sh',
    [
      '-c',
      'ps -eo args | grep -E "[f]irestore-wrapper|[c]loud-firestore-emulator|[f]unctionsEmulatorRuntime|[f]irebase emulators" | wc -l',
    ],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  return !timedOut && leftovers === '0';
}

const identity = (method) =>
  fetch(
    `http://${emulatorHost('auth')}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'smoke@example.com', password: 'secret-123', returnSecureToken: true }),
    },
  );

try {
  const first = start('--fresh');
  const t0 = Date.now();
  const started = await first.ready;
  check('starts and prints the URL', started, `${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (!started) console.log(first.output().slice(-2000));
  const html = await fetch(hostingUrl)
    .then((r) => r.text())
    .catch(() => '');
  check('serves the app in Korean from Hosting', html.includes('<html lang="ko"'));
  const health = await fetch(`${hostingUrl}/api/v1/health`)
    .then((r) => r.json())
    .catch(() => ({}));
  check('answers /api/v1/health through the Hosting rewrite', health.status === 'ok');
  check('creates a user', (await identity('signUp').catch(() => ({ ok: false }))).ok);
  check('Ctrl-C stops every child process', (await stop(first)) && started);

  const second = start();
  check('restarts', await second.ready);
  check(
    'keeps data across a restart',
    (await identity('signInWithPassword').catch(() => ({ ok: false }))).ok,
  );
  await stop(second);

  const third = start('--fresh');
  check('restarts with --fresh', await third.ready);
  check(
    '--fresh starts empty',
    (await identity('signInWithPassword')
      .then((r) => r.status)
      .catch(() => 0)) === 400,
  );
  await stop(third);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const passed = results.filter((r) => r.ok).length;
writeFileSync(
  path.join(repoRoot, 'test-results', 'start.json'),
  JSON.stringify({
    passed,
    failed: results.length - passed,
    failures: results.filter((r) => !r.ok).map((r) => `npm start › ${r.name}`),
  }),
);
process.exit(passed === results.length ? 0 : 1);
