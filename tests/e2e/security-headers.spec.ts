// Security review M7 in the browser: the Hosting emulator sends firebase.json's headers (the emulator copy adds
// only the local emulator origins), and every route of the app renders under that policy, signed out and
// signed in, without a single violation (the `./csp` fixture fails the test on any).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { emulatorFirebaseConfig } from '../../scripts/lib/emulator-config.mjs';
import { expect, test } from './csp';
import { createEmailUser, signInOnAuthPage } from './helpers';
import { PUBLIC_ROUTES, ROUTER_ROUTES, SIGNED_IN_ROUTES } from './routes';

type Header = { key: string; value: string };
type FirebaseJson = { hosting: { headers: { source: string; headers: Header[] }[] } };

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const served = emulatorFirebaseConfig(firebaseJson, process.env) as FirebaseJson;
const expectedHeaders = served.hosting.headers
  .filter((rule) => rule.source === '**')
  .flatMap((rule) => rule.headers);

// The pages the accessibility sweep does not open in that state (it runs under the same CSP fixture).
const ROUTES = ROUTER_ROUTES;
const SIGNED_OUT = ROUTES.filter((route) => !PUBLIC_ROUTES.includes(route));
const SIGNED_IN = ROUTES.filter((route) => !SIGNED_IN_ROUTES.includes(route));

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
    // What this file leaves out, the accessibility sweep opens: both together open every page in each state.
    expect([...SIGNED_OUT, ...PUBLIC_ROUTES].sort()).toEqual([...ROUTES].sort());
    expect([...SIGNED_IN, ...SIGNED_IN_ROUTES].sort()).toEqual([...ROUTES].sort());
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

  test('every page the accessibility sweep leaves out renders signed out without a policy violation', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const route of SIGNED_OUT) await test.step(route, () => visit(page, route));
  });

  test('every page the accessibility sweep leaves out renders signed in without a policy violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const member = await createEmailUser('csp');
    await page.goto('/auth');
    await signInOnAuthPage(page, member.email, member.password);
    for (const route of SIGNED_IN) await test.step(route, () => visit(page, route));
    // Still signed in at the end: the member pages were really visited, not redirected away.
    await visit(page, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
