// Median time per imaging operation on the fixture photos at 1024 px, in one process on one core (the worker
// pool runs two of these side by side). Needs the compiled engine: `npm run build -w functions` first.
// Usage: node bench/imaging/run.mjs [runs]     (IMAGING_LIB=<dir> to point at another build; BENCH_ONLY=<text>
// times only the operations whose names contain it, and keeps the other figures recorded in results.json)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const lib = process.env.IMAGING_LIB ?? path.join(repo, 'functions/lib');
const require = createRequire(import.meta.url);
const load = (m) => require(path.join(lib, m));

const { checkImage, shrink } = load('imaging/input.js');
const { detectFaces } = load('imaging/faces.js');
const { qualityReport } = load('imaging/quality.js');
const { maskSet, faceMask } = load('imaging/masks.js');
const { personAlpha, replaceBackground } = load('imaging/background.js');
const { makeIdPhoto } = load('imaging/id-photo/index.js');
const { descriptor } = load('imaging/identity.js');
const { hdExport } = load('imaging/enhance.js');
const { ID_STANDARDS } = load('imaging/id-standards.js');

const RUNS = Number(process.argv[2] ?? 7);
const FIXTURES = ['test1024.jpg', 'r_obama.jpg', 'r_biden.jpg'];

// Every fixture brought to 1024 px on its long side, as the targets are stated.
const inputs = [];
for (const name of FIXTURES) {
  const bytes = readFileSync(path.join(repo, 'tests/fixtures/faces', name));
  const rgb = await shrink(await checkImage(bytes), 1024);
  const sharp = require('sharp');
  const jpeg = await sharp(rgb.data, { raw: rgb }).jpeg({ quality: 92 }).toBuffer();
  inputs.push({ name, rgb, jpeg });
}

const ops = {
  'decode + check (JPEG 1024)': (x) => checkImage(x.jpeg),
  'detect + 478-point mesh': (x) => detectFaces(x.rgb),
  'quality report': async (x) => qualityReport(x.rgb, (await detectFaces(x.rgb)).faces[0]),
  'face mask (detect + mesh polygon)': async (x) => faceMask(x.rgb, (await detectFaces(x.rgb)).faces[0]),
  'mask set (mask, preview, reference crop)': (x) => maskSet(x.rgb, 0.6),
  'segmentation + white background': async (x) =>
    replaceBackground(x.rgb, await personAlpha(x.rgb), { kind: 'color', color: '#ffffff' }),
  'identity descriptor': (x) => descriptor(x.rgb),
  'KR passport photo (complete)': (x) => makeIdPhoto(x.jpeg, ID_STANDARDS.kr_passport),
  'HD export x2 (Lanczos + sharpen)': (x) => hdExport(x.rgb, 2),
};

await detectFaces(inputs[0].rgb); // load the models and warm up once
const only = process.env.BENCH_ONLY;
const recorded = path.join(here, 'results.json');
const results = only ? { ...JSON.parse(readFileSync(recorded, 'utf8')).medianMs } : {};
for (const [name, op] of Object.entries(ops)) {
  if (only && !name.includes(only)) continue;
  const times = [];
  for (const input of inputs) {
    await op(input); // warm-up per input
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await op(input);
      times.push(performance.now() - t0);
    }
  }
  results[name] = Math.round(median(times));
  console.log(`${name.padEnd(42)} ${String(results[name]).padStart(6)} ms`);
}
const record = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  fixtures: FIXTURES.join(', '),
  runsPerFixture: RUNS,
  medianMs: results,
};
writeFileSync(recorded, JSON.stringify(record, null, 2) + '\n');
