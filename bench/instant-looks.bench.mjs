// Median engine time of each local instant preset for a 1024 px photo, in one process on one core (the worker
// pool runs two of these side by side), through the same editor the instant job calls (local-instant.js), so
// the ID presets include the measured ID photo and its print sheet. Target: ≤ 2 s each. Upload, trigger and
// Storage are not included. Needs the compiled functions: `npm run build -w functions` first.
// Usage: node bench/instant-looks.bench.mjs [runs]     (IMAGING_LIB=<dir> to point at another build)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const lib = process.env.IMAGING_LIB ?? path.join(repo, 'functions/lib');
const require = createRequire(import.meta.url);
const load = (m) => require(path.join(lib, m));

const { checkImage, shrink } = load('imaging/input.js');
const { localInstantEditor } = load('providers/ai/local-instant.js');
const { INSTANT_PRESETS } = load('contracts/index.js');
const sharp = require('sharp');

const RUNS = Number(process.argv[2] ?? 5);
const FIXTURES = ['test1024.jpg', 'r_obama.jpg', 'r_biden.jpg'];

const inputs = [];
for (const name of FIXTURES) {
  const rgb = await shrink(
    await checkImage(readFileSync(path.join(repo, 'tests/fixtures/faces', name))),
    1024,
  );
  inputs.push(await sharp(rgb.data, { raw: rgb }).jpeg({ quality: 92 }).toBuffer());
}

const editor = localInstantEditor();
const run = (preset, image) =>
  editor.start({
    image,
    mimeType: 'image/jpeg',
    prompt: '',
    aspectRatio: preset.aspectRatio,
    localLook: preset.local,
    idStandard: preset.idStandard,
  });

await run(INSTANT_PRESETS[0], inputs[0]); // load the models once
const results = {};
for (const preset of INSTANT_PRESETS) {
  const times = [];
  for (const image of inputs) {
    await run(preset, image); // warm-up per input
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(preset, image);
      times.push(performance.now() - t0);
    }
  }
  results[preset.id] = { look: preset.local, medianMs: Math.round(median(times)) };
  console.log(
    `${preset.id.padEnd(12)} ${preset.local.padEnd(9)} ${String(results[preset.id].medianMs).padStart(6)} ms`,
  );
}
const record = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  fixtures: FIXTURES.join(', '),
  runsPerFixture: RUNS,
  presets: results,
};
writeFileSync(path.join(here, 'instant-looks.results.json'), JSON.stringify(record, null, 2) + '\n');
// The engine's worker threads keep their models loaded for the next call: end the process explicitly.
process.exit(0);
