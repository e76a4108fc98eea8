// The gallery in Korean over a seeded library (gallery-seed.ts): the first page is the twelve newest photos under
// their month headers, 'more' brings the rest in order with nothing twice, a failed job and another member's
// photos never show, the grid size changes the tiles and is remembered, and the lightbox shows a photo's date and
// size, steps with the arrow keys, downloads a real image and closes on Escape.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { libraryPlan, seedLibrary, tileLabels } from './gallery-seed';
import { adminAuth, createEmailUser, screenshotViewports, signInOnAuthPage, viewports } from './helpers';

const open = (label: string) => `${label} 크게 보기`;
const tiles = (page: Page) => page.getByTestId('gallery-tile');
const labels = (page: Page) =>
  tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
const SIZES = { '아주 작게': 80, 작게: 120, 보통: 200, 크게: 300 } as const;

/** How far the first tile's rendered width is from `px`. */
async function widthOff(page: Page, px: number) {
  const box = await tiles(page).first().boundingBox();
  return Math.abs((box?.width ?? 0) - px);
}

/**
 * Every tile scrolled to once, so its owner-only file loads (tiles wait until they are near the screen). The
 * first screenful asks for a dozen files at once, which the Functions emulator answers from as many cold
 * instances: that can take half a minute on a busy machine.
 */
const COLD = { timeout: 45_000 };
async function loadAllTiles(page: Page) {
  const count = await tiles(page).count();
  for (let i = 0; i < count; i++) {
    const tile = tiles(page).nth(i);
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.locator('img')).toBeVisible(COLD);
  }
}

test('ko: a member pages through their own photos newest first, resizes the grid and downloads from the lightbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [member, stranger] = await Promise.all([
    createEmailUser('gallery'),
    createEmailUser('gallery-other'),
  ]);
  const auth = await adminAuth();
  const [owner, other] = await Promise.all([
    auth.getUserByEmail(member.email),
    auth.getUserByEmail(stranger.email),
  ]);
  const plan = libraryPlan();
  await seedLibrary(owner.uid, other.uid, plan);
  const expected = tileLabels(plan).map(open);

  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: '갤러리' })).toBeVisible();

  // The first page: the twelve newest, in order, under both months' headers.
  await expect(tiles(page)).toHaveCount(12);
  expect(await labels(page)).toEqual(expected.slice(0, 12));
  const headers = page.getByTestId('gallery-grid').getByRole('heading', { level: 2 });
  await expect(headers).toHaveText(['2026년 10월', '2026년 9월']);

  // 'More' brings the other six (one generation is two tiles) after them; then there is nothing more to ask for.
  await page.getByTestId('gallery-more').click();
  await expect(tiles(page)).toHaveCount(expected.length);
  expect(await labels(page)).toEqual(expected);
  await expect(page.getByTestId('gallery-more')).toBeHidden();
  for (const hidden of ['실패한 생성', '실패한 편집', '남의 사진', '남의 생성']) {
    await expect(page.getByRole('button', { name: open(hidden) })).toHaveCount(0);
  }
  await loadAllTiles(page);

  // Grid sizes: the tile's side follows the choice, and the choice outlives a reload.
  const sizes = page.getByRole('group', { name: '썸네일 크기' });
  await expect(sizes.getByRole('button', { name: '작게', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const [name, px] of Object.entries(SIZES)) {
    await sizes.getByRole('button', { name, exact: true }).click();
    await expect(sizes.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => widthOff(page, px)).toBeLessThanOrEqual(2);
  }
  await page.reload();
  await expect(tiles(page)).toHaveCount(12);
  await expect(sizes.getByRole('button', { name: '크게', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => widthOff(page, SIZES['크게'])).toBeLessThanOrEqual(2);
  await sizes.getByRole('button', { name: '작게', exact: true }).click();

  // The lightbox: the newest photo's date and size, the arrow keys, a real JPEG, Escape.
  await tiles(page).first().click();
  const lightbox = page.getByRole('dialog');
  // Titled by the style's name (the instant photos are LinkedIn edits, the studio run a professional headshot).
  await expect(lightbox.getByRole('heading', { name: '링크드인 프로필' })).toBeVisible();
  await expect(lightbox.getByTestId('gallery-lightbox-date')).toContainText('2026년 10월 28일');
  // The size of the file the download saves: the HD copy (twice the 240 × 320 preview), not the document's figure.
  await expect(lightbox.getByTestId('gallery-lightbox-size')).toHaveText(/^480 × 640 · \d+KB$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // The third is a studio generation, its HD file as large as the job stored it.
  await expect(lightbox.getByRole('heading', { name: '프로페셔널' })).toBeVisible();
  await expect(lightbox.getByTestId('gallery-lightbox-date')).toContainText('2026년 10월 22일');
  await expect(lightbox.getByTestId('gallery-lightbox-size')).toHaveText(/^768 × 1024 · \d+KB$/);
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('heading', { name: '링크드인 프로필' })).toBeVisible();
  await expect(lightbox.getByTestId('gallery-lightbox-date')).toContainText('2026년 10월 25일');
  await expect(lightbox.locator('img')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    lightbox.getByTestId('gallery-download').click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^bitna-instant-.+\.jpg$/);
  expect(readFileSync(await file.path()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await screenshotViewports(page, 'gallery-lightbox-ko');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.setViewportSize(viewports.phone);
  await loadAllTiles(page);
  await screenshotViewports(page, 'gallery-ko');
});
