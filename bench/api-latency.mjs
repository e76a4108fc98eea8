// API latency: GET /api/v1/health through the Hosting rewrite and on the Functions emulator directly, with
// N requests in flight at once. Run against `npm start` (or inside `npm run emulators -- exec`):
//   node bench/api-latency.mjs [--requests 400] [--concurrency 10]
// Prints median, p95 and throughput; the numbers in the README come from this script on a 2-core machine.
import { parseArgs } from 'node:util';
import { hostingUrl } from '../scripts/lib/ports.mjs';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '400' }, concurrency: { type: 'string', default: '10' } },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

const targets = {
  'hosting rewrite': `${hostingUrl}/api/v1/health`,
  'function direct': 'http://127.0.0.1:5001/demo-bitna/asia-northeast3/api/api/v1/health',
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

for (const [name, url] of Object.entries(targets)) {
  for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer()); // warm the function worker
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(16)} ${total} requests, ${concurrency} in flight: median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, ${(total / seconds).toFixed(0)} req/s`,
  );
}
