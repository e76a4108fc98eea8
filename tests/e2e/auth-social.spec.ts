import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from './csp';
import { FAKE_OAUTH_CLIENTS } from '../../scripts/lib/fake-ports.mjs';
import { startFakeKakao } from '../fakes/kakao.mjs';
import { startFakeNaver } from '../fakes/naver.mjs';
import { fakePort } from '../fakes/ports';
import { adminDb, dialog, KO, openLogin, uniqueEmail } from './helpers';

// Kakao and Naver through the fake providers: the real redirects, consent page, callback, one-time code and its
// exchange for a custom token.

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
const SOCIAL_LOGIN_FAILED = '소셜 로그인에 실패했습니다.';

/** The user document of the one user with this display name (social users may have no e-mail, M5). */
async function userDocByName(displayName: string) {
  const db = await adminDb();
  let found: { uid: string; data: FirebaseFirestore.DocumentData } | undefined;
  await expect
    .poll(async () => {
      const snap = await db.collection('users').where('displayName', '==', displayName).get();
      found = snap.docs[0] && { uid: snap.docs[0].id, data: snap.docs[0].data() };
      return snap.size;
    })
    .toBe(1);
  return found!;
}

for (const provider of ['kakao', 'naver'] as const) {
  test(`${provider}: consent at the provider, back signed in on the same page`, async ({ page }) => {
    await page.goto('/pricing');
    await openLogin(page, 'signup');
    await dialog(page).getByRole('button', { name: buttons[provider] }).click();

    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${fakePort(provider)}/`));
    const email = uniqueEmail(provider);
    const nickname = `${provider} ${email.split('@')[0]!.slice(-5)}`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nickname').fill(nickname);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:5050\/pricing$/);
    await expect(page.getByRole('button', { name: KO.accountMenu })).toContainText(nickname);
    const { uid, data } = await userDocByName(nickname);
    expect(uid).toMatch(new RegExp(`^${provider}:`));
    // Kakao marks the address verified; Naver cannot, so it is not kept (M5).
    expect(data).toMatchObject({ email: provider === 'kakao' ? email : null, credits: { instant: 5 } });

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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOCIAL_LOGIN_FAILED);
});

/**
 * The attacker's side, as in the review: their own Kakao sign-in run with plain HTTP (their nonce, their cookie),
 * stopping at the callback's redirect, which carries their one-time code.
 */
async function attackerLanding(baseURL: string) {
  const nonceHash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const start = await fetch(`${baseURL}/api/v1/auth/kakao/start?next=%2F&nonce_hash=${nonceHash}`, {
    redirect: 'manual',
  });
  const cookie = /__session=[^;]+/.exec(start.headers.get('set-cookie') ?? '')![0];
  const authorize = new URL(start.headers.get('location')!);
  const decide = new URL(`${authorize.pathname}/decide`, authorize);
  for (const name of ['client_id', 'redirect_uri', 'state', 'scope']) {
    decide.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  }
  decide.searchParams.set('decision', 'allow');
  decide.searchParams.set('email', uniqueEmail('attacker'));
  decide.searchParams.set('nickname', '공격자');
  const callback = (await fetch(decide, { redirect: 'manual' })).headers.get('location')!;
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  return new URL(back.headers.get('location')!);
}

test('M1 — a sign-in link carrying a code from another browser fails with the social login message', async ({
  page,
  baseURL,
}) => {
  const link = await attackerLanding(baseURL!);
  const fragment = new URLSearchParams(link.hash.slice(1));
  expect(fragment.get('code')).toBeTruthy();
  expect(fragment.get('token')).toBeNull();

  // The victim opens the link: no sign-in, the social login failure, and nothing left in the address bar.
  await page.goto('/');
  await page.goto(`${link.pathname}${link.search}#code=${fragment.get('code')}&next=%2Fpayment`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOCIAL_LOGIN_FAILED);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.goto('/');
  await expect(page.getByRole('button', { name: KO.login, exact: true }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: KO.accountMenu })).toHaveCount(0);
});
