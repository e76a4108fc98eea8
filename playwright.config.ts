import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser journeys against the Hosting emulator (npm test starts it with seeded Firestore). Point BASE_URL at
// any other server, e.g. `vite preview`, to run them by hand. Playwright cannot download browsers here, so
// it drives the system Chromium (apt-get install -y chromium fonts-nanum).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // One browser per core: each test signs up its own user, so files run side by side (tests in a file stay in
  // order). BITNA_E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.BITNA_E2E_WORKERS) || Math.min(2, availableParallelism()),
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:5050',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
