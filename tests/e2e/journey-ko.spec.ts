// The paying member's whole journey in Korean on a phone, by clicking only (the landing page is the one address
// typed): sign up, find the studio from the menu, buy Starter 10 and read the balances it changed, upload ten
// photos, train, use up the ten generations, buy Add-on 10 from the generation page's message, make an ID photo in
// one step, and find the instant and studio results together in the dashboard's history. A phone, because that is
// where most Korean members arrive and where a wrong turn (a link below the fold, a menu hidden behind a button)
// hurts most; the local engines train and generate in seconds, so the journey runs in CI.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectNoSidewaysScroll, screenshotDir, signUp, viewports } from './helpers';
import { JOB, MODEL_NAME, pathname, trainModel, uploadTenPhotos } from './studio-steps';

const face = fileURLToPath(new URL('../fixtures/faces/test1024.jpg', import.meta.url));

/** The phone's screen as the member sees it (not the full page): what is above the fold is what they get. */
async function look(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${screenshotDir}journey-ko-${name}.png`, animations: 'disabled' });
}

/** A link of the phone's menu (the header's menu button opens it). */
async function menu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name }).click();
}

/** The sandbox checkout of the order page the member is on: pay, approve, land on the success page. */
async function pay(page: Page, product: string, price: string) {
  await expect.poll(() => pathname(page)).toBe('/payment');
  await expect(page.getByTestId('order-summary')).toContainText(product);
  await expect(page.getByTestId('order-price')).toHaveText(price);
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText(price);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요!' })).toBeVisible();
  await expect(page.getByTestId('purchased-name')).toHaveText(product);
}

/** One run of `count` LinkedIn headshots; the balance shown after it. */
async function generate(page: Page, count: number, left: number) {
  await page.getByTestId(`gen-count-${count}`).click();
  await expect(page.getByTestId('gen-cost')).toContainText(`생성 크레딧 ${count}개 사용`);
  await page.getByTestId('gen-start').click();
  const results = page.getByTestId('gen-results');
  await expect(results.getByTestId('gen-tile')).toHaveCount(count, JOB);
  // Each preview is fetched with the owner's token through the imaging function, whose first call may start a
  // cold worker: on a loaded 2-core machine one took longer than the default 15 s once (passed on its retry).
  await expect(results.locator('img.gen-tile__img')).toHaveCount(count, { timeout: 45_000 });
  await expect(page.getByTestId('gen-balance')).toHaveText(`보유: ${left}개`);
}

test('ko phone: landing → Starter 10 → ten photos → model → headshots → Add-on 10 → ID photo → history', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const times: string[] = [];
  const step = async (name: string, body: () => Promise<void>) => {
    const t0 = Date.now();
    await test.step(name, body);
    times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  await page.setViewportSize(viewports.phone);

  await step('sign up from the landing page', async () => {
    await page.goto('/');
    await signUp(page);
    await look(page, '01-landing-signed-in');
  });

  await step('the menu leads to the studio, which sells Starter 10', async () => {
    await menu(page, /AI 프로필 스튜디오/);
    await expect.poll(() => pathname(page)).toBe('/services');
    const price = page.getByTestId('service-training-price');
    await expect(price).toContainText('스타터 10');
    await expect(price).toContainText('₩9,900');
    await look(page, '02-services');
    await page.getByTestId('service-training-go').click();
    await expect.poll(() => pathname(page)).toBe('/upload');
    // The free trial holds instant credits only: the upload page offers Starter 10.
    await expect(page.getByTestId('upload-next-styles')).toContainText('모델 학습권이 없어요');
    await page.getByTestId('upload-buy-starter').click();
  });

  await step('Starter 10: the success page names it and the balances it added to', async () => {
    await pay(page, '스타터 10', '₩9,900');
    await expect(page.getByTestId('purchased-training')).toHaveText('모델 학습 +1 · 1회 남음');
    await expect(page.getByTestId('purchased-generation')).toHaveText('스튜디오 생성 +10 · 10회 남음');
    // The instant balance was not touched, so it is not shown as if it were.
    await expect(page.getByTestId('purchased-instant')).toHaveCount(0);
    await look(page, '03-starter-success');
    await page.getByRole('link', { name: '바로 만들러 가기' }).click();
    await expect.poll(() => pathname(page)).toBe('/upload');
  });

  await step('ten photos, a local model', async () => {
    await uploadTenPhotos(page);
    await look(page, '04-upload');
    const row = await trainModel(page);
    await look(page, '05-model-ready');
    await row.locator('[data-testid^="generate-"]').click();
    await expect.poll(() => pathname(page)).toBe('/generate');
    await expect(page.getByTestId('gen-model-name')).toHaveText(MODEL_NAME);
  });

  await step('ten headshots use up the generations', async () => {
    await expect(page.getByTestId('gen-balance')).toHaveText('보유: 10개');
    await page.getByTestId('gen-template-linkedin').click();
    await generate(page, 4, 6);
    await look(page, '06-results');
    await generate(page, 4, 2);
    await generate(page, 2, 0);
  });

  await step("/generate's message leads to Add-on 10, which raises the balance", async () => {
    await page.getByTestId('gen-count-1').click();
    await page.getByTestId('gen-start').click();
    await expect(page.getByTestId('gen-notice')).toContainText('생성 크레딧이 부족');
    // The page moves on to the order by itself 2 s later: a plain capture, no script run on a page that is leaving.
    await page.screenshot({ path: `${screenshotDir}journey-ko-07-out-of-credits.png` });
    await pay(page, '추가 10', '₩5,000');
    await expect(page.getByTestId('purchased-generation')).toHaveText('스튜디오 생성 +10 · 10회 남음');
    await expect(page.getByTestId('purchased-training')).toHaveCount(0);
    await look(page, '08-addon-success');
    // Back to the model the ten images are for.
    await page.getByRole('link', { name: '바로 만들러 가기' }).click();
    await expect.poll(() => pathname(page)).toBe('/generate');
    await expect(page.getByTestId('gen-model-name')).toHaveText(MODEL_NAME);
    await expect(page.getByTestId('gen-balance')).toHaveText('보유: 10개');
  });

  await step('an ID photo in one step, with its measured rules', async () => {
    await menu(page, /증명사진/);
    await expect.poll(() => pathname(page)).toBe('/instant');
    const quick = page.getByTestId('idphoto-quick');
    await expect(quick.getByTestId('credits-balance')).toHaveAttribute('data-count', '5');
    await page.getByTestId('idphoto-original').setInputFiles(face);
    await quick.getByLabel('한국 여권 (35×45mm)').check();
    await page.getByTestId('idphoto-quick-make').click();
    const plain = page.getByTestId('idphoto-result').getByTestId('idphoto-plain');
    await expect(plain).toBeVisible(JOB);
    await expect(plain.locator('li[data-rule="head_height"]')).toContainText('기준 32–36mm');
    expect(await plain.locator('li[data-rule]').count()).toBeGreaterThanOrEqual(10);
    await expect(quick.getByTestId('credits-balance')).toHaveAttribute('data-count', '4');
    await look(page, '09-id-photo');
  });

  await step('the dashboard lists the ID photo and the headshots together', async () => {
    await menu(page, '대시보드');
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(4);
    // Newest first: the ID photo, then the three runs of the model.
    await expect(rows.first()).toContainText('즉석 생성');
    await expect(rows.first()).toContainText('이미지 1장');
    await expect(rows.filter({ hasText: '학습 모델' })).toHaveCount(3);
    await expect(rows.first().locator('.history-row__thumb img')).toBeVisible();
    await look(page, '10-dashboard');
  });

  times.push(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`journey-ko: ${times.join('; ')}`);
});
