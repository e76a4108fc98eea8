import { expect, test } from './csp';
import {
  dialog,
  fillCredentials,
  KO,
  openLogin,
  PASSWORD,
  screenshotDir,
  serveFakeGapi,
  shoot,
  signUp,
  uniqueEmail,
  userDocByEmail,
  viewports,
} from './helpers';

// Email sign-up and login in Korean with every message of spec §8, one journey each in English and Japanese,
// Google through the Auth emulator's own account page, and the login dialog screenshots.

const alertBox = (page: import('@playwright/test').Page) => dialog(page).getByRole('alert');

test('sign-up: validation and errors, then an account with the free trial', async ({ page }) => {
  await page.goto('/');
  await openLogin(page, 'signup');
  const submit = dialog(page).getByRole('button', { name: KO.signupSubmit, exact: true });

  await fillCredentials(page, '   ', '   ');
  await submit.click();
  await expect(alertBox(page)).toHaveText('이메일과 패스워드를 입력해주세요.');

  await fillCredentials(page, 'not-an-email', PASSWORD);
  await submit.click();
  await expect(alertBox(page)).toHaveText('올바르지 않은 이메일 형식입니다.');

  const email = uniqueEmail('signup');
  await fillCredentials(page, email, '123');
  await submit.click();
  await expect(alertBox(page)).toHaveText('패스워드가 너무 약합니다. (최소 6자)');

  await fillCredentials(page, `  ${email}  `, PASSWORD);
  await submit.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: KO.accountMenu })).toBeAttached();

  const { data } = await userDocByEmail(email);
  expect(data).toMatchObject({ email, credits: { instant: 5 }, totalGenerations: 0, role: 'user' });
  expect(await page.evaluate(() => localStorage.getItem('sessionStartTime'))).toMatch(/^\d{13}$/);

  // Log out (the phone menu on small screens, the user menu otherwise), then the same email is taken.
  await page.getByRole('button', { name: KO.accountMenu }).click();
  await page.getByRole('banner').getByRole('button', { name: KO.logout }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: KO.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionStartTime'))).toBeNull();

  await openLogin(page, 'signup');
  await fillCredentials(page, email, PASSWORD);
  await dialog(page).getByRole('button', { name: KO.signupSubmit, exact: true }).click();
  await expect(alertBox(page)).toHaveText('이미 사용 중인 이메일입니다.');
});

test('login: unknown account, wrong password, then success and lastSignedIn', async ({ page }) => {
  await page.goto('/');
  const { email } = await signUp(page);
  const first = (await userDocByEmail(email)).data.lastSignedIn.toMillis();
  await page.getByRole('button', { name: KO.accountMenu }).click();
  await page.getByRole('banner').getByRole('button', { name: KO.logout }).click();

  await openLogin(page, 'login');
  const submit = dialog(page).getByRole('button', { name: KO.loginSubmit, exact: true });
  await fillCredentials(page, uniqueEmail('nobody'), PASSWORD);
  await submit.click();
  await expect(alertBox(page)).toHaveText('존재하지 않는 계정입니다.');

  await fillCredentials(page, email, 'wrong-password');
  await submit.click();
  await expect(alertBox(page)).toHaveText('패스워드가 틀렸습니다.');

  await fillCredentials(page, email, PASSWORD);
  await submit.click();
  await expect(dialog(page)).toBeHidden();
  await expect
    .poll(async () => (await userDocByEmail(email)).data.lastSignedIn.toMillis())
    .toBeGreaterThan(first);
  expect((await userDocByEmail(email)).data.credits.instant).toBe(5);
});

test('English: sign up and log out', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'en'));
  await page.goto('/');
  const labels = { ...KO, openMenu: 'Open menu', login: 'Log in', toSignup: 'Sign up' };
  await openLogin(page, 'signup', labels);
  await expect(dialog(page).getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(alertBox(page)).toHaveText('Please enter your email and password.');
  await fillCredentials(page, uniqueEmail('en'), PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('Japanese: a failed login says so in Japanese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'ja'));
  await page.goto('/');
  await openLogin(page, 'login', { ...KO, openMenu: 'メニューを開く', login: 'ログイン' });
  await fillCredentials(page, uniqueEmail('ja'), PASSWORD);
  await dialog(page).getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(alertBox(page)).toHaveText('存在しないアカウントです。');
});

test('Google: redirect to the Auth emulator, pick an account, come back signed in', async ({
  page,
  context,
}) => {
  await serveFakeGapi(context);
  await page.goto('/pricing');
  await openLogin(page, 'login');
  await dialog(page).getByRole('button', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:9099\/emulator\/auth\/handler/);
  await expect(page).toHaveURL(/providerId=google\.com/);
  await expect(page).toHaveURL(/prompt%22%3A%22select_account|select_account/);

  const email = uniqueEmail('google');
  await page.locator('#add-account-button').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill('구글 사용자');
  await page.locator('#sign-in').click();

  await expect(page).toHaveURL(/127\.0\.0\.1:5050\/pricing/);
  await expect(page.getByRole('button', { name: KO.accountMenu })).toBeAttached();
  const { data } = await userDocByEmail(email);
  expect(data).toMatchObject({ displayName: '구글 사용자', credits: { instant: 5 } });
});

for (const language of ['ko', 'en', 'ja'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshot: login dialog in ${language} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      // The hero's second button is 'log in' in every language.
      await page.locator('.hero .landing-actions button').last().click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).locator('button[type=submit]').click();
      await expect(dialog(page).getByRole('alert')).toBeVisible();
      await page.screenshot({
        path: `${screenshotDir}login-${language}-${device}.png`,
        animations: 'disabled',
      });
    });
  }
}

test('screenshot: the /auth page keeps the way back', async ({ page }) => {
  await page.goto('/payment?package=instant_10');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByText('로그인하면 보고 있던 페이지로 돌아가요.')).toBeVisible();
  await shoot(page, 'auth-page-ko-desktop');
});
