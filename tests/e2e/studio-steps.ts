// Steps of the studio line that more than one journey takes: the ten training photos through the upload page,
// a local training followed on /training-status, and a checked image download. They assert what the member sees
// and leave the viewport and screenshots to the journey.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { writeTrainingPhotos } from './studio-photos';

/** A local training or generation takes seconds; the training list refreshes itself every 10 s. */
export const JOB = { timeout: 90_000 };
export const MODEL_NAME = '내 프로필 모델';

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** The separate face-data consent, then the ten photos of one person, all accepted. */
export async function uploadTenPhotos(page: Page) {
  const counter = page.getByTestId('upload-counter');
  await expect(page.getByTestId('biometric-consent')).toContainText('24시간');
  await page.getByTestId('biometric-consent-check').check();
  await page.getByTestId('biometric-consent-accept').click();
  await page.getByTestId('upload-files').setInputFiles(await writeTrainingPhotos());
  await expect(page.locator('li[data-verdict]')).toHaveCount(10, JOB);
  await expect(page.locator('li[data-verdict="accepted"]')).toHaveCount(10);
  await expect(counter).toContainText('10장 통과 (최소 10장)');
  await expect(counter).toContainText('올린 사진 10장 · 제외 0장');
}

/** Names the model, starts it, and waits on /training-status until the local engine has made it ready. */
export async function trainModel(page: Page): Promise<Locator> {
  await expect(page.getByTestId('upload-next-train')).toContainText('모델 학습권 1회가 있어요');
  await expect(page.getByTestId('upload-start')).toBeDisabled();
  await page.getByTestId('upload-lora-name').fill(MODEL_NAME);
  await page.getByTestId('upload-start').click();
  await expect.poll(() => pathname(page)).toBe('/training-status');

  const row = page.locator('tr.studio-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.studio-name')).toHaveText(MODEL_NAME);
  await expect(row.locator('[data-testid^="provider-"]')).toHaveText('로컬 엔진 (AI 아님)');
  await expect(row).toHaveAttribute('data-actual', 'ready', JOB);
  // One status in words; no ids, trigger words or file details for a customer (those are the admin's view).
  await expect(row.locator('[data-testid^="state-"]')).toHaveText('사용할 수 있어요');
  await expect(row).not.toContainText('MB');
  await expect(row).not.toContainText('참조 세트');
  return row;
}

/** The magic bytes of the image formats a download may be. */
const MAGIC = { jpg: [0xff, 0xd8, 0xff], jpeg: [0xff, 0xd8, 0xff], png: [0x89, 0x50, 0x4e, 0x47] } as const;

/** Downloads a file from `button` and checks it starts as the image its name says it is. */
export async function downloadImage(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = file.suggestedFilename();
  const ext = name.split('.').pop() as keyof typeof MAGIC;
  expect(Object.keys(MAGIC), name).toContain(ext);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, MAGIC[ext].length)]).toEqual([...MAGIC[ext]]);
  return name;
}
