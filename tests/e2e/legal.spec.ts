import { expect, test } from './csp';
import { shoot, viewports } from './helpers';

// The policy pages of spec §2 and §9: ko by default, en and jp, with the business details from configuration.

test('terms in Korean by default, switched to JP in the page, kept across a reload', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(page.getByTestId('legal-terms')).toContainText('업로드 후 24시간 이내에 파기');
  await page.getByRole('group', { name: '문서 언어' }).getByRole('button', { name: 'JP' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('利用規約');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('利用規約');
});

test('the footer links reach all three policies', async ({ page }) => {
  await page.goto('/');
  for (const [name, heading] of [
    ['이용약관', '이용약관'],
    ['개인정보처리방침', '개인정보처리방침'],
    ['환불 정책', '환불 정책'],
  ] as const) {
    await page.locator('footer').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

for (const language of ['ko', 'en', 'ja'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshot: refund policy in ${language} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
      await page.goto('/refund');
      await expect(page.getByTestId('legal-refund')).toBeVisible();
      await shoot(page, `legal-refund-${language}-${device}`);
    });
  }
}
