// A consumer's way to an ID photo, in Korean on a phone (tour finding 3): from the header menu to the services
// page, the "인스턴트 사진 편집" card to /instant-edit, then one photo, the document and one button. No mask to
// make and no JSON to read: the photo comes back with each rule in plain Korean and the print sheet, and it costs
// one instant credit as the card's package promises.
import { fileURLToPath } from 'node:url';
import { expect, test } from './csp';
import {
  createEmailUser,
  expectNoSidewaysScroll,
  screenshotViewports,
  signInOnAuthPage,
  userDocByEmail,
  viewports,
} from './helpers';

const face = (name: string) => fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url));

test('ko phone: an ID photo in one step from the services card, its rules in plain Korean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createEmailUser('onestep');
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'ko'));
  await page.setViewportSize(viewports.phone);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);

  // The way in a person takes: the header menu, the services page, the instant card.
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page
    .locator('#mobile-menu')
    .getByRole('link', { name: /AI 프로필 스튜디오/ })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByTestId('service-instant-go').click();
  await expect(page).toHaveURL(/\/instant-edit$/);

  const quick = page.getByTestId('idphoto-quick');
  await expect(quick.getByTestId('credits-balance')).toHaveAttribute('data-count', '5');
  await page.getByTestId('idphoto-original').setInputFiles(face('test1024.jpg'));
  await quick.getByLabel('한국 여권 (35×45mm)').check();
  await expectNoSidewaysScroll(page);
  await page.getByTestId('idphoto-quick-make').click();

  const result = page.getByTestId('idphoto-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  const plain = result.getByTestId('idphoto-plain');
  await expect(plain).toBeInViewport({ ratio: 0.1 });
  await expect(plain.getByRole('heading')).toHaveText('규정 확인');
  await expect(plain.locator('li[data-rule="head_height"]')).toContainText(
    '통과머리 크기(정수리부터 턱까지)가 규격에 맞아요.',
  );
  await expect(plain.locator('li[data-rule="head_height"]')).toContainText('기준 32–36mm');
  // Every measured rule has its sentence, and Korea's unmeasured rules are there to check by eye.
  expect(await plain.locator('li[data-rule]').count()).toBeGreaterThanOrEqual(10);
  await expect(plain.locator('li[data-advisory="no_hair_accessories"]')).toContainText('직접 확인');
  // Plain Korean: no rule key, no English word, every sentence in 해요체.
  const sentences = await plain.locator('li > span:last-child').allInnerTexts();
  for (const sentence of sentences) {
    expect(sentence).not.toMatch(/[A-Za-z]{3,}|rules\.|plain\./);
    expect(sentence.replace(/\s*(측정|기준) .*$/, '')).toMatch(/요\.$/);
  }

  // The print sheet downloads, and the photo cost one instant credit.
  const sheet = page.waitForEvent('download');
  await result.getByTestId('idphoto-download-sheet').click();
  expect((await sheet).suggestedFilename()).toBe('kr_passport-4x6.jpg');
  await expect(quick.getByTestId('credits-balance')).toHaveAttribute('data-count', '4');
  expect((await userDocByEmail(user.email)).data.credits.instant).toBe(4);

  // Nothing engineering-like was in the way: the masks and JSON stayed folded under 'advanced'.
  await expect(page.getByTestId('idphoto-json')).toBeHidden();
  await expect(page.getByTestId('idphoto-mask')).toBeHidden();
  await screenshotViewports(page, 'idphoto-one-step-ko');
});
