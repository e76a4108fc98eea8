// The studio line on the local engine, through the same adapters the training and generation jobs call
// (local-studio.js), on the engine's worker pool (two worker threads on two cores):
//   - upload checks: trainingPhoto on 10 photos at once (what the upload route runs per photo), plus the set judge;
//   - local training: the local trainer on those 10 photos (the reference set: crops, descriptors, centroid);
//   - local generation: 4 headshots of 1024 × 1024 PNG (professional, and the slower painterly artistic style);
//   - identity scores of the 4 results against the centroid.
// Median of `runs` after a warm-up that loads the models in both workers. Upload, triggers and Storage are not
// included. Targets: whole local training of 10 photos ≤ 30 s, 4 images ≤ 10 s, on 2 cores.
// Needs the compiled functions: `npm run build -w functions` first.
// Usage: node bench/studio-local.bench.mjs [runs]     (IMAGING_LIB=<dir> to point at another build)
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

const { runEngine } = load('imaging/engine.js');
const { judgeTrainingSet } = load('imaging/studio/judge-set.js');
const { localStudioTrainer, localStudioGenerator } = load('providers/ai/local-studio.js');
const { generationStartRequestSchema } = load('contracts/index.js');
const sharp = require('sharp');

const RUNS = Number(process.argv[2] ?? 3);
// Ten photos of one person: the six Obama fixtures and mirrored copies of four (a set of 10 different pictures).
const NAMES = [
  'r_obama.jpg',
  'r_obama1.jpg',
  'r_obama2.jpg',
  'r_obama3.jpg',
  'r_obama-1080p.jpg',
  'r_obama_partial.jpg',
];
const originals = NAMES.map((n) => readFileSync(path.join(repo, 'tests/fixtures/faces', n)));
const mirrored = await Promise.all(
  originals.slice(0, 4).map((b) => sharp(b).flop().jpeg({ quality: 92 }).toBuffer()),
);
const uploads = [...originals, ...mirrored];

const time = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
};
const ms = (xs) => Math.round(median(xs));

const checkAll = async () => {
  const photos = await Promise.all(uploads.map((image) => runEngine('trainingPhoto', { image })));
  return { photos, verdicts: judgeTrainingSet(photos) };
};
const train = (photos) =>
  localStudioTrainer().start({
    photos: photos.map((p) => ({ data: p.jpeg, mimeType: 'image/jpeg' })),
    triggerWord: 'tok',
  });
const generate = (crops, style) => {
  const request = generationStartRequestSchema.parse({
    training_id: 'bench',
    prompt: 'tok headshot',
    num_images: 4,
    width: 1024,
    height: 1024,
    output_format: 'png',
    seed: 1234,
  });
  return localStudioGenerator().start({
    request,
    prompt: request.prompt,
    style,
    loraUrl: null,
    referenceCrops: crops,
  });
};

// Warm-up: both workers load their models.
const warm = await checkAll();
const accepted = warm.photos.filter((_, i) => !warm.verdicts[i].reason);
const trained = await train(accepted);
await generate(trained.reference.crops, 'professional');

const rows = { checks: [], training: [], whole: [], professional: [], artistic: [], scores: [] };
for (let i = 0; i < RUNS; i++) {
  const checks = await time(checkAll);
  const kept = checks.value.photos.filter((_, k) => !checks.value.verdicts[k].reason);
  const training = await time(() => train(kept));
  rows.checks.push(checks.ms);
  rows.training.push(training.ms);
  rows.whole.push(checks.ms + training.ms);
  const crops = training.value.reference.crops;
  const pro = await time(() => generate(crops, 'professional'));
  rows.professional.push(pro.ms);
  rows.artistic.push((await time(() => generate(crops, 'artistic'))).ms);
  const images = pro.value.images.map((im) => im.data);
  rows.scores.push(
    (await time(() => runEngine('identityScores', { centroid: training.value.reference.centroid, images })))
      .ms,
  );
}

const table = [
  ['upload checks, 10 photos (trainingPhoto + judge)', ms(rows.checks)],
  [`local training, ${accepted.length} accepted photos (reference set)`, ms(rows.training)],
  ['whole local training (checks + training)', ms(rows.whole)],
  ['generation, 4 × 1024² PNG, professional', ms(rows.professional)],
  ['generation, 4 × 1024² PNG, artistic', ms(rows.artistic)],
  ['identity scores of 4 results', ms(rows.scores)],
];
console.log(`\nStudio line on the local engine (median of ${RUNS}, ms, 2 worker threads)\n`);
for (const [label, value] of table) console.log(`${label.padEnd(52)} ${String(value).padStart(6)}`);

const record = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  photos: `${NAMES.join(', ')} + 4 mirrored copies`,
  accepted: accepted.length,
  runs: RUNS,
  medianMs: Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, ms(v)])),
};
writeFileSync(path.join(here, 'studio-local.results.json'), JSON.stringify(record, null, 2) + '\n');
// The engine's worker threads keep their models loaded for the next call: end the process explicitly.
process.exit(0);
