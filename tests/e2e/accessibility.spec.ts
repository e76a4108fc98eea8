// WCAG 2.1 A and AA (the level KWCAG 2.2 asks of Korean services) on the pages a customer sees, in Korean, checked
// by axe-core in Chromium: signed out on the public pages, signed in (over a member with a model, studio results
// and an instant edit) on all of them. axe is injected by the test only; the app never ships it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { adminAuth, createEmailUser, signInOnAuthPage, viewports } from './helpers';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';
import { seedFinishedWork, seedReadyModel } from './studio-seed';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element: the rule, its selector and axe's summary of what is wrong. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    // "Label in name" (WCAG 2.5.3, level A) is still flagged experimental in axe, so it runs only when asked.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`,
    ),
  );
}

/**
 * The page has drawn its content: a heading, no loading placeholder, fonts in (contrast depends on them). The
 * first call to each function loads its code in the emulator, which can take a while on a busy machine.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy pictures (the history's thumbnails) load only once scrolled into view, and rows can arrive after the
  // heading: walk down the page again until no placeholder is left.
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await expect(page.locator('.skeleton, .page-spinner, [aria-busy="true"]')).toHaveCount(0, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000 });
  await page.evaluate(() => document.fonts.ready);
}

async function sweep(page: Page, routes: string[]) {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    const list = await violations(page);
    if (list.length) found[route] = list;
  }
  expect(found).toEqual({});
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`signed out on a ${size}: axe finds no WCAG 2.1 A/AA violation on the public pages`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await sweep(page, PUBLIC_ROUTES);
  });

  test(`signed in on a ${size}: axe finds no WCAG 2.1 A/AA violation on any page`, async ({ page }) => {
    test.setTimeout(300_000);
    const member = await createEmailUser(`a11y-${size}`);
    const { uid } = await (await adminAuth()).getUserByEmail(member.email);
    const model = { name: '내 프로필 모델', id: await seedReadyModel(uid, '내 프로필 모델') };
    await seedFinishedWork(uid, model, ['비즈니스 프로필', '링크드인', '캐주얼']);
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await signInOnAuthPage(page, member.email, member.password, 45_000);
    await sweep(page, SIGNED_IN_ROUTES);
  });
}
