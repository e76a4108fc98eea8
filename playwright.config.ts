import { defineConfig } from '@playwright/test';
import { chromePath } from './scripts/lib/browser.mjs';

// Browser journeys against the Hosting emulator (npm test starts it with seeded Firestore). Point BASE_URL at
// any other server, e.g. `vite preview`, to run them by hand. Playwright cannot download browsers here, so
// it drives Debian's Chromium (apt-get install -y chromium-headless-shell fonts-nanum fonts-ipafont-gothic).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Two browsers: each test signs up its own user, so files run side by side. With the full Chromium and
  // per-test traces two ran no faster than one (719 s against 720 s for 90 tests); on the headless shell, two ran
  // the 91 tests in 475 s with no retry while other work kept the 2 cores loaded (load average 9), where one
  // took 548 s on a quiet machine. BITNA_E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.BITNA_E2E_WORKERS) || 2,
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
    // Spinners, skeletons and the landing's floating hero repaint every frame while a test waits; with motion
    // reduced (the app honours it in base.css) the browsers spend their CPU on the pages instead.
    reducedMotion: 'reduce',
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
