// The style wizard bought in the sandbox (the gateway without Toss keys), in Korean on a phone: the service
// choice quotes the price list, the chosen styles are priced by the server, the payment grants one training and
// the style images, and the success page leads back to the upload step, now offering to start the training.
import { expect, test } from './csp';
import { createEmailUser, screenshotViewports, signInOnAuthPage, viewports } from './helpers';

// STUDIO_STORAGE_KEYS.uploadSession (web/src/features/studio/wizardStorage.ts) and STYLE_GENERATIONS_EACH
// (contracts/studio.ts): the browser tests load plain modules, not the app's TypeScript.
const UPLOAD_SESSION_KEY = 'bitna-studio-upload-session';
const STYLE_GENERATIONS_EACH = 10;

test('ko: two styles paid in the sandbox give a training credit and lead back to /upload', async ({
  page,
  baseURL,
}) => {
  const member = await createEmailUser('styles');
  const session = await fetch(`${baseURL}/api/v1/account/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  expect(session.ok).toBe(true);
  await page.setViewportSize(viewports.phone);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);

  await page.goto('/services');
  await expect(page.getByTestId('service-training-price')).toContainText('₩9,900');
  await expect(page.getByTestId('service-instant-price')).toContainText('₩3,900');
  await screenshotViewports(page, 'studio-services-ko');
  await page.setViewportSize(viewports.phone);

  // Without photos the wizard starts at the upload step.
  await page.goto('/style-selection');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/upload');
  await expect(page.getByTestId('upload-choose-styles')).toBeDisabled();

  // As if photos had been uploaded (the upload routes are tested with the training API).
  await page.evaluate((key) => localStorage.setItem(key, 'session-from-upload'), UPLOAD_SESSION_KEY);
  await page.goto('/style-selection');
  await expect(page.getByTestId('style-pay')).toBeDisabled();
  await page.getByTestId('style-business').click();
  await page.getByTestId('style-linkedin').click();
  await expect(page.getByTestId('style-total')).toHaveText('₩33,000');
  await screenshotViewports(page, 'studio-styles-ko');
  await page.setViewportSize(viewports.phone);
  await page.getByTestId('style-pay').click();

  await expect.poll(() => new URL(page.url()).search).toBe('?styles=business,linkedin');
  await expect(page.getByTestId('order-summary')).toContainText('스타일 2개');
  await expect(page.getByTestId('order-price')).toHaveText('₩33,000');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('₩33,000');
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page.getByRole('heading', { name: '결제가 완료되었어요!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('orderId')).toMatch(/^studio_/);
  const credits = await fetch(`${baseURL}/api/v1/pricing/credits`, {
    headers: { authorization: `Bearer ${member.idToken}` },
  });
  expect(await credits.json()).toMatchObject({
    training_credits: 1,
    generation_credits: 2 * STYLE_GENERATIONS_EACH,
  });
  await page.getByRole('link', { name: '바로 만들러 가기' }).click();

  // Back at the upload step, the training credit turns the next step into naming and starting the model.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/upload');
  await expect(page.getByTestId('upload-lora-name')).toBeVisible();
  await expect(page.getByTestId('upload-start')).toBeDisabled();
  await screenshotViewports(page, 'studio-upload-ko');
});
