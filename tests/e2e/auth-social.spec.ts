import { expect, test } from './csp';
import { FAKE_OAUTH_CLIENTS } from '../../scripts/lib/fake-ports.mjs';
import { startFakeKakao } from '../fakes/kakao.mjs';
import { startFakeNaver } from '../fakes/naver.mjs';
import { fakePort } from '../fakes/ports';
import { dialog, KO, openLogin, uniqueEmail, userDocByEmail } from './helpers';

// Kakao and Naver through the fake providers: the real redirects, consent page, callback and custom token.

type Fake = Awaited<ReturnType<typeof startFakeKakao>>;
const fakes: Fake[] = [];

test.beforeAll(async () => {
  fakes.push(await startFakeKakao({ port: fakePort('kakao'), ...FAKE_OAUTH_CLIENTS.kakao }));
  fakes.push(await startFakeNaver({ port: fakePort('naver'), ...FAKE_OAUTH_CLIENTS.naver }));
});
test.afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});

const buttons = { kakao: '카카오로 계속하기', naver: '네이버로 계속하기' } as const;

for (const provider of ['kakao', 'naver'] as const) {
  test(`${provider}: consent at the provider, back signed in on the same page`, async ({ page }) => {
    await page.goto('/pricing');
    await openLogin(page, 'signup');
    await dialog(page).getByRole('button', { name: buttons[provider] }).click();

    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${fakePort(provider)}/`));
    const email = uniqueEmail(provider);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nickname').fill(`${provider} 사용자`);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:5050\/pricing$/);
    await expect(page.getByRole('button', { name: KO.accountMenu })).toContainText(`${provider} 사용자`);
    const { uid, data } = await userDocByEmail(email);
    expect(uid).toMatch(new RegExp(`^${provider}:`));
    expect(data).toMatchObject({ email, credits: { instant: 5 } });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-info')).toContainText(provider === 'kakao' ? '카카오' : '네이버');
  });

  test(`${provider}: cancelling at the provider shows the spec's message`, async ({ page }) => {
    await page.goto('/');
    await openLogin(page, 'login');
    await dialog(page).getByRole('button', { name: buttons[provider] }).click();
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/auth\/social\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인을 취소했어요.');
    await page.getByRole('button', { name: '다시 로그인하기' }).click();
    await expect(dialog(page)).toBeVisible();
  });
}

test('a forged callback (no state cookie) fails with the social login message', async ({ page, context }) => {
  await page.goto('/');
  await openLogin(page, 'login');
  await dialog(page).getByRole('button', { name: buttons.kakao }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:9412/);
  await context.clearCookies();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('소셜 로그인에 실패했습니다.');
});
