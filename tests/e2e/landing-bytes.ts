// How much JavaScript the landing page costs a first-time visitor, measured in the browser: every script the
// page fetches, gzip-sized here (the Hosting emulator and `vite preview` serve it uncompressed, production
// compresses), split into what arrived before the hero was first painted and what came after. Used by
// landing-weight.spec.ts (the budget) and bench/landing-bytes.mjs (the recorded figures).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Issue budget: JavaScript on the wire before the landing page's first paint, gzip. */
export const FIRST_PAINT_BUDGET = 150 * 1024;

// A phone on a good connection. Without it every chunk arrives within a frame on localhost, and a chunk the
// page asks for after its first render would count as arriving before the paint.
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10e6 / 8) | 0,
  uploadThroughput: (5e6 / 8) | 0,
};

export type Script = { url: string; gzip: number; arrivedMs: number };

export type LandingBytes = {
  /**
   * performance.now() of the frame that first holds the hero heading (its frame callback, which the main
   * thread's paint follows directly) and of the first contentful paint as Chromium reports it (when the
   * compositor presented the frame, which on a busy machine lags the paint by a varying delay).
   */
  paintMs: number;
  fcpMs: number;
  /** Scripts fully received before the hero's paint, and every script once the page has settled. */
  beforePaint: number;
  total: number;
  scripts: Script[];
};

declare global {
  interface Window {
    __landingPaint?: { fcp?: number; hero?: number };
  }
}

const isScript = (url: string, contentType: string) =>
  /javascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Loads `path` (the landing page) in a fresh page and returns what it fetched; `settleMs` of quiet ends it. */
export async function measureLanding(page: Page, path = '/', settleMs = 2000): Promise<LandingBytes> {
  const sizes = new Map<string, Promise<number>>();
  let lastScript = Date.now();
  page.on('response', (response) => {
    if (!isScript(response.url(), response.headers()['content-type'] ?? '')) return;
    lastScript = Date.now();
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);

  await page.addInitScript(() => {
    const marks: { fcp?: number; hero?: number } = {};
    window.__landingPaint = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    // The frame callback runs just before the browser paints the frame that first holds the heading.
    new MutationObserver((_, observer) => {
      if (!document.getElementById('hero-title')) return;
      observer.disconnect();
      requestAnimationFrame(() => (marks.hero = performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto(path);
  await page.waitForFunction(() => window.__landingPaint?.hero !== undefined && window.__landingPaint.fcp);
  await page.waitForLoadState('load');
  while (Date.now() - lastScript < settleMs) await page.waitForTimeout(250);

  const marks = await page.evaluate(() => window.__landingPaint!);
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, arrivedMs: (e as PerformanceResourceTiming).responseEnd })),
  );
  const arrived = new Map(timings.map((t) => [t.url, t.arrivedMs]));
  const scripts: Script[] = [];
  for (const [url, size] of sizes) {
    scripts.push({ url, gzip: await size, arrivedMs: arrived.get(url) ?? Infinity });
  }
  scripts.sort((a, b) => a.arrivedMs - b.arrivedMs);
  await cdp.detach();
  const sum = (list: Script[]) => list.reduce((n, s) => n + s.gzip, 0);
  const paintMs = marks.hero!;
  return {
    paintMs,
    fcpMs: marks.fcp!,
    beforePaint: sum(scripts.filter((s) => s.arrivedMs <= paintMs)),
    total: sum(scripts),
    scripts,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
