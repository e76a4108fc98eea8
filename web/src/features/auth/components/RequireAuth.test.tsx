import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAuth'));
// The landing page reads pricing; keep Firestore out of guard tests.
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(resetAuth);

describe('RequireAuth', () => {
  it('shows a spinner, and not the page, while the auth state loads', async () => {
    const { router } = await renderRoute('/profile');
    // Give the lazy page time to load, so a guard that let it through would be caught.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it.each(['/profile', '/services', '/style-selection', '/dashboard', '/instant-new', '/gallery', '/upload'])(
    'sends a logged-out visitor from %s to /',
    async (path) => {
      const { router } = await renderRoute(path);
      await act(async () => emitUser(null));
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
    },
  );

  it.each([
    ['/payment?package=instant_10', '/auth?next=%2Fpayment%3Fpackage%3Dinstant_10'],
    ['/payment/success?paymentKey=pk&orderId=o1&amount=3900', null],
    ['/payment/fail?code=PAY_PROCESS_CANCELED', null],
  ])('sends a logged-out visitor from %s to sign-in with next', async (path, expected) => {
    const { router } = await renderRoute(path);
    await act(async () => emitUser(null));
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/auth');
    expect(new URLSearchParams(search).get('next')).toBe(path);
    if (expected) expect(pathname + search).toBe(expected);
  });

  it('renders the page for a signed-in user', async () => {
    const { router } = await renderRoute('/profile');
    await act(async () => emitUser(testUser));
    expect(await screen.findByTestId('profile-info')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '김지우' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('leaves public routes open to logged-out visitors', async () => {
    const { router } = await renderRoute('/debug');
    await act(async () => emitUser(null));
    expect(await screen.findByRole('heading', { level: 1, name: '디버그' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/debug');
  });

  it('shows a translated 404 for unknown paths', async () => {
    await renderRoute('/no-such-page', { language: 'en' });
    await act(async () => emitUser(null));
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy();
  });
});
