import { expect, test } from './csp';
import { FIRST_PAINT_BUDGET, kb, measureLanding } from './landing-bytes';

// The landing page is most visitors' first page: it paints on the app shell and its own code, and what it
// shows later (the price list from Firestore, the Firebase SDK, the login form, zod) loads after it.

test('the landing page paints with at most 150 KB of JavaScript (gzip)', async ({ page }, testInfo) => {
  const measured = await measureLanding(page);
  const list = measured.scripts
    .map(
      (s) =>
        `${s.arrivedMs <= measured.paintMs ? 'before' : 'after '} ${kb(s.gzip)} ${new URL(s.url).pathname}`,
    )
    .join('\n');
  await testInfo.attach('landing-scripts.txt', { body: list, contentType: 'text/plain' });

  expect(measured.beforePaint, `scripts around the hero's first paint:\n${list}`).toBeLessThanOrEqual(
    FIRST_PAINT_BUDGET,
  );
  // What the page defers still arrives: the price list renders from the seeded pricing config.
  await expect(page.getByTestId('package-card')).toHaveCount(3);
  expect(measured.total).toBeGreaterThan(measured.beforePaint);
});

test('zod and the login form are not on the way to the first paint', async ({ page }) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.text());
  });
  const measured = await measureLanding(page);
  for (const script of measured.scripts.filter((s) => s.arrivedMs <= measured.paintMs)) {
    const body = await bodies.get(script.url)!;
    expect(body, `${script.url} carries zod`).not.toContain('ZodError');
    expect(body, `${script.url} carries the login form`).not.toContain('auth-password');
  }

  // The form arrives when the visitor opens the dialog.
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).first().click();
  await expect(page.getByRole('dialog').locator('#auth-password')).toBeVisible();
});
