// The instant line end to end on the emulators, as the page uses it: POST /instant/upload (a 1024 px portrait)
// → POST /instant/edit → the trigger's job completes the edit (seen by a Firestore listener, as the page sees it).
//   1. each preset with the local engine (INSTANT_PROVIDER=local): median upload, edit call and end-to-end
//      time over N runs (target ≤ 2 s end to end);
//   2. our own overhead around a provider call: the same journey with INSTANT_PROVIDER=gemini against the fake
//      Gemini server, minus the fake's own handling time (target ≤ 300 ms).
// Starts the emulators the way `npm test` does, once per provider (the Functions emulator reads its settings
// once, at start), and runs itself inside `firebase emulators:exec`. Calls go through the Hosting emulator.
// Usage: node bench/instant-e2e.mjs [runs=3] (not while npm start or npm test runs: same emulator ports)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.argv[2] ?? 3);
const [, , , provider, outFile] = process.argv; // set when running inside emulators:exec
const GEMINI_PRESET = 'linkedin';

if (provider) await measure(provider, outFile);
else await launch();

async function launch() {
  const { ALL_EMULATORS, PROJECT_ID, firebaseBin, prepareEmulators } =
    await import('../scripts/lib/emulators.mjs');
  const { fakeProviderEnv } = await import('../scripts/lib/fake-ports.mjs');
  const { prepareFunctionsEnv } = await import('../scripts/lib/functions-env.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'instant-e2e-'));
  const parts = {};
  for (const name of ['local', 'gemini']) {
    process.env.INSTANT_PROVIDER = name; // written to functions/.env.local by prepareEmulators
    const setup = await prepareEmulators({ extraEnv: fakeProviderEnv });
    if (!setup) process.exit(1);
    const out = path.join(dir, `${name}.json`);
    const args = ['emulators:exec', '--only', ALL_EMULATORS, '--project', PROJECT_ID, ...setup.configArgs];
    const code = await new Promise((resolve) =>
      spawn(firebaseBin, [...args, `node bench/instant-e2e.mjs ${RUNS} ${name} ${out}`], {
        cwd: path.resolve(here, '..'),
        stdio: 'inherit',
        env: setup.env,
      }).on('exit', resolve),
    );
    if (code !== 0) process.exit(code ?? 1);
    parts[name] = JSON.parse(readFileSync(out, 'utf8'));
  }
  rmSync(dir, { recursive: true, force: true });
  delete process.env.INSTANT_PROVIDER;
  prepareFunctionsEnv(); // the next `npm start` gets the default provider again

  const { gemini } = parts;
  const record = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    fixture: 'tests/fixtures/faces/test1024.jpg (1024 × 1024)',
    runs: RUNS,
    local: parts.local,
    gemini: { ...gemini, overheadMs: gemini.endToEndMs - gemini.fakeHandlingMs },
  };
  writeFileSync(path.join(here, 'instant-e2e.results.json'), JSON.stringify(record, null, 2) + '\n');
  console.log(
    `\nInstant line end to end (median of ${RUNS}, ms)\n\npreset        upload  edit call  end to end`,
  );
  for (const [id, r] of Object.entries(parts.local.presets))
    console.log(
      `${id.padEnd(12)} ${[r.uploadMs, r.editMs, r.endToEndMs].map((n) => String(n).padStart(8)).join('  ')}`,
    );
  const g = record.gemini;
  console.log(
    `\ngemini (fake) ${GEMINI_PRESET}: end to end ${g.endToEndMs} ms, fake handling ${g.fakeHandlingMs} ms, ` +
      `our overhead ${g.overheadMs} ms (upload ${g.uploadMs}, edit call ${g.editMs})`,
  );
}

async function measure(providerName, out) {
  const { emulatorClientEnv } = await import('../scripts/lib/ports.mjs');
  const { loadTs } = await import('./lib/load-ts.mjs');
  Object.assign(process.env, emulatorClientEnv());
  const { adminDb, createUser } = await loadTs('tests/functions/emulator.ts');
  adminDb(); // the helpers' Admin app (it names the bucket) before the functions code makes its own
  const { edit, photo, upload } = await loadTs('tests/functions/instant-helpers.ts');
  const { creditsTransaction, grant } = await loadTs('functions/src/features/credits/index.ts');
  const { INSTANT_PRESETS } = await loadTs('functions/src/contracts/index.ts');
  const image = photo('test1024.jpg');

  // A member with credits granted through the ledger, as a purchase or the free trial grants them. One per
  // preset: the API's per-user rate limit would otherwise refuse the later uploads.
  async function member() {
    const user = await createUser('bench');
    await creditsTransaction(user.uid, async (tx) => {
      const credits = await grant(tx, user.uid, [{ unit: 'instant', amount: 20, ref: 'bench-instant-e2e' }]);
      credits.commit({ email: user.email, createdAt: new Date(), totalGenerations: 0, totalSpent: 0 });
    });
    return user;
  }

  const settled = (id) =>
    new Promise((resolve, reject) => {
      const stop = adminDb()
        .collection('instant_edits')
        .doc(id)
        .onSnapshot((snap) => {
          const doc = snap.data();
          if (doc?.status !== 'completed' && doc?.status !== 'failed') return;
          stop();
          resolve(doc);
        }, reject);
    });

  async function journey(user, presetId) {
    const t0 = performance.now();
    const uploadId = await upload(user, image);
    const t1 = performance.now();
    const res = await edit(user, uploadId, presetId);
    const t2 = performance.now();
    if (res.status !== 202) throw new Error(`edit ${presetId}: ${res.status} ${JSON.stringify(res.body)}`);
    const doc = await settled(res.body.edit_id);
    const t3 = performance.now();
    if (doc.status !== 'completed' || doc.provider !== providerName)
      throw new Error(`edit ${presetId}: ${doc.status} by ${doc.provider} (${doc.error})`);
    return { uploadMs: t1 - t0, editMs: t2 - t1, endToEndMs: t3 - t0 };
  }

  async function medians(presetId, runs) {
    const user = await member();
    const warmUpMs = Math.round((await journey(user, presetId)).endToEndMs); // the preset's models load here
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await journey(user, presetId));
    const of = (key) => median(times.map((t) => t[key]));
    return { uploadMs: of('uploadMs'), editMs: of('editMs'), endToEndMs: of('endToEndMs'), warmUpMs };
  }

  let result;
  if (providerName === 'local') {
    const presets = {};
    for (const preset of INSTANT_PRESETS) {
      presets[preset.id] = { look: preset.local, ...(await medians(preset.id, RUNS)) };
      console.log(`${preset.id.padEnd(12)} ${JSON.stringify(presets[preset.id])}`);
    }
    result = { presets };
  } else {
    const { startFakeGemini } = await loadTs('tests/fakes/gemini.ts');
    const { FAKE_PORTS } = await import('../scripts/lib/fake-ports.mjs');
    const fake = await startFakeGemini({ port: FAKE_PORTS.gemini });
    result = await medians(GEMINI_PRESET, RUNS * 3);
    result.fakeHandlingMs = await fakeHandlingMs(fake, RUNS * 3);
    await fake.close();
  }
  writeFileSync(out, JSON.stringify(result));
  process.exit(0); // the Admin SDK's listeners and channels would keep the process alive
}

/**
 * The fake's own time for one call: the last request the adapter sent, replayed straight to the fake
 * (loopback round trip, decoding the 1024 px photo, answering its PNG), median of `runs`.
 */
async function fakeHandlingMs(fake, runs) {
  const sent = fake.requests.at(-1);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(`${fake.url}${sent.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': sent.headers['x-goog-api-key'] },
      body: sent.body,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`fake Gemini answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return median(times);
}
