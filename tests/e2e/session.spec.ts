import { expect, test } from './csp';
import { KO, signUp } from './helpers';

// Spec §4: sign out after 30 idle minutes and 24 hours after sign-in, checked every 5 minutes. The page clock
// is faked so the test does not wait; the Auth emulator's tokens stay valid for the simulated hour.

const loginButton = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: KO.login });

test('30 minutes without activity signs the user out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await signUp(page);

  await page.clock.runFor('25:00');
  await expect(page.getByRole('button', { name: KO.accountMenu })).toBeAttached();

  await page.clock.runFor('05:00');
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionStartTime'))).toBeNull();
});

test('activity keeps the session; 24 hours after sign-in it ends anyway', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await signUp(page);

  // Twenty minutes of use in steps, with key presses in between: never idle for 30 minutes.
  for (let i = 0; i < 4; i++) {
    await page.clock.runFor('05:00');
    await page.keyboard.press('Shift');
    await page.clock.runFor('00:11');
  }
  await expect(page.getByRole('button', { name: KO.accountMenu })).toBeAttached();

  // The session began almost 24 hours ago: the next 5-minute check ends it though the user is active.
  await page.evaluate(() =>
    localStorage.setItem('sessionStartTime', String(Date.now() - 24 * 60 * 60 * 1000 + 60_000)),
  );
  await page.keyboard.press('Shift');
  await page.clock.runFor('05:00');
  await expect(loginButton(page)).toBeVisible();
});

test('a session older than 24 hours ends when the app opens', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  await page.evaluate(() =>
    localStorage.setItem('sessionStartTime', String(Date.now() - 25 * 60 * 60 * 1000)),
  );
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});
