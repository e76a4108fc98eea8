import { defineConfig } from '@playwright/test';
import { chromePath } from './scripts/lib/browser.mjs';

// Browser journeys against the Hosting emulator (npm test starts it with seeded Firestore). Point BASE_URL at
// any other server, e.g. `vite preview`, to run them by hand. Playwright cannot download browsers here, so
// it drives Debian's Chromium (apt-get install -y chromium-headless-shell fonts-nanum fonts-ipafont-gothic).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // One browser at a time. Two (BITNA_E2E_WORKERS=2: each test signs up its own user, so files can run side by
  // side) ran the 90 tests in 719 s, one in 720 s: Chromium's software compositor and the emulator process, not
  // the cores, set the pace, and two cold function workers at once made a sign-up miss its 15 s.
  workers: Number(process.env.BITNA_E2E_WORKERS) || 1,
  // One more try for a test that failed: on 2 shared cores a cold function worker can push one step past its time
  // limit. A test that fails twice fails; one that passed only on the second try is named in npm test's summary.
  retries: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:5050',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromePath(),
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
