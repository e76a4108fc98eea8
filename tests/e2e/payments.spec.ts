import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { createEmailUser, shoot, signInOnAuthPage, viewports } from './helpers';

// Buying in the sandbox (the gateway without Toss keys): sign in through the real /auth page, register the
// order, approve or refuse it in the sandbox window, and land on the success or failure page.

type Member = Awaited<ReturnType<typeof createEmailUser>>;

/** A fresh email account with its user document (free trial) opened by the API. */
async function createMember(baseURL: string): Promise<Member> {
  const member = await createEmailUser('pay');
  const session = await fetch(`${baseURL}/api/v1/account/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  expect(session.ok).toBe(true);
  return member;
}

async function instantCredits(baseURL: string, member: Member): Promise<number> {
  const res = await fetch(`${baseURL}/api/v1/pricing/credits`, {
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  return ((await res.json()) as { instant_credits: number }).instant_credits;
}

/** The payment guard sends a logged-out buyer to /auth; signing in there brings them back. */
async function signInFromPayment(page: Page, member: Member, packageId: string) {
  await page.goto(`/payment?package=${packageId}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  await signInOnAuthPage(page, member.email, member.password);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
  await expect(page.getByTestId('order-summary')).toBeVisible();
}

test('ko: buying instant_10 in the sandbox adds 10 credits', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  const before = await instantCredits(baseURL!, member);
  await page.setViewportSize(viewports.phone);
  await signInFromPayment(page, member, 'instant_10');

  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText('인스턴트 10');
  await expect(summary).toContainText('인스턴트 사진 10장');
  await expect(page.getByTestId('order-price')).toHaveText('₩3,900');
  await expect(page.getByRole('radio', { name: /신용·체크카드/ })).toBeChecked();
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, 'payment-ko-phone');

  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('₩3,900');
  await shoot(page, 'sandbox-ko-phone');
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page.getByRole('heading', { name: '결제가 완료되었어요!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('paymentType')).toBe('NORMAL');
  await expect(page.getByTestId('purchased-name')).toHaveText('인스턴트 10');
  await expect(page.getByTestId('purchased-instant')).toHaveText(`인스턴트 +10 · ${before + 10}회 남음`);
  await expect(page.getByTestId('purchased-generation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '바로 만들러 가기' })).toHaveAttribute('href', '/instant-edit');
  expect(await instantCredits(baseURL!, member)).toBe(before + 10);
  await shoot(page, 'payment-success-ko-phone');

  // Reloading the success page confirms again and still grants once.
  await page.reload();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요!' })).toBeVisible();
  expect(await instantCredits(baseURL!, member)).toBe(before + 10);

  // The profile's credits tab lists the purchase and its grant in the ledger.
  await page.goto('/profile?tab=credits');
  await expect(page.getByTestId('purchase')).toContainText('인스턴트 10');
  await expect(page.getByTestId('purchase')).toContainText('₩3,900');
  await expect(page.locator('[data-testid="ledger-line"][data-kind="grant"]').first()).toContainText('+10');
  await expect(page.getByTestId('credits-tab').getByTestId('credits-balance')).toHaveText(
    `${before + 10}회 남음`,
  );
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, 'credits-tab-ko-phone');
});

test('en: a refused card lands on the failure page and grants nothing', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  const before = await instantCredits(baseURL!, member);
  await page.addInitScript(() => localStorage.setItem('bitna-language', 'en'));
  await signInFromPayment(page, member, 'instant_30');
  await expect(page.getByText('Buy now and save 15%!')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, 'payment-en-desktop');

  await page.getByRole('radio', { name: /Simple pay/ }).check();
  await page.getByTestId('pay-button').click();
  await page.getByRole('button', { name: 'Card refused' }).click();

  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByTestId('fail-code')).toHaveText('REJECT_CARD_COMPANY');
  await expect(page.getByTestId('fail-cause')).toHaveText('Your card company refused the payment.');
  await expect(page.getByRole('link', { name: 'Back to pricing' })).toBeVisible();
  expect(await instantCredits(baseURL!, member)).toBe(before);
  await shoot(page, 'payment-fail-en-desktop');
  await page.setViewportSize(viewports.phone);
  await shoot(page, 'payment-fail-en-phone');
});

for (const language of ['ko', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshot: pricing in ${language} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
      await page.goto('/pricing');
      // Both lines: the three instant plans, then Starter 10, Add-on 10 and Value 30.
      await expect(page.getByTestId('package-card')).toHaveCount(6);
      await expect(page.locator('#studio-plans [data-testid="package-card"]')).toHaveCount(3);
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, `pricing-${language}-${device}`);
    });
  }
}

test('the payment page sends an unknown package back to /pricing', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await page.goto('/payment?package=instant_10');
  await page.locator('#auth-email').fill(member.email);
  await page.locator('#auth-password').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.goto('/payment?package=nope');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pricing');
});
