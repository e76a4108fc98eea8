import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import { adminAuth, createEmailUser, signInOnAuthPage, viewports } from './helpers';
import { seedUploadSession, UPLOAD_SESSION_KEY } from './studio-seed';

// Words that must never be split across two lines, measured in the browser: the characters of `word` inside
// `element` all sit on one line (a split word puts its second part on a lower line).
async function splitAcrossLines(element: Locator, word: string): Promise<boolean> {
  return element.evaluate((node, target) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent!.indexOf(target);
      if (at < 0) continue;
      const tops = new Set<number>();
      for (let i = at; i < at + target.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
      return tops.size > 1;
    }
    throw new Error(`"${target}" is not in the element`);
  }, word);
}

async function inLanguage(page: Page, language: 'ko' | 'en' | 'ja') {
  await page.addInitScript((lng) => localStorage.setItem('bitna-language', lng), language);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`ja /pricing on a ${size}: the title breaks between phrases, not inside プロフィール`, async ({
    page,
  }) => {
    await inLanguage(page, 'ja');
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText('プロフィール');
    await page.evaluate(() => document.fonts.ready);
    expect(await splitAcrossLines(title, 'プロフィール')).toBe(false);
  });
}

test('a name that is an e-mail wraps before its @, never inside the address, on a phone', async ({
  page,
}) => {
  // No hyphen to break at: alone each part fits a phone's line, together they do not.
  const local = `w${Date.now()}`;
  const member = await createEmailUser('', `${local}@example.com`);
  await page.setViewportSize(viewports.phone);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password, 30_000);
  const domain = member.email.split('@')[1]!;
  for (const [path, heading] of [
    ['/dashboard', page.getByTestId('dashboard-greeting')],
    ['/profile', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(path);
    await expect(heading).toContainText(domain);
    expect(await splitAcrossLines(heading, local), path).toBe(false);
    expect(await splitAcrossLines(heading, `@${domain}`), path).toBe(false);
  }
});

test('en /upload: a photo tile never breaks Replace or Remove mid-word', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createEmailUser('upload-tiles-en');
  const { uid } = await (await adminAuth()).getUserByEmail(member.email);
  const sessionId = await seedUploadSession(uid);
  await inLanguage(page, 'en');
  await page.setViewportSize(viewports.desktop);
  await page.goto('/auth');
  await signInOnAuthPage(page, member.email, member.password, 30_000);
  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [UPLOAD_SESSION_KEY, sessionId]);
  await page.goto('/upload');
  const tiles = page.locator('li[data-verdict]');
  await expect(tiles).toHaveCount(10);
  const tile = tiles.first();
  for (const [action, word] of [
    ['replace', 'Replace'],
    ['remove', 'Remove'],
  ] as const) {
    const button = tile.locator(`[data-testid$="-${action}"]`);
    await expect(button).toHaveText(word);
    expect(await splitAcrossLines(button, word), word).toBe(false);
  }
});
