// The Chromium the browser tests and the landing benchmark drive: CHROME_PATH, else Debian's headless shell (the
// same Chromium without the desktop browser's compositor and UI: a third of the CPU per test), else Debian's full
// Chromium. Playwright cannot download its own browsers here.
import { existsSync } from 'node:fs';

export const BROWSER_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromePath() {
  return process.env.CHROME_PATH || BROWSER_CANDIDATES.find((p) => existsSync(p)) || BROWSER_CANDIDATES[0];
}
