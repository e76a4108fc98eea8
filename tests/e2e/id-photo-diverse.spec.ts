// The ID photo maker in Korean on portraits of the people who use it (tests/fixtures/faces-diverse): a smile
// comes back with the failed mouth rule and what to do about it; a high bun the top edge of the photo cuts is
// refused with the reason, never made into a "compliant" photo with the bun cut off.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { createEmailUser, signInOnAuthPage, viewports } from './helpers';

const diverse = (name: string) =>
  fileURLToPath(new URL(`../fixtures/faces-diverse/${name}`, import.meta.url));

async function makeKoreanPassportPhoto(page: Page, name: string) {
  const user = await createEmailUser('diverse');
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'ko'));
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);
  await page.goto('/instant-edit');
  // The spec's steps (masks, the parameter JSON) sit under the page's 'advanced' disclosure.
  await page.getByTestId('idphoto-advanced-toggle').click();
  await page.getByTestId('idphoto-original').setInputFiles(diverse(name));
  await page.getByTestId('idphoto-mask').click();
  await expect(page.getByTestId('idphoto-mask-preview')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('idphoto-prepare').click();
  await expect(page.getByTestId('idphoto-json')).toContainText('kr_passport');
  await page.getByTestId('idphoto-execute').click();
}

test('a smile showing teeth fails the mouth rule, with its advice, in Korean', async ({ page }) => {
  test.setTimeout(120_000);
  await makeKoreanPassportPhoto(page, 'man_dark_skin_smile_teeth.jpg');
  const result = page.getByTestId('idphoto-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  // The measured figures per rule sit under the result's own disclosure.
  await result.getByTestId('idphoto-details').locator('summary').click();
  await expect(result.locator('tr.is-fail', { hasText: '입 다묾 (입술 간격' })).toHaveCount(1);
  await expect(result.locator('tr.is-fail', { hasText: '치아 보이지 않음' })).toHaveCount(1);
  const advice = page.getByTestId('idphoto-advice');
  await expect(advice).toContainText('입이 벌어져 있어요. 입을 다물고 웃지 않은 표정으로 찍어 주세요.');
  await expect(advice).toContainText('치아가 보여요.');
});

test('a high bun cut by the top edge is refused with the reason, in Korean', async ({ page }) => {
  test.setTimeout(120_000);
  await makeKoreanPassportPhoto(page, 'kr_woman_high_bun_cut_at_top.jpg');
  await expect(page.getByTestId('idphoto-error')).toContainText(
    '머리가 사진 가장자리에 너무 가깝거나 잘렸어요',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('idphoto-result')).toHaveCount(0);
});
