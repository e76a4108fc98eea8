// A new Korean member finds every line without typing a URL (issue: "I couldn't find the studio"): the header leads
// to the studio, the instant editor and ID photos, the account menu to the dashboard and the models, the landing
// page and the dashboard to each line; a tool with no model behind it says so before anything is typed.
import { expect, test } from './csp';
import { signUp, viewports } from './helpers';

test('a new member reaches the studio, instant editor, ID photos, dashboard and models from the menus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  await signUp(page);
  const header = page.getByRole('banner');

  await test.step('the header: studio → services → upload', async () => {
    await header.getByRole('link', { name: 'AI 프로필 스튜디오' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.getByTestId('service-training-go').click();
    await expect(page).toHaveURL(/\/upload$/);
    await header.getByRole('link', { name: '인스턴트 편집' }).click();
    await expect(page).toHaveURL(/\/instant-new$/);
    await header.getByRole('link', { name: '증명사진' }).click();
    await expect(page).toHaveURL(/\/instant$/);
  });

  await test.step('the account menu: models, then the dashboard', async () => {
    await header.getByRole('button', { name: /내 계정 메뉴/ }).click();
    await header.getByRole('link', { name: '내 모델 · 학습 현황' }).click();
    await expect(page).toHaveURL(/\/training-status$/);
    await header.getByRole('button', { name: /내 계정 메뉴/ }).click();
    await header.getByRole('link', { name: '대시보드' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the dashboard: every line, and image generation shown as unavailable (no model here)', async () => {
    const create = page.getByRole('navigation', { name: '만들기 메뉴' });
    await expect(page.getByTestId('dashboard-unavailable')).toHaveText('AI 이미지 생성 · 준비 중');
    for (const [name, path] of [
      ['증명사진', '/instant'],
      ['내 모델 · 학습 현황', '/training-status'],
      ['AI 모델 학습', '/upload'],
    ] as const) {
      await expect(create.getByRole('link', { name })).toHaveAttribute('href', path);
    }
  });

  await test.step('the landing page, signed in: a way into each line', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /빛나 Bitna/ })
      .click();
    const lines = page.getByRole('navigation', { name: '바로 가기' });
    await lines.getByRole('link', { name: 'AI 프로필 스튜디오' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  await test.step('on a phone the menu button holds the same links', async () => {
    await page.setViewportSize(viewports.phone);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: /증명사진/ }).click();
    await expect(page).toHaveURL(/\/instant$/);
  });

  await test.step('the image generation page says it is unavailable before anything is typed', async () => {
    await page.goto('/gemini-image-generation');
    await expect(page.getByTestId('generation-unavailable')).toContainText(
      '이미지 생성은 아직 준비 중이에요',
    );
    await expect(page.getByTestId('generation-run')).toBeDisabled();
  });
});
