import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';

// The landing journey of spec §2: Korean by default, packages from pricing_config/main, the footer
// language switcher, and the login guards. Screenshots are kept as CI artifacts for visual review.

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const heroAccent = { ko: '나만의 AI 프로필', en: 'from just one selfie', ja: 'あなただけのAIプロフィール' };
type Language = keyof typeof heroAccent;

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

const footer = (page: Page) => page.locator('footer');

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heroAccent[language]);
}

/** Waits until the pricing section has settled (cards, or its error/empty state) and fonts are in. */
async function waitForLanding(page: Page) {
  const settled = page
    .getByTestId('package-card')
    .or(page.getByTestId('packages-error'))
    .or(page.getByTestId('packages-empty'));
  await expect(settled.first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

test('renders in Korean by default with the three packages from Firestore', async ({ page }) => {
  await page.goto('/');
  await expectLanguage(page, 'ko');
  await expect(page.getByRole('button', { name: '무료로 가입하기' }).first()).toBeVisible();

  const cards = page.getByTestId('package-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('무료');
  await expect(cards.nth(1)).toContainText('₩3,900');
  await expect(cards.nth(2)).toContainText('₩9,900');
  await expect(cards.nth(2)).toContainText('₩11,700');
  await expect(cards.nth(2)).toContainText('15% OFF');
  await expect(page.getByText('₩3,900', { exact: true })).toBeVisible();
});

test('the footer language switcher changes the language and keeps it across reloads', async ({ page }) => {
  await page.goto('/');
  await expectLanguage(page, 'ko');

  await footer(page).getByRole('button', { name: 'English' }).click();
  await expectLanguage(page, 'en');
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  await page.reload();
  await expectLanguage(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('bitna-language'))).toBe('en');

  await footer(page).getByRole('button', { name: '日本語' }).click();
  await expectLanguage(page, 'ja');
  await page.reload();
  await expectLanguage(page, 'ja');
  await expect(footer(page).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
});

test('a guarded page sends a logged-out visitor to the landing page', async ({ page }) => {
  await page.goto('/profile');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expectLanguage(page, 'ko');
});

test('a payment page sends a logged-out visitor to sign-in and keeps the way back', async ({ page }) => {
  await page.goto('/payment?package=instant_10');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/payment?package=instant_10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
  await expect(page.getByText('로그인하면 보고 있던 페이지로 돌아가요.')).toBeVisible();
});

test('unknown paths show a translated 404', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없어요');
});

for (const language of Object.keys(heroAccent) as Language[]) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshot: landing in ${language} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
      await page.goto('/');
      await expectLanguage(page, language);
      await waitForLanding(page);
      await page.screenshot({
        path: `${screenshotDir}landing-${language}-${device}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
