// Makes the style wizard's sample pictures with our own local studio engine (the same reference set and headshot
// composer a local training and generation use), from synthetic test portraits whose licence allows it, and
// writes them as small WebP files to web/public/styles/ with a SOURCES.md that names each one's source.
//
// Usage: node scripts/style-samples.mjs   (compiles the functions first: the engine runs from functions/lib)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { STYLE_SAMPLES } from './seed/style-samples.mjs';
import { repoRoot, run } from './lib/workspace.mjs';

const portraits = path.join(repoRoot, 'tests', 'fixtures', 'faces-diverse');
const out = path.join(repoRoot, 'web', 'public', 'styles');
/** A card shows its picture at most about 320 px wide; twice that keeps it sharp on a phone. */
const SIZE = { width: 480, height: 600 };
/** One fixed seed per sample, so a re-run draws the same backdrops. */
const SEED = 20261127;

await run(process.execPath, [path.join(repoRoot, 'scripts', 'build-functions.mjs')]);
const engine = await import(
  pathToFileURL(path.join(repoRoot, 'functions', 'lib', 'imaging', 'studio', 'index.js')).href
);

mkdirSync(out, { recursive: true });
const rows = [];
for (const sample of STYLE_SAMPLES) {
  const photo = readFileSync(path.join(portraits, sample.portrait));
  const set = await engine.referenceSet({ images: [photo] });
  const [headshot] = await engine.studioHeadshots({
    crops: set.crops,
    style: sample.engineStyle,
    count: 1,
    ...SIZE,
    seed: SEED,
    format: 'png',
  });
  let image = sharp(headshot.data);
  // Vintage has no backdrop of its own: the casual composition, toned like an old print.
  if (sample.toned) image = image.modulate({ saturation: 0.25 }).tint({ r: 112, g: 66, b: 20 });
  const webp = await image.webp({ quality: 72 }).toBuffer();
  writeFileSync(path.join(out, `${sample.style}.webp`), webp);
  rows.push(
    `| ${sample.style}.webp | ${sample.portrait} | ${sample.source} | ${sample.licence} | ${sample.engineStyle}${sample.toned ? ' + sepia tone' : ''} |`,
  );
  console.log(`${sample.style}.webp  ${webp.length} bytes  from ${sample.portrait}`);
}

writeFileSync(
  path.join(out, 'SOURCES.md'),
  `# Style sample pictures: where each came from

Made by \`scripts/style-samples.mjs\` with the app's local studio engine (reference set, then one composed
headshot on the style's backdrop; not AI), from synthetic test portraits in \`tests/fixtures/faces-diverse/\`.
Only portraits whose source states they are generated and whose licence allows redistribution are used (see that
folder's SOURCES.md for commits and blob hashes). No real person is shown.

| file | portrait | source | licence | engine style |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`,
);
process.exit(0);
