// The debug pages in the emulators: open to anyone, the unauthenticated health call answers, and a signed-in
// user's ID token shows only its first 12 characters.
import { expect, test } from './csp';
import { createEmailUser, signInOnAuthPage, viewports } from './helpers';

const TOKEN_START = /^.{12}…$/;

test('anyone can open /debug in the emulators and send the health call without a token', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/debug');
  await expect(page.getByTestId('debug-user-id')).toHaveText('로그인하지 않음');
  await expect(page.getByTestId('debug-token-start')).toHaveText('토큰 없음');
  const health = page.waitForRequest((req) => req.url().endsWith('/api/v1/health'));
  await page.getByTestId('debug-call-public').click();
  expect((await health).headers()).not.toHaveProperty('authorization');
  const answer = page.getByTestId('debug-answer-public');
  await expect(answer).toContainText('상태 200');
  await expect(answer).toContainText('"status"');
});

test('a signed-in user sees only the start of the ID token, and the call with it answers', async ({
  page,
}) => {
  const user = await createEmailUser('debug');
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, user.email, user.password);
  await page.goto('/auth-test');
  const start = page.getByTestId('debug-token-start');
  await expect(start).toHaveText(TOKEN_START);

  const credits = page.waitForRequest((req) => req.url().endsWith('/api/v1/pricing/credits'));
  await page.getByTestId('debug-call-auth').click();
  const token = (await credits).headers().authorization!.replace(/^Bearer /, '');
  await expect(page.getByTestId('debug-answer-auth')).toContainText('상태 200');
  // The page shows the token's first 12 characters and nothing more of it.
  await expect(start).toHaveText(`${token.slice(0, 12)}…`);
  const html = await page.content();
  expect(html).not.toContain(token.slice(0, 13));
  expect(html).not.toContain(token.slice(12));
});
