// The instant line in Korean on the local engine (no AI keys): a fresh account with its free trial signs in,
// makes a LinkedIn headshot from a fixture portrait while watching the progress, downloads it, makes a measured
// passport photo with its print sheet, spends its last credit and is sent to /pricing with the spec's message.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { createEmailUser, screenshotDir, screenshotViewports, signInOnAuthPage, viewports } from './helpers';

const portrait = fileURLToPath(new URL('../fixtures/faces/r_obama.jpg', import.meta.url));
const JOB = { timeout: 90_000 };

type Member = Awaited<ReturnType<typeof createEmailUser>>;

async function api<T>(baseURL: string, member: Member, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${member.idToken}`, ...init.headers },
  });
  expect(res.ok, `${path}: HTTP ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** One finished edit made through the API, as another tab would: its credit is gone when this returns. */
async function spendOne(baseURL: string, member: Member) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(portrait)], { type: 'image/jpeg' }), 'me.jpg');
  const { upload_id } = await api<{ upload_id: string }>(baseURL, member, '/instant/upload', {
    method: 'POST',
    body: form,
  });
  const { edit_id } = await api<{ edit_id: string }>(baseURL, member, '/instant/edit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upload_id, preset_id: 'corporate' }),
  });
  await expect
    .poll(
      async () => (await api<{ status: string }>(baseURL, member, `/instant/${edit_id}/status`)).status,
      JOB,
    )
    .toBe('completed');
}

/** Records every stage the progress panel shows, however briefly (a local job can take a second). */
async function recordStages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __stages: string[] }).__stages = seen;
    new MutationObserver(() => {
      const stage = document.querySelector<HTMLElement>('[data-testid="instant-progress"]')?.dataset.stage;
      if (stage && seen.at(-1) !== stage) seen.push(stage);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const stagesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);

async function generate(page: Page, category: string, preset: string) {
  await page.getByTestId(`instant-category-${category}`).click();
  const card = page.getByTestId(`instant-preset-${preset}`);
  if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
  await recordStages(page);
  await page.getByTestId('instant-generate').click();
  await expect(page.getByTestId('instant-result-image')).toBeVisible(JOB);
  // Upload first, then the job's own states as the listener reported them.
  const stages = await stagesSeen(page);
  expect(stages[0]).toBe('uploading');
  expect(stages.some((s) => s === 'pending' || s === 'processing')).toBe(true);
}

async function download(page: Page, which: 'normal' | 'hd' | 'sheet') {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`instant-download-${which}`).click(),
  ]);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  return file.suggestedFilename();
}

test('ko: a headshot and a measured passport photo from one portrait, then out of credits to /pricing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const member = await createEmailUser('instant');
  await api(baseURL!, member, '/account/session', { method: 'POST' });
  await page.setViewportSize(viewports.desktop);
  await page.goto('/instant-new');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);
  await page.goto('/instant-new');

  const balance = page.getByTestId('instant-balance').getByTestId('credits-balance');
  await expect(page.getByTestId('instant-balance')).toContainText('사용 가능한 크레딧');
  await expect(balance).toHaveText('5회 남음');
  await expect(page.getByTestId('instant-preset-figure')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('instant-generate').click();
  await expect(page.getByTestId('instant-notice')).toHaveText('이미지를 업로드해주세요.');
  await page.getByTestId('instant-file').setInputFiles(portrait);
  await expect(page.getByAltText('올린 원본 사진')).toBeVisible();

  // A business preset: the studio headshot of the local engine, said to be no AI.
  await generate(page, 'business', 'linkedin');
  await expect(balance).toHaveText('4회 남음');
  // The page brings the result into view with its downloads, not below the fold (tour finding 27).
  await expect(page.getByTestId('instant-download-hd')).toBeInViewport();
  await expect(page.getByTestId('instant-download-normal')).toBeInViewport();
  await expect(page.getByTestId('instant-engine')).toContainText('로컬 엔진');
  await expect(page.getByTestId('instant-engine').locator('.badge')).not.toContainText('AI');
  await page.getByTestId('instant-compare-range').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('instant-compare-range')).toHaveValue('0');
  await page.keyboard.press('End');
  await expect(page.getByTestId('instant-compare-range')).toHaveValue('100');
  // Back to the middle for the screenshots: 0 → 25 → 50.
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('instant-compare-range')).toHaveValue('50');
  expect(await download(page, 'normal')).toMatch(/^bitna-linkedin-.+\.jpg$/);
  expect(await download(page, 'hd')).toMatch(/^bitna-linkedin-.+-hd\.jpg$/);
  await page.getByTestId('instant-enlarge').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await screenshotViewports(page, 'instant-linkedin-ko');

  // The passport preset: a photo measured to the Korean passport rules, with its print sheet.
  await page.setViewportSize(viewports.desktop);
  await expect(page.getByTestId('instant-generate')).toHaveText('다시 생성하기');
  await generate(page, 'id', 'passport');
  await expect(balance).toHaveText('3회 남음');
  const measured = page.getByTestId('instant-idphoto');
  await expect(measured).toContainText('한국 여권');
  await expect(measured.getByTestId('idphoto-rules')).toContainText('통과');
  await measured.getByTestId('idphoto-guides-toggle').check();
  await expect(measured.getByTestId('idphoto-guides').locator('line.mo-line')).toHaveCount(2);
  expect(await download(page, 'sheet')).toMatch(/^bitna-passport-.+-4x6\.jpg$/);
  await screenshotViewports(page, 'instant-passport-ko');

  // Two more spent elsewhere leave one; the page spends it, then the next try goes to /pricing.
  await spendOne(baseURL!, member);
  await spendOne(baseURL!, member);
  await page.setViewportSize(viewports.phone);
  await page.reload();
  await expect(balance).toHaveText('1회 남음');
  await page.getByTestId('instant-file').setInputFiles(portrait);
  await generate(page, 'business', 'linkedin');
  await expect(balance).toHaveText('크레딧 없음');
  await page.getByTestId('instant-generate').click();
  await expect(page.getByTestId('instant-notice')).toContainText(
    '생성 크레딧이 부족합니다. 크레딧을 구매해주세요.',
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshotDir}instant-no-credits-ko-phone.png`, animations: 'disabled' });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pricing');
});
