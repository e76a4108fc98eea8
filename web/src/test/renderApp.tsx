import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18n, NAMESPACES } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import type { Language } from '../shared/lib/language';
import { emitUser, testUser } from './fakeAuth';

/** Renders `ui` inside the real providers (i18n, language, auth). Mock features/auth/api first. */
export async function renderWithProviders(ui: ReactNode, { language = 'ko' }: { language?: Language } = {}) {
  const i18n = await createI18n(language, NAMESPACES);
  const result = render(<AppProviders i18n={i18n}>{ui}</AppProviders>);
  return { ...result, i18n };
}

/** Renders the real route table at `path`, with the shell, guards and lazy pages. */
export async function renderRoute(path: string, options: { language?: Language } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let result!: Awaited<ReturnType<typeof renderWithProviders>>;
  await act(async () => {
    result = await renderWithProviders(<RouterProvider router={router} />, options);
  });
  return { ...result, router };
}

/** renderRoute for the signed-in test user (mock features/auth/api with test/fakeAuth first). */
export async function renderSignedIn(path: string, options: { language?: Language } = {}) {
  const result = await renderRoute(path, options);
  await act(async () => emitUser(testUser));
  return result;
}
