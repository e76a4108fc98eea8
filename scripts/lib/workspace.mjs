// Install and build steps shared by `npm start` and `npm test`. Only Node built-ins here: this runs before
// `npm ci` on a fresh clone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

function hashFiles(entries, extra = '') {
  const hash = createHash('sha1').update(extra);
  const visit = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(p, name));
      }
    } else {
      hash.update(path.relative(repoRoot, p)).update(readFileSync(p));
    }
  };
  for (const e of entries) visit(path.join(repoRoot, e));
  return hash.digest('hex');
}

/** Packages whose install scripts `npm ci` must still run (package-lock.json: hasInstallScript). */
export const INSTALL_SCRIPTS_TO_RUN = ['@firebase/util', '@google/genai', 'core-js', 'protobufjs'];

/** `npm ci` when node_modules is missing or was installed from another lockfile. */
export async function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules', '.bitna-lock-hash');
  const lockHash = hashFiles(['package-lock.json']);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return;
  console.log('› Installing dependencies (npm ci)…');
  // Every install script but one is a few lines of JavaScript. The one that is not, re2 (an optional regex
  // accelerator of the Hosting emulator's superstatic, which falls back to RegExp without it), tries GitHub and
  // then compiles C++ for minutes on a 2-core machine. So: install without scripts, then run the others.
  await run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  await run('npm', ['rebuild', '--no-audit', '--no-fund', ...INSTALL_SCRIPTS_TO_RUN]);
  writeFileSync(marker, lockHash);
}

const builds = {
  functions: {
    inputs: [
      'functions/src',
      'functions/package.json',
      'functions/tsconfig.json',
      'tsconfig.base.json',
      'locales',
    ],
    stamp: 'functions/lib/.build-stamp',
    command: ['npm', ['run', 'build', '-w', 'functions']],
  },
  web: {
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'locales',
      'firebase.json',
    ],
    stamp: 'web/dist/.build-stamp',
    command: ['npm', ['run', 'build', '-w', 'web']],
  },
};

/** Builds functions and web unless their inputs (and VITE_* settings) are unchanged since the last build. */
export async function buildIfStale({ force = false } = {}) {
  const viteEnv = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort()
    .join('\n');
  for (const [name, b] of Object.entries(builds)) {
    const hash = hashFiles(b.inputs, name === 'web' ? viteEnv : '');
    const stamp = path.join(repoRoot, b.stamp);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      console.log(`› ${name}: build is up to date`);
      continue;
    }
    console.log(`› Building ${name}…`);
    await run(...b.command);
    writeFileSync(stamp, hash);
  }
}
