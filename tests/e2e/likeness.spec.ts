// The likeness guarantee in the browser, in Korean: a member's fal model (Obama's reference photos) makes a
// headshot that the fake fal answers with another person's face (tests/fakes/faces.ts: a "face=<photo>" marker
// in the prompt). The result says 닮음 낮음 with its score on demand, the credit is back in the balance by itself,
// and the page offers the free retry, which makes the image again with that credit.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { startFakeFal, type FakeFal } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminAuth, adminBucket, adminDb, createEmailUser, signInOnAuthPage, viewports } from './helpers';
import { seedModel, trainingFile } from './studio-seed';

const JOB = { timeout: 90_000 };
/** The fake fal answers this man's photo: not the person of the model. */
const OTHER_FACE = 'face=faces-diverse/kr_man_suit_white_bg_idstyle.jpg';
const face = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url)));

let fal: FakeFal;
test.beforeAll(async () => {
  fal = await startFakeFal({ port: fakePort('fal') });
});
test.afterAll(() => fal.close());

/** A completed fal model of `uid` whose reference is four photos of Obama (scored against at completion). */
const seedFalModel = (uid: string) =>
  seedModel(uid, '닮음 테스트', async (id) => {
    const bucket = await adminBucket();
    const save = (path: string, data: Buffer, contentType: string) =>
      bucket.file(path).save(data, { contentType, resumable: false });
    const photos = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg', 'r_obama3.jpg'];
    const crops = photos.map((_, i) => trainingFile(uid, id, `reference/${i}.jpg`));
    const lora = trainingFile(uid, id, 'lora.safetensors');
    await Promise.all([
      ...photos.map((name, i) => save(crops[i]!, face(name), 'image/jpeg')),
      save(lora, Buffer.from('fake-safetensors'), 'application/octet-stream'),
    ]);
    return {
      provider: 'fal',
      providerJobId: 'fake-training-job',
      loraUrl: 'https://v3.fal.media/files/lora/pytorch_lora_weights.safetensors',
      backup: { path: lora, fileSizeMb: 0.1 },
      // No centroid yet: the reference photos are described when a result is scored.
      reference: { crops, centroid: [], bestIndex: 0 },
    };
  });

test('ko: a headshot that is another person shows 닮음 낮음, gives its credit back and offers a free retry', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const member = await createEmailUser('likeness');
  const { uid } = await (await adminAuth()).getUserByEmail(member.email);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);
  // One generation credit (the balance the ledger keeps on the user document).
  await (
    await adminDb()
  )
    .collection('users')
    .doc(uid)
    .set(
      { credits: { instant: 0, training: 0, generation: 1 }, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  const model = await seedFalModel(uid);

  await page.goto(`/generate?training_id=${model}`);
  await expect(page.getByTestId('gen-model-name')).toHaveText('닮음 테스트', { timeout: 60_000 });
  const balance = page.getByTestId('gen-balance');
  await expect(balance).toHaveText('보유: 1개');
  await page.getByTestId('gen-template-linkedin').click();
  await page.getByTestId('gen-prompt').fill(`ohwx person studio headshot ${OTHER_FACE}`);
  await page.getByTestId('gen-count-1').click();
  await page.getByTestId('gen-start').click();

  const results = page.getByTestId('gen-results');
  await expect(results).toBeVisible(JOB);
  const likeness = results.getByTestId('likeness');
  await expect(likeness).toHaveText('닮음 낮음');
  await expect(likeness).toHaveAttribute('title', /^얼굴 유사도 0\.\d\d$/);
  await expect(results.getByTestId('likeness-refund')).toContainText(
    '닮지 않은 결과라 크레딧 1개를 돌려드렸어요.',
  );
  // The credit is back by itself: the balance says so without a reload.
  await expect(balance).toHaveText('보유: 1개', JOB);

  // The free retry makes it again with that credit (the fake answers the same face, so it comes back again).
  const retry = results.getByTestId('likeness-retry');
  await expect(retry).toHaveText('무료로 다시 만들기');
  await retry.click();
  await expect(page.getByTestId('gen-results').getByTestId('likeness')).toHaveText('닮음 낮음', JOB);
  await expect(balance).toHaveText('보유: 1개', JOB);
  const runs = await (await adminDb()).collection('generations').where('userId', '==', uid).get();
  expect(runs.docs.map((d) => d.data().likenessRefund?.credits)).toEqual([1, 1]);
  expect(runs.docs.every((d) => d.data().prompt.includes(OTHER_FACE))).toBe(true);
});
