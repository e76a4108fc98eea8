// The member pages that studio.spec.ts, studio-wizard.spec.ts, gallery.spec.ts and gemini-tools.spec.ts walk in
// Korean, shown in English and Japanese over a member seeded in the emulators (studio-seed.ts): each page's
// heading is the string of locales/<language>/, its main content holds no Hangul (a key missing in that
// language would show the Korean source), and a desktop screenshot of it lets a reviewer read every string.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import { adminAuth, createEmailUser, shoot, signInOnAuthPage, viewports } from './helpers';
import { seedFinishedWork, seedReadyModel, seedUploadSession, UPLOAD_SESSION_KEY } from './studio-seed';

const LANGUAGES = { en: 'English', ja: 'Japanese' } as const;
type Language = keyof typeof LANGUAGES;

/** The string at `key` ('upload.title') of locales/<language>/<namespace>.json. */
function string(language: Language, namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url));
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no string ${namespace}:${key} in ${language}`);
  return value;
}

/** The lines of `region`'s visible text that hold Hangul: none, unless a string was left untranslated. */
async function koreanLines(region: Locator) {
  return (await region.innerText()).split('\n').filter((line) => /[\uAC00-\uD7A3]/.test(line));
}

/** The page is in `language`: its heading is `heading`, nothing in <main> is Korean; then the screenshot. */
async function expectTranslated(page: Page, language: Language, heading: string, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await koreanLines(page.locator('main'))).toEqual([]);
  // From the top, so the sticky header sits above the page in the full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `${shot}-${language}-desktop`);
}

/** A member signed in on a desktop browser in `language` (the choice the footer switcher stores). */
async function signIn(page: Page, language: Language) {
  const member = await createEmailUser(`translations-${language}`);
  const { uid } = await (await adminAuth()).getUserByEmail(member.email);
  await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password);
  return { ...member, uid };
}

const face = fileURLToPath(new URL('../fixtures/faces/r_obama.jpg', import.meta.url));

// One member per language walks every page (a sign-in per page group would cost CI time for nothing).
for (const [language, name] of Object.entries(LANGUAGES) as [Language, string][]) {
  test(`${language}: every studio, gallery and Gemini tool page shows its ${name} heading and no Korean`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const member = await signIn(page, language);
    const model = { name: `Model ${language}`, id: '' };
    const [sessionId, modelId] = await Promise.all([
      seedUploadSession(member.uid),
      seedReadyModel(member.uid, model.name),
    ]);
    model.id = modelId;
    await seedFinishedWork(member.uid, model, ['Headshot one', 'Portrait two', 'Headshot three']);
    const studio = (key: string) => string(language, 'studio', key);
    const gallery = (key: string) => string(language, 'gallery', key);
    const tools = (key: string) => string(language, 'tools', key);

    await test.step('the studio wizard: services, upload, styles', async () => {
      await page.goto('/services');
      await expect(page.getByTestId('service-training-price')).toContainText('₩');
      await expectTranslated(page, language, studio('services.title'), 'studio-services');

      await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [UPLOAD_SESSION_KEY, sessionId]);
      await page.goto('/upload');
      await expect(page.locator('li[data-verdict="accepted"] img')).toHaveCount(10);
      await expectTranslated(page, language, studio('upload.title'), 'studio-upload');

      await page.goto('/style-selection');
      await page.getByTestId('style-business').click();
      await expect(page.getByTestId('style-total')).toContainText('₩');
      await expectTranslated(page, language, studio('styleSelection.title'), 'studio-styles');
    });

    await test.step('the ready model and its results', async () => {
      await page.goto('/training-status');
      await expect(page.locator('tr.studio-row')).toHaveAttribute('data-actual', 'ready');
      await expect(page.locator('tr.studio-row img')).toBeVisible();
      await expectTranslated(page, language, studio('trainingStatus.title'), 'studio-training-ready');

      await page.goto(`/generate?training_id=${modelId}`);
      await expect(page.getByTestId('gen-model-name')).toHaveText(model.name);
      await expect(page.getByTestId('gen-history-grid').locator('img')).toHaveCount(3);
      const title = string(language, 'generate', 'generate.title');
      await expectTranslated(page, language, title, 'studio-generate-results');
    });

    await test.step('the dashboard, the gallery and its lightbox', async () => {
      await page.goto('/dashboard');
      // Both lines in one history: the two studio runs and, between them, the instant edit by its preset's name.
      await expect(page.getByTestId('history-row')).toHaveCount(3);
      await expect(page.getByTestId('history-row').nth(1)).toContainText(
        string(language, 'instant', 'presets.linkedin.name'),
      );
      await expect(page.locator('.history-row__thumb img').first()).toBeVisible();
      const greeting = gallery('dashboard.greeting').replace('{{name}}', member.email);
      await expectTranslated(page, language, greeting, 'studio-dashboard');

      await page.goto('/gallery');
      const tiles = page.getByTestId('gallery-tile');
      await expect(tiles).toHaveCount(4);
      await expect(tiles.locator('img')).toHaveCount(4);
      await expectTranslated(page, language, gallery('gallery.title'), 'gallery');

      await tiles.first().click();
      const lightbox = page.getByRole('dialog');
      // Titled by the style the member chose, in their language, not by the model's prompt.
      await expect(lightbox.getByRole('heading', { name: gallery('styles.professional') })).toBeVisible();
      await expect(lightbox.getByRole('heading', { name: 'Headshot one' })).toHaveCount(0);
      await expect(lightbox.locator('img')).toBeVisible();
      await expect(lightbox.getByTestId('gallery-lightbox-size')).toContainText('×');
      await expect(lightbox).toContainText(gallery('styles.professional'));
      expect(await koreanLines(lightbox)).toEqual([]);
      await shoot(page, `gallery-lightbox-${language}-desktop`);
      await page.keyboard.press('Escape');
    });

    await test.step('the Gemini tools: a local analysis, and the image model shown unavailable', async () => {
      await page.goto('/gemini-analysis');
      await page.getByTestId('analysis-file').setInputFiles(face);
      await page.getByTestId('template-critique').click();
      await page.getByTestId('analysis-run').click();
      const label = string(language, 'analysis', 'label');
      await expect(page.getByTestId('analysis-text')).toContainText(label, { timeout: 30_000 });
      await expectTranslated(page, language, tools('analysis.title'), 'gemini-analysis');

      await page.goto('/gemini-image-generation');
      await expect(page.getByTestId('generation-unavailable')).toContainText(
        tools('imageGeneration.unavailableTitle'),
      );
      await expect(page.getByTestId('generation-run')).toBeDisabled();
      await expectTranslated(page, language, tools('imageGeneration.title'), 'gemini-image-generation');
    });
  });
}
