// The whole studio line in Korean on the local engine (no AI keys): a fresh member uploads ten photos of one
// person (and sees a stranger's photo named and removed), buys Starter 10 in the sandbox from the upload page,
// comes back to the same photos, trains a model locally, makes two headshots from it, downloads one, and finds
// them in the dashboard's history and in the gallery.
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { createEmailUser, screenshotViewports, signInOnAuthPage, viewports } from './helpers';
import { facePhoto } from './studio-photos';
import { downloadImage, JOB, MODEL_NAME, pathname, trainModel, uploadTenPhotos } from './studio-steps';

type Member = Awaited<ReturnType<typeof createEmailUser>>;
type Credits = { instant_credits: number; training_credits: number; generation_credits: number };

async function credits(baseURL: string, member: Member): Promise<Credits> {
  const res = await fetch(`${baseURL}/api/v1/pricing/credits`, {
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as Credits;
}

/** Starter 10 from the services page: its card quotes the price, the payment page sells it. */
async function openUpload(page: Page) {
  await page.goto('/services');
  const price = page.getByTestId('service-training-price');
  await expect(price).toContainText('스타터 10');
  await expect(price).toContainText('₩9,900');
  await page.getByTestId('service-training-go').click();
  await expect.poll(() => pathname(page)).toBe('/upload');
  // The free trial holds instant credits only: no training yet.
  await expect(page.getByTestId('upload-next-styles')).toContainText('모델 학습권이 없어요');
}

/** From the upload page's offer to the sandbox payment and back to the same photos. */
async function buyStarter10(page: Page, baseURL: string, member: Member) {
  await page.getByTestId('upload-buy-starter').click();
  await expect.poll(() => pathname(page)).toBe('/payment');
  await expect(page.getByTestId('order-summary')).toContainText('스타터 10');
  await expect(page.getByTestId('order-price')).toHaveText('₩9,900');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('₩9,900');
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page.getByRole('heading', { name: '결제가 완료되었어요!' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toHaveText(/^studio_/);
  expect(await credits(baseURL, member)).toMatchObject({ training_credits: 1, generation_credits: 10 });
  await page.getByRole('link', { name: '바로 만들러 가기' }).click();
  await expect.poll(() => pathname(page)).toBe('/upload');
  // The session survived the trip to the payment page.
  await expect(page.getByTestId('upload-counter')).toContainText('10장 통과 (최소 10장)', JOB);
  await expect(page.locator('li[data-verdict="accepted"]')).toHaveCount(10);
}

/** Ten photos of one person, all accepted; a photo of someone else is named as such, then removed. */
async function uploadPhotos(page: Page) {
  const tiles = page.locator('li[data-verdict]');
  const counter = page.getByTestId('upload-counter');
  await uploadTenPhotos(page);

  await page.getByTestId('upload-files').setInputFiles(facePhoto('r_biden.jpg'));
  const stranger = page.locator('li[data-verdict="rejected"]');
  await expect(stranger).toHaveCount(1, JOB);
  await expect(stranger).toContainText('제외');
  await expect(stranger).toContainText('다른 사진들과 다른 사람으로 보여요.');
  await expect(stranger).toContainText('r_biden.jpg');
  await expect(counter).toContainText('10장 통과 (최소 10장)');
  await expect(counter).toContainText('올린 사진 11장 · 제외 1장');
  await expect(page.locator('li[data-verdict] img')).toHaveCount(11);
  await screenshotViewports(page, 'studio-upload-verdicts-ko');
  await page.setViewportSize(viewports.desktop);

  await stranger.getByRole('button', { name: '삭제' }).click();
  await expect(tiles).toHaveCount(10);
  await expect(page.locator('li[data-verdict="accepted"]')).toHaveCount(10);
  await expect(counter).toContainText('올린 사진 10장 · 제외 0장');
}

/** Trains the model and shows its ready row on both screens. */
async function train(page: Page) {
  const row = await trainModel(page);
  await expect(page.getByTestId('summary-ready')).toContainText('1');
  await expect(page.getByTestId('summary-total')).toContainText('1');
  await screenshotViewports(page, 'studio-training-ready-ko');
  await page.setViewportSize(viewports.desktop);
  return row;
}

/** Two LinkedIn headshots from the model: results with their likeness, two credits spent, one downloaded. */
async function generateTwo(page: Page, baseURL: string, member: Member) {
  await expect(page.getByTestId('gen-model-name')).toHaveText(MODEL_NAME);
  await expect(page.getByTestId('gen-model').getByTestId('gen-engine')).toContainText('로컬 엔진 · AI 아님');
  const balance = page.getByTestId('gen-balance');
  await expect(balance).toHaveText('보유: 10개');

  await page.getByTestId('gen-template-linkedin').click();
  await expect(page.getByTestId('gen-template-linkedin')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('gen-count-2').click();
  await expect(page.getByTestId('gen-cost')).toContainText('생성 크레딧 2개 사용');
  await expect(page.getByTestId('gen-start')).toHaveText('2장 생성하기');
  await page.getByTestId('gen-start').click();

  const results = page.getByTestId('gen-results');
  await expect(results).toBeVisible(JOB);
  await expect(results.getByTestId('gen-tile')).toHaveCount(2);
  await expect(results.locator('img.gen-tile__img')).toHaveCount(2);
  // The local engine composes the user's own face onto backdrops: said as such, never as a "99 %" likeness.
  await expect(results.getByTestId('likeness')).toHaveCount(2);
  await expect(results.getByTestId('likeness').first()).toHaveText('내 사진 그대로');
  await expect(results.getByTestId('likeness').first()).toHaveAttribute('title', /얼굴 유사도 0\.\d\d/);
  await expect(results.getByTestId('gen-engine')).toHaveAttribute('data-provider', 'local');
  await expect(balance).toHaveText('보유: 8개');
  expect((await credits(baseURL, member)).generation_credits).toBe(8);
  // The model's own history below lists the run's images too.
  await expect(page.getByTestId('gen-history-grid').getByTestId('gen-tile')).toHaveCount(2);

  await results.getByTestId('gen-tile').first().getByRole('button').click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByTestId('gen-lightbox-img')).toBeVisible();
  await expect(lightbox.getByTestId('likeness')).toHaveText('내 사진 그대로');
  expect(await downloadImage(page, lightbox.getByTestId('gen-download-hd'))).toMatch(/^bitna-.+-\d-hd\.\w+$/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await screenshotViewports(page, 'studio-generate-results-ko');
  await page.setViewportSize(viewports.desktop);
}

test('ko: Starter 10 in the sandbox, ten photos, a local model, two headshots in the history and the gallery', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const member = await createEmailUser('studio');
  const session = await fetch(`${baseURL}/api/v1/account/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  expect(session.ok).toBe(true);
  expect(await credits(baseURL!, member)).toMatchObject({ training_credits: 0, generation_credits: 0 });
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);

  await openUpload(page);
  await uploadPhotos(page);
  await buyStarter10(page, baseURL!, member);
  const row = await train(page);
  const id = (await row.getAttribute('data-testid'))!.replace(/^training-/, '');
  await row.getByTestId(`generate-${id}`).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('training_id')).toBe(id);
  await generateTwo(page, baseURL!, member);

  // The dashboard's history lists the run: completed, two images, from the trained model.
  await page.goto('/dashboard');
  const history = page.getByTestId('history-row');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('완료');
  await expect(history).toContainText('이미지 2장');
  await expect(history).toContainText('학습 모델');
  await expect(history.locator('.history-row__thumb img')).toBeVisible();
  await screenshotViewports(page, 'studio-dashboard-ko');
  await page.setViewportSize(viewports.desktop);

  // Its preview opens the gallery on the run's first image, and steps to the second.
  await history.getByRole('button', { name: '미리보기' }).click();
  await expect.poll(() => pathname(page)).toBe('/gallery');
  const lightbox = page.getByTestId('gallery-lightbox');
  await expect(lightbox.locator('img')).toBeVisible();
  await expect(lightbox).toContainText('로컬 엔진');
  await lightbox.getByRole('button', { name: '다음' }).click();
  await expect(lightbox.getByRole('button', { name: '다음' })).toBeDisabled();
  await expect(lightbox.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The gallery itself shows both photos of the run (one tile per image), which open and download.
  const tiles = page.getByTestId('gallery-tile');
  await expect(tiles).toHaveCount(2);
  const tile = tiles.first();
  await expect(tile.locator('img')).toBeVisible();
  await screenshotViewports(page, 'studio-gallery-ko');
  await page.setViewportSize(viewports.desktop);
  await tile.click();
  await expect(lightbox.locator('img')).toBeVisible();
  await expect(lightbox.getByTestId('gallery-lightbox-size')).toContainText('×');
  await downloadImage(page, lightbox.getByTestId('gallery-download'));
});
