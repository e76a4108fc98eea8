// The Gemini tools pages in Korean with no AI model configured (the emulators' TOOLS_PROVIDER is local): a
// photo analysed by the local engine shows its labelled result, and image generation says plainly that it
// needs a configured provider instead of showing a raw error.
import { fileURLToPath } from 'node:url';
import { expect, test } from './csp';
import { createEmailUser, screenshotViewports, signInOnAuthPage, viewports } from './helpers';

const face = (name: string) => fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url));

test.beforeEach(async ({ page }) => {
  const user = await createEmailUser('gemini-tools');
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'ko'));
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);
});

test('a single photo analysed by the local engine shows its result', async ({ page }) => {
  await page.goto('/gemini-analysis');
  await expect(page.getByRole('heading', { name: 'Gemini 이미지 분석' })).toBeVisible();
  await page.getByTestId('analysis-run').click();
  await expect(page.getByTestId('analysis-error')).toHaveText('이미지와 프롬프트를 모두 입력해주세요.');
  await page.getByTestId('analysis-file').setInputFiles(face('r_obama.jpg'));
  await page.getByTestId('template-critique').click();
  await page.getByTestId('analysis-run').click();
  const text = page.getByTestId('analysis-text');
  await expect(text).toContainText('얼굴 1개를 찾았어요.', { timeout: 60_000 });
  await expect(text).toContainText('[로컬 엔진 분석]');
  await expect(text).toContainText('프로필 사진 조언:');
  await expect(page.getByTestId('analysis-model')).toHaveText('로컬 엔진 (AI가 아닌 사진 측정)');
  await expect(page.getByTestId('analysis-id')).not.toBeEmpty();
  await screenshotViewports(page, 'gemini-analysis-ko');
});

test('image generation without a configured model says so before anything is typed', async ({ page }) => {
  await page.goto('/gemini-image-generation');
  // The page asks the server which tools it has (GET /gemini/capabilities) and says so at once.
  const notice = page.getByTestId('generation-unavailable');
  await expect(notice).toContainText('이미지 생성은 아직 준비 중이에요');
  await expect(page.getByTestId('generation-run')).toBeDisabled();
  await expect(notice.getByRole('link', { name: '인스턴트 편집으로 가기' })).toHaveAttribute(
    'href',
    '/instant-new',
  );
  await screenshotViewports(page, 'gemini-image-generation-ko');
});
