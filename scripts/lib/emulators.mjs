// Decides how to run the Firebase Emulator Suite on this machine and returns the environment for it.
//
// plain:   Java 21+ with the emulator jars cached or downloadable: `firebase emulators:*` exactly as documented.
// offline: Java 11-20 and/or no internet (our dev and CI machines). firebase-tools would refuse Java < 21 and try to
//          download its Firestore jar and Storage rules runtime, so we use the gcloud Firestore emulator jar that
//          the machine image ships (through a tiny wrapper jar, because firebase-tools runs `java -jar`), a `java`
//          shim that only reports 21 to `java -version`, and a stand-in for the Storage rules runtime that denies
//          every client request (exactly what storage.rules says). All three are unsupported upstream.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { emulatorConfigArgs } from './emulator-config.mjs';
import { prepareFunctionsEnv } from './functions-env.mjs';
import { PROJECT_ID } from './ports.mjs';
import { buildIfStale, ensureInstalled, repoRoot } from './workspace.mjs';

export { PROJECT_ID };
export const ALL_EMULATORS = 'auth,functions,firestore,storage,hosting';
export const GCLOUD_FIRESTORE_JAR =
  process.env.BITNA_FIRESTORE_JAR ||
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');

export class EmulatorSetupError extends Error {}

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major; // "1.8" style
}

function cachedEmulatorJars() {
  const dir = path.join(homedir(), '.cache', 'firebase', 'emulators');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return {
    firestore: files.some((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f)),
    storage: files.some((f) => /^cloud-storage-rules-runtime-.*\.jar$/.test(f)),
  };
}

async function canReachGoogleStorage() {
  try {
    await fetch('https://storage.googleapis.com/', { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** Lines of a JAR manifest wrapped at 72 bytes, as the JAR spec requires. */
export function manifestText(attributes) {
  const lines = [];
  for (const [key, value] of Object.entries(attributes)) {
    let rest = `${key}: ${value}`;
    lines.push(rest.slice(0, 72));
    rest = rest.slice(72);
    while (rest.length > 0) {
      lines.push(` ${rest.slice(0, 71)}`);
      rest = rest.slice(71);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A zip (stored, no compression) with the given entries: enough for a manifest-only wrapper jar. */
export function storedZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function offlinePieces() {
  const dir = path.join(repoRoot, '.cache', 'emulators');
  mkdirSync(dir, { recursive: true });
  const wrapperJar = path.join(dir, 'firestore-wrapper.jar');
  const manifest = manifestText({
    'Manifest-Version': '1.0',
    'Main-Class': FIRESTORE_MAIN_CLASS,
    'Class-Path': `file:${GCLOUD_FIRESTORE_JAR}`,
  });
  writeFileSync(wrapperJar, storedZip({ 'META-INF/MANIFEST.MF': manifest }));
  const storageMarker = path.join(dir, 'fake-storage-rules-runtime.jar');
  writeFileSync(storageMarker, '');
  return { wrapperJar, storageMarker };
}

/**
 * Works out the mode and returns `{ mode, env, summary }`. Throws EmulatorSetupError with advice when the suite
 * cannot start here. BITNA_EMULATORS=plain|offline forces a mode.
 */
export async function emulatorEnvironment(baseEnv = process.env) {
  const forced = baseEnv.BITNA_EMULATORS;
  const java = javaMajorVersion();
  if (java === null) {
    throw new EmulatorSetupError(
      'Java was not found. The Firebase emulators need Java: install Java 21 (or, offline, Java 11+ together ' +
        'with the google-cloud-cli-firestore-emulator package).',
    );
  }
  const common = {
    ...baseEnv,
    // Manifest-file discovery of functions: about 3 s faster start than the default HTTP discovery.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    // Seconds a Functions emulator worker may take to load the code (30 by default). A page that asks for a dozen
    // owner-only files at once (the gallery) starts as many cold workers; on a busy 2-core machine some took over
    // 30 s, were dropped without an answer, and the Hosting proxy gave up on them with a 504 a minute later.
    FUNCTIONS_DISCOVERY_TIMEOUT: baseEnv.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
    NO_UPDATE_NOTIFIER: '1',
  };

  let plain = forced === 'plain';
  if (!forced && java >= 21) {
    const cached = cachedEmulatorJars();
    plain = (cached.firestore && cached.storage) || (await canReachGoogleStorage());
  }
  if (plain) {
    return { mode: 'plain', env: common, summary: `Java ${java}, official emulator jars` };
  }

  if (!existsSync(GCLOUD_FIRESTORE_JAR)) {
    throw new EmulatorSetupError(
      `Cannot start the Firebase emulators on this machine: Java ${java} ` +
        `${java >= 21 ? 'is fine but the emulator jars are not cached and cannot be downloaded' : 'is older than the 21 that firebase-tools needs'}, ` +
        `and the offline fallback needs the gcloud Firestore emulator jar at ${GCLOUD_FIRESTORE_JAR} ` +
        '(Debian package google-cloud-cli-firestore-emulator; set BITNA_FIRESTORE_JAR to use another path). ' +
        'Install Java 21 on a machine with internet, or install that package.',
    );
  }
  if (java < 11) {
    throw new EmulatorSetupError(
      `Java ${java} is too old: the gcloud Firestore emulator jar needs Java 11 or newer.`,
    );
  }
  const { wrapperJar, storageMarker } = offlinePieces();
  const shimDir = path.join(repoRoot, 'scripts', 'emulators', 'bin');
  const found = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  // Nested runs already have the shim first on PATH: keep the real java found the first time.
  const realJava = found && !found.startsWith(shimDir) ? found : baseEnv.BITNA_REAL_JAVA;
  return {
    mode: 'offline',
    env: {
      ...common,
      PATH: `${shimDir}${path.delimiter}${baseEnv.PATH ?? ''}`,
      BITNA_REAL_JAVA: realJava || '/usr/bin/java',
      FIRESTORE_EMULATOR_BINARY_PATH: wrapperJar,
      STORAGE_EMULATOR_BINARY_PATH: storageMarker,
    },
    summary: `Java ${java}, offline: gcloud Firestore jar, java shim, Storage rules stand-in`,
  };
}

/**
 * The preamble of every script that runs the emulators: install what is missing, build what changed, work out
 * the emulator environment, then write the functions' settings files. `extraEnv` (settings such as the fakes'
 * addresses) is merged into process.env first, without overriding the shell, so it reaches the functions.
 * Prints the advice and returns null when the suite cannot run on this machine.
 */
export async function prepareEmulators({ extraEnv } = {}) {
  await ensureInstalled();
  await buildIfStale();
  let setup;
  try {
    setup = await emulatorEnvironment();
  } catch (err) {
    if (!(err instanceof EmulatorSetupError)) throw err;
    console.error(`\n✖ ${err.message}\n`);
    return null;
  }
  for (const [name, value] of Object.entries((await extraEnv?.()) ?? {})) process.env[name] ??= value;
  setup.env = { ...process.env, ...setup.env };
  prepareFunctionsEnv();
  // Every `firebase emulators:*` run takes this config: firebase.json plus the local origins in the CSP.
  setup.configArgs = emulatorConfigArgs();
  return setup;
}
