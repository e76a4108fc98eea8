// The ID photo maker, the mask test and the lightweight test with real photos on the local engine (no AI keys),
// in Korean and English, on a phone and a desktop, with screenshots of the real results.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createEmailUser, screenshotDir, signInOnAuthPage, viewports } from './helpers';

const face = (name: string) => fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url));
/** A fresh account signed in through the /auth page, in the wanted language. */
async function signIn(page: Page, language: 'ko' | 'en') {
  const user = await createEmailUser('tools');
  await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);
}

async function bothViewports(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header sits above the page in the full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `${screenshotDir}${name}-${size}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

async function idPhoto(page: Page, language: 'ko' | 'en') {
  await page.goto('/instant-edit');
  await page.getByTestId('idphoto-original').setInputFiles(face('r_obama.jpg'));
  await page.getByTestId('idphoto-reference').setInputFiles(face('r_obama2.jpg'));
  await expect(page.getByTestId('idphoto-prepare')).toBeDisabled();
  await page.getByTestId('idphoto-mask').click();
  await expect(page.getByTestId('idphoto-mask-preview')).toBeVisible();
  await page.getByTestId('idphoto-reference-mask').click();
  await expect(page.getByTestId('idphoto-reference-mask-preview')).toBeVisible();
  await page.getByTestId('idphoto-prepare').click();
  const json = page.getByTestId('idphoto-json');
  await expect(json).toContainText('kr_passport');
  const good = await json.inputValue();
  await json.fill('{ broken');
  await page.getByTestId('idphoto-execute').click();
  await expect(page.getByTestId('idphoto-error')).toHaveText(
    language === 'ko'
      ? 'API 파라미터 JSON 형식이 올바르지 않습니다.'
      : 'API parameter JSON format is invalid.',
  );
  await json.fill(good);
  await page.getByTestId('idphoto-execute').click();
  const result = page.getByTestId('idphoto-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText(language === 'ko' ? '모든 규격 통과' : 'All rules passed');
  await expect(page.getByTestId('idphoto-identity')).toContainText(
    language === 'ko' ? '같은 사람' : 'Same person',
  );
  await bothViewports(page, `idphoto-${language}`);
}

async function maskify(page: Page, language: 'ko' | 'en') {
  await page.goto('/maskify-test');
  await page.getByTestId('maskify-file').setInputFiles(face('test1024.jpg'));
  await page.getByTestId('maskify-run').click();
  await expect(page.getByTestId('maskify-results').locator('img')).toHaveCount(4, { timeout: 30_000 });
  await bothViewports(page, `maskify-${language}`);
}

async function lightweight(page: Page, language: 'ko' | 'en') {
  await page.goto('/lightweight-test');
  await page.getByTestId('lightweight-file').setInputFiles(face('r_biden.jpg'));
  await page.getByTestId('lightweight-crop').click();
  await expect(page.getByTestId('lightweight-results').locator('img')).toHaveCount(1, { timeout: 30_000 });
  await page.getByTestId('lightweight-optimize').click();
  await expect(page.getByTestId('lightweight-results').locator('img')).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('lightweight-prompts').click();
  await expect(page.getByTestId('lightweight-prompt-list')).toBeVisible();
  await bothViewports(page, `lightweight-${language}`);
}

for (const language of ['ko', 'en'] as const) {
  test(`photo tools in ${language}: ID photo, masks and crops with real results`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, language);
    await idPhoto(page, language);
    await maskify(page, language);
    await lightweight(page, language);
  });
}

test('the ID photo page refuses a non-image file with the spec message', async ({ page }) => {
  await signIn(page, 'ko');
  await page.goto('/instant-edit');
  await page.getByTestId('idphoto-original').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByTestId('idphoto-error')).toHaveText('이미지 파일만 업로드할 수 있습니다.');
});
