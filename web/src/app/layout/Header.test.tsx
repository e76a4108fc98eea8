import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, signOut, testUser } from '../../test/fakeAuth';
import { renderRoute } from '../../test/renderApp';

vi.mock('../../features/auth/api', () => import('../../test/fakeAuth'));
vi.mock('../../features/payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));

afterEach(resetAuth);

const header = () => screen.getByRole('banner');

describe('Header', () => {
  it('offers pricing and log-in to visitors', async () => {
    await renderRoute('/terms');
    await act(async () => emitUser(null));
    const nav = within(header()).getAllByRole('navigation')[0]!;
    expect(within(nav).getByRole('link', { name: '요금제' }).getAttribute('href')).toBe('/pricing');
    expect(within(nav).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/auth');
    expect(within(header()).getByRole('link', { name: '빛나 홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('shows who is signed in and logs out to the landing page', async () => {
    const { router } = await renderRoute('/terms');
    await act(async () => emitUser(testUser));
    expect(within(header()).getByText('김지우')).toBeTruthy();

    await act(async () => within(header()).getByRole('button', { name: '로그아웃' }).click());
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens and closes the phone menu', async () => {
    await renderRoute('/terms', { language: 'en' });
    await act(async () => emitUser(null));
    const toggle = within(header()).getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await act(async () => toggle.click());
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await act(async () =>
      within(menu)
        .getByRole('link', { name: /Pricing/ })
        .click(),
    );
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
