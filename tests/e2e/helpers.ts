// Shared steps of the account journeys: unique users, the login dialog, screenshots, and the Admin SDK view of
// the emulators (FIRESTORE_EMULATOR_HOST and friends are set by `firebase emulators:exec`).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PROJECT_ID } from '../../scripts/lib/ports.mjs';

/**
 * Google sign-in (redirect or popup) loads Google's gapi script even against the Auth emulator; offline, the
 * browser gets tests/fakes/gapi.js instead.
 */
export async function serveFakeGapi(context: BrowserContext) {
  const body = await readFile(fileURLToPath(new URL('../fakes/gapi.js', import.meta.url)), 'utf8');
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export const PASSWORD = 'secret-123';

export const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the login dialog from the header (the phone menu on small screens). */
export async function openLogin(page: Page, mode: 'login' | 'signup' = 'login', labels = KO) {
  const menu = page.getByRole('button', { name: labels.openMenu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('button', { name: labels.login, exact: true }).first().click();
  await expect(dialog(page)).toBeVisible();
  if (mode === 'signup') {
    await dialog(page).getByRole('button', { name: labels.toSignup }).click();
    // Sign-up asks for the "14 or older" confirmation first.
    await dialog(page).getByTestId('auth-age14').check();
  }
}

export async function fillCredentials(page: Page, email: string, password: string) {
  await dialog(page).locator('#auth-email').fill(email);
  await dialog(page).locator('#auth-password').fill(password);
}

export const KO = {
  openMenu: '메뉴 열기',
  login: '로그인',
  toSignup: '회원가입',
  signupSubmit: '회원가입',
  loginSubmit: '로그인',
  accountMenu: '내 계정 메뉴',
  logout: '로그아웃',
};

export async function signUp(page: Page, email = uniqueEmail('e2e'), password = PASSWORD) {
  await openLogin(page, 'signup');
  await fillCredentials(page, email, password);
  await dialog(page).getByRole('button', { name: KO.signupSubmit, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  // A phone's header has no account button: its menu holds the account and the sign-out instead.
  const menu = page.getByRole('button', { name: KO.openMenu });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: KO.logout })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: KO.accountMenu })).toBeAttached();
  }
  return { email, password };
}

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;

/** A fresh email account created on the Auth emulator (not through the UI), with an ID token for API calls. */
export async function createEmailUser(prefix: string, email = uniqueEmail(prefix)) {
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(res.ok).toBe(true);
  const { idToken } = (await res.json()) as { idToken: string };
  return { email, password: PASSWORD, idToken };
}

/**
 * Signs in on the /auth page the page is on (a guard sent it there, or the test opened it). `timeout` allows for
 * a test that is the first of a run to call the API (the functions emulator loads the code on that first call).
 */
export async function signInOnAuthPage(page: Page, email: string, password: string, timeout?: number) {
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).not.toBe('/auth');
}

/**
 * Fails when the page is wider than the window: a phone would scroll sideways and cut the content. The message
 * names the innermost elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const window = document.documentElement.clientWidth;
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window + 0.5,
    );
    const innermost = out
      .filter((el) => !out.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${el.textContent?.slice(0, 40)})`,
      );
    return { page: document.documentElement.scrollWidth, window, innermost };
  });
  expect(widths.page, `page wider than the window: ${widths.innermost.join('; ')}`).toBeLessThanOrEqual(
    widths.window,
  );
}

export async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true, animations: 'disabled' });
}

export async function adminApp() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export async function adminDb() {
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(await adminApp());
}

export async function adminAuth() {
  const { getAuth } = await import('firebase-admin/auth');
  return getAuth(await adminApp());
}

export async function adminBucket() {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(await adminApp()).bucket(`${PROJECT_ID}.appspot.com`);
}

/** Polls until the user document exists (the session call runs right after sign-in). */
export async function userDocByEmail(email: string) {
  const auth = await adminAuth();
  const user = await auth.getUserByEmail(email);
  const db = await adminDb();
  let data: FirebaseFirestore.DocumentData | undefined;
  await expect
    .poll(async () => {
      data = (await db.collection('users').doc(user.uid).get()).data();
      return !!data;
    })
    .toBe(true);
  return { uid: user.uid, data: data! };
}

/** Full-page screenshots of the current page at the phone and desktop viewports (`<name>-phone.png`, ...). */
export async function screenshotViewports(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header sits above the page in the full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: `${screenshotDir}${name}-${size}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}
