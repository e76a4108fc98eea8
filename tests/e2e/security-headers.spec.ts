// Security review M7 in the browser: the Hosting emulator sends firebase.json's headers (the emulator copy adds
// only the local emulator origins), and every route of the app renders under that policy, signed out and
// signed in, without a single violation (the `./csp` fixture fails the test on any).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { emulatorFirebaseConfig } from '../../scripts/lib/emulator-config.mjs';
import { expect, test } from './csp';
import { createEmailUser, signInOnAuthPage } from './helpers';

type Header = { key: string; value: string };
type FirebaseJson = { hosting: { headers: { source: string; headers: Header[] }[] } };

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const served = emulatorFirebaseConfig(firebaseJson, process.env) as FirebaseJson;
const expectedHeaders = served.hosting.headers
  .filter((rule) => rule.source === '**')
  .flatMap((rule) => rule.headers);

// Every path of the router, so a new page is covered the day it is added.
const routerSource = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
const ROUTES = [
  '/',
  ...[...routerSource.matchAll(/\bpath: '([^'*]+)'/g)].map((m) => `/${m[1]}`),
  '/no-such-page',
];

/** Opens a route and waits for its lazy page (and any guard redirect) to render and its requests to settle. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  // Firestore keeps a long-poll open on signed-in pages, so "idle" may never come; connections start early.
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => {});
}

test.describe('M7 security headers', () => {
  test('the router lists the pages this test visits', () => {
    expect(ROUTES.length).toBeGreaterThan(25);
    expect(ROUTES).toEqual(
      expect.arrayContaining(['/pricing', '/profile', '/payment/sandbox', '/auth/social']),
    );
  });

  for (const path of ['/', '/profile']) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      const headers = response.headers();
      for (const { key, value } of expectedHeaders) expect(headers[key.toLowerCase()], key).toBe(value);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('every page renders signed out without a policy violation', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of ROUTES) await test.step(route, () => visit(page, route));
  });

  test('every page renders signed in without a policy violation', async ({ page }) => {
    test.setTimeout(180_000);
    const member = await createEmailUser('csp');
    await page.goto('/auth');
    await signInOnAuthPage(page, member.email, member.password);
    for (const route of ROUTES) await test.step(route, () => visit(page, route));
    // Still signed in at the end: the member pages were really visited, not redirected away.
    await visit(page, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
