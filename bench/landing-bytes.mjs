// The landing page's JavaScript weight, as a first-time visitor's Chromium fetches it: builds web/, serves
// web/dist with `vite preview` (or measures BASE_URL, e.g. the Hosting emulator), and prints the gzip bytes of
// script that arrived before the hero's first paint, the total once the page settles, and each chunk.
// The measurement itself is tests/e2e/landing-bytes.ts, the one the browser test's budget uses.
// Usage: node bench/landing-bytes.mjs [--no-build] [--runs=3]     results: bench/landing-bytes.results.json
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromePath } from '../scripts/lib/browser.mjs';
import { repoRoot } from '../scripts/lib/workspace.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { median } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { measureLanding, kb, FIRST_PAINT_BUDGET } = await loadTs('tests/e2e/landing-bytes.ts');

let server;
let baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  server = await preview({
    root: path.join(repoRoot, 'web'),
    configFile: path.join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'silent',
    preview: { port: 0, host: '127.0.0.1' },
  });
  baseUrl = server.resolvedUrls.local[0];
}

const browser = await chromium.launch({
  executablePath: chromePath(),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'ko-KR' });
    runs.push(await measureLanding(await context.newPage()));
    await context.close();
  }
} finally {
  await browser.close();
  await server?.close();
}

const last = runs.at(-1);
const result = {
  measuredAt: new Date().toISOString(),
  budget: FIRST_PAINT_BUDGET,
  beforePaint: median(runs.map((r) => r.beforePaint)),
  total: median(runs.map((r) => r.total)),
  paintMs: Math.round(median(runs.map((r) => r.paintMs))),
  fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
  scripts: last.scripts.map((s) => ({
    file: new URL(s.url).pathname,
    gzip: s.gzip,
    arrivedMs: Math.round(s.arrivedMs),
    beforePaint: s.arrivedMs <= last.paintMs,
  })),
};

console.log(`\nLanding page JavaScript (gzip, median of ${RUNS}, 10 Mbit/s, 40 ms):`);
console.log(`  before the hero's first paint  ${kb(result.beforePaint)}  (budget ${kb(FIRST_PAINT_BUDGET)})`);
console.log(`  in all, once settled            ${kb(result.total)}`);
console.log(`  hero painted at ${result.paintMs} ms (first contentful paint reported at ${result.fcpMs} ms)`);
for (const s of result.scripts) {
  console.log(
    `    ${s.beforePaint ? '●' : '○'} ${kb(s.gzip).padStart(9)} ${String(s.arrivedMs).padStart(6)} ms  ${s.file}`,
  );
}
writeFileSync(path.join(here, 'landing-bytes.results.json'), JSON.stringify(result, null, 2) + '\n');
process.exit(result.beforePaint <= FIRST_PAINT_BUDGET ? 0 : 1);
