import { PROJECT_ID } from '../../scripts/lib/ports.mjs';
import { expect, test } from './csp';
import {
  adminAuth,
  adminBucket,
  adminDb,
  dialog,
  KO,
  shoot,
  signUp,
  userDocByEmail,
  viewports,
} from './helpers';

test('profile: basic info, display name saved through the API', async ({ page }) => {
  await page.goto('/');
  const { email } = await signUp(page);
  await page.getByRole('button', { name: KO.accountMenu }).click();
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const info = page.getByTestId('profile-info');
  await expect(info.getByLabel('이메일')).toBeDisabled();
  await expect(info.getByLabel('이메일')).toHaveValue(email);
  await expect(info).toContainText('미인증');

  await info.getByLabel('이름').fill('  김빛나  ');
  await info.getByRole('button', { name: '저장' }).click();
  await expect(info.getByText('저장했어요.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('김빛나');
  await expect(page.getByRole('button', { name: KO.accountMenu })).toContainText('김빛나');
  expect((await userDocByEmail(email)).data.displayName).toBe('김빛나');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('김빛나');
  await page.getByRole('tab', { name: '구매 내역' }).click();
  await expect(page).toHaveURL(/tab=credits/);
});

test('account deletion: two confirmations, then nothing of the user is left', async ({ page }) => {
  await page.goto('/');
  const { email } = await signUp(page);
  const { uid } = await userDocByEmail(email);
  const db = await adminDb();
  await db.collection('instant_edits').add({ userId: uid, status: 'completed', createdAt: new Date() });
  await db
    .collection('payments')
    .doc(`e2e-${uid}`)
    .set({ userId: uid, orderId: `o-${uid}`, amount: 3900 });
  const bucket = await adminBucket();
  await bucket.file(`users/${uid}/uploads/selfie.jpg`).save(Buffer.from('jpeg'));

  await page.goto('/profile');
  await page.getByRole('button', { name: '계정 삭제' }).click();
  await dialog(page).getByRole('button', { name: '계속' }).click();
  await dialog(page).getByRole('button', { name: '영구 삭제' }).click();
  await expect(dialog(page)).toContainText('계정 삭제 요청이 처리되었어요.');
  await dialog(page).getByRole('button', { name: '홈으로' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('button', { name: KO.login })).toBeVisible();

  expect((await db.collection('users').doc(uid).get()).exists).toBe(false);
  expect((await db.collection('instant_edits').where('userId', '==', uid).get()).size).toBe(0);
  const [files] = await bucket.getFiles({ prefix: `users/${uid}/` });
  expect(files).toHaveLength(0);
  await expect((await adminAuth()).getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  const payment = (await db.collection('payments').doc(`e2e-${uid}`).get()).data();
  expect(payment).toMatchObject({ orderId: `o-${uid}`, amount: 3900 });
  expect(payment?.userId).toBeUndefined();
});

for (const language of ['ko', 'en', 'ja'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshot: profile in ${language} on ${device}`, async ({ page }) => {
      await page.goto('/');
      await signUp(page);
      await page.setViewportSize(viewport);
      await page.evaluate((lng) => localStorage.setItem('bitna-language', lng), language);
      await page.goto('/profile');
      await expect(page.getByTestId('profile-info')).toBeVisible();
      await expect(page.locator('.profile-facts .skeleton')).toHaveCount(0);
      await shoot(page, `profile-${language}-${device}`);
    });
  }
}

/** The verification e-mails the Auth emulator has "sent" to `email`. */
async function verificationMails(email: string) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
  const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').length;
}

test('M5 — an e-mail sign-up gets the verification e-mail, and the profile resends it', async ({ page }) => {
  await page.goto('/');
  const { email } = await signUp(page);
  await expect.poll(() => verificationMails(email)).toBe(1);

  await page.goto('/profile');
  const info = page.getByTestId('profile-info');
  await expect(info).toContainText('미인증');
  await info.getByRole('button', { name: '인증 메일 다시 보내기' }).click();
  await expect(info.getByText('인증 메일을 보냈어요. 메일함을 확인해주세요.')).toBeVisible();
  await expect.poll(() => verificationMails(email)).toBe(2);
});
