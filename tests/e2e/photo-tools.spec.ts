// The ID photo maker, the mask test and the lightweight test with real photos on the local engine (no AI keys),
// in Korean and English, on a phone and a desktop, with screenshots of the real results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { createEmailUser, screenshotDir, screenshotViewports, signInOnAuthPage, viewports } from './helpers';

const face = (name: string) => fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url));
/** A fresh account signed in through the /auth page, in the wanted language. */
async function signIn(page: Page, language: 'ko' | 'en') {
  const user = await createEmailUser('tools');
  await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);
}

/** The spec's steps (masks, the parameter JSON) sit under the page's 'advanced' disclosure. */
async function openAdvanced(page: Page) {
  await page.getByTestId('idphoto-advanced-toggle').click();
}

/** The measured figures per rule sit under the result's own disclosure. */
async function openDetails(page: Page) {
  await page.getByTestId('idphoto-details').locator('summary').click();
}

async function idPhoto(page: Page, language: 'ko' | 'en') {
  await page.goto('/instant-edit');
  await openAdvanced(page);
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
    language === 'ko' ? 'API 파라미터 JSON 형식이 올바르지 않아요.' : 'API parameter JSON format is invalid.',
  );
  await json.fill(good);
  await page.getByTestId('idphoto-execute').click();
  const result = page.getByTestId('idphoto-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await openDetails(page);
  // r_obama.jpg smiles with his teeth: the rules it fails are the mouth rules (lip gap, teeth, lips together),
  // and the page says so, with what to do about each.
  const failed = result.locator('tr.is-fail');
  await expect(failed.first()).toContainText(language === 'ko' ? '입 다묾' : 'Mouth closed');
  const count = await failed.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(result).toContainText(language === 'ko' ? `${count}개 항목 미통과` : `${count} rules not met`);
  const advice = page.getByTestId('idphoto-advice');
  await expect(advice.locator('li')).toHaveCount(count);
  await expect(advice).toContainText(language === 'ko' ? '입술을 다물고' : 'Close your lips');
  // Korea's rules the engine cannot measure are listed for the person to check.
  await expect(page.getByTestId('idphoto-advisories')).toContainText(
    language === 'ko' ? '머리 장식' : 'No hair accessories',
  );
  await expect(page.getByTestId('idphoto-identity')).toContainText(
    language === 'ko' ? '같은 사람' : 'Same person',
  );
  // The measurement guides: measured crown and chin lines over the photo, with the allowed ranges.
  await page.getByTestId('idphoto-guides-toggle').check();
  const guides = page.getByTestId('idphoto-guides');
  await expect(guides.locator('line.mo-line')).toHaveCount(2);
  await expect(guides.locator('rect.mo-zone')).toHaveCount(2);
  await guides.screenshot({ path: `${screenshotDir}idphoto-guides-${language}.png` });
  await screenshotViewports(page, `idphoto-${language}`);
}

/**
 * Before/after crops of the hair edge, side by side at 3x: the uploaded photo's hair against its own background,
 * and the finished ID photo's hair on white. `hair` is where the hair's top edge sits in the upload (fractions).
 */
async function hairEdgeCrops(page: Page, name: string, hair: { x: number; y: number; w: number; h: number }) {
  const original = `data:image/jpeg;base64,${readFileSync(face(name)).toString('base64')}`;
  const result = await page.getByTestId('idphoto-result').locator('img').first().getAttribute('src');
  await page.evaluate(
    async ({ original, result, hair }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = src;
        });
      const [before, after] = await Promise.all([load(original), load(result!)]);
      const panel = document.createElement('div');
      panel.dataset.testid = 'hair-edge-crops';
      panel.style.cssText = 'display:flex;gap:8px;padding:8px;background:#ccc;width:max-content';
      const crop = (img: HTMLImageElement, r: { x: number; y: number; w: number; h: number }) => {
        const canvas = document.createElement('canvas');
        const sw = img.naturalWidth * r.w;
        const sh = img.naturalHeight * r.h;
        canvas.width = 360;
        canvas.height = Math.round((360 * sh) / sw);
        const ctx = canvas.getContext('2d')!;
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(
          img,
          img.naturalWidth * r.x,
          img.naturalHeight * r.y,
          sw,
          sh,
          0,
          0,
          canvas.width,
          canvas.height,
        );
        panel.append(canvas);
      };
      crop(before, hair);
      // On the ID photo the crown sits 2-8 mm under the top: the upper fifth holds the whole hair edge.
      crop(after, { x: 0.2, y: 0.02, w: 0.6, h: 0.22 });
      document.body.prepend(panel);
    },
    { original, result, hair },
  );
  await page
    .getByTestId('hair-edge-crops')
    .screenshot({ path: `${screenshotDir}idphoto-hair-edge-${name}.png` });
}

async function maskify(page: Page, language: 'ko' | 'en') {
  await page.goto('/maskify-test');
  await page.getByTestId('maskify-file').setInputFiles(face('test1024.jpg'));
  await page.getByTestId('maskify-run').click();
  await expect(page.getByTestId('maskify-results').locator('img')).toHaveCount(4, { timeout: 30_000 });
  await screenshotViewports(page, `maskify-${language}`);
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
  await screenshotViewports(page, `lightweight-${language}`);
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

test('ID photo hair edges: before/after crops for light and dark hair', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'ko');
  for (const [name, hair] of [
    ['r_biden2.jpg', { x: 0.28, y: 0, w: 0.44, h: 0.2 }],
    ['r_obama.jpg', { x: 0.3, y: 0, w: 0.4, h: 0.18 }],
  ] as const) {
    await page.goto('/instant-edit');
    await openAdvanced(page);
    await page.getByTestId('idphoto-original').setInputFiles(face(name));
    await page.getByTestId('idphoto-mask').click();
    await expect(page.getByTestId('idphoto-mask-preview')).toBeVisible();
    await page.getByTestId('idphoto-prepare').click();
    await page.getByTestId('idphoto-execute').click();
    await expect(page.getByTestId('idphoto-result')).toBeVisible({ timeout: 30_000 });
    await hairEdgeCrops(page, name, hair);
  }
});

test('the ID photo page refuses a non-image file with the spec message', async ({ page }) => {
  await signIn(page, 'ko');
  await page.goto('/instant-edit');
  await page.getByTestId('idphoto-original').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByTestId('idphoto-error')).toHaveText('이미지 파일만 업로드할 수 있어요.');
});
