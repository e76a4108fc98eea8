import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, signOut, testUser } from '../../test/fakeAuth';
import { linksIn } from '../../test/links';
import { renderRoute } from '../../test/renderApp';
import { HOVER_CLOSE_MS } from './UserMenu';

vi.mock('../../features/auth/api', () => import('../../test/fakeAuth'));
vi.mock('../../features/payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));
vi.mock('../../features/credits/api', () => import('../../test/fakeCredits'));

// The dialog is a chunk of its own (it appears once loaded): load it once, so every test starts with it.
beforeAll(() => import('../../features/auth/components/LoginDialog'), 30_000);

afterEach(() => {
  resetAuth();
  vi.useRealTimers();
});

const header = () => screen.getByRole('banner');

describe('Header', () => {
  it('offers pricing and log-in to visitors; log-in opens the dialog', async () => {
    await renderRoute('/terms');
    await act(async () => emitUser(null));
    const nav = within(header()).getAllByRole('navigation')[0]!;
    expect(within(nav).getByRole('link', { name: '요금제' }).getAttribute('href')).toBe('/pricing');
    // The name holds the visible words (WCAG 2.5.3), then says where the link goes.
    expect(within(header()).getByRole('link', { name: '빛나 Bitna 홈으로 가기' }).getAttribute('href')).toBe(
      '/',
    );

    await act(async () => within(nav).getByRole('button', { name: '로그인' }).click());
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByRole('button', { name: 'Google로 계속하기' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '카카오로 계속하기' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '네이버로 계속하기' })).toBeTruthy();
  });

  it('shows the user menu with the account links, and logs out to the landing page', async () => {
    const { router } = await renderRoute('/terms');
    await act(async () => emitUser(testUser));
    // The visible name first, then what the button opens (WCAG 2.5.3).
    const trigger = within(header()).getByRole('button', { name: '김지우 내 계정 메뉴' });

    // Every line has a way in from the header: the studio, the instant editor and the ID photo maker.
    const nav = within(header()).getAllByRole('navigation')[0]!;
    expect(linksIn(nav)).toEqual([
      ['AI 프로필 스튜디오', '/services'],
      ['인스턴트 편집', '/instant-new'],
      ['증명사진', '/instant'],
      ['요금제', '/pricing'],
    ]);

    await act(async () => trigger.click());
    for (const [name, href] of [
      ['대시보드', '/dashboard'],
      ['내 모델 · 학습 현황', '/training-status'],
      ['내 정보', '/profile'],
      ['구매 내역', '/profile?tab=credits'],
      ['생성 내역', '/profile?tab=gallery'],
    ]) {
      expect(within(header()).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(header()).getByText('남은 생성 횟수')).toBeTruthy();
    await waitFor(() =>
      expect(within(header()).getByTestId('credits-balance').getAttribute('data-count')).toBe('5'),
    );

    await act(async () => within(header()).getByRole('button', { name: '로그아웃' }).click());
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the user menu on hover and closes it 200 ms after the pointer leaves', async () => {
    await renderRoute('/terms');
    await act(async () => emitUser(testUser));
    vi.useFakeTimers();
    const menu = within(header()).getByRole('button', { name: /내 계정 메뉴/ }).parentElement!;
    act(() => void fireEvent.mouseEnter(menu));
    expect(within(header()).getByRole('link', { name: '내 정보' })).toBeTruthy();

    act(() => void fireEvent.mouseLeave(menu));
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS - 10));
    expect(within(header()).queryByRole('link', { name: '내 정보' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20));
    expect(within(header()).queryByRole('link', { name: '내 정보' })).toBeNull();
  });

  it('opens and closes the phone menu', async () => {
    await renderRoute('/terms', { language: 'en' });
    await act(async () => emitUser(null));
    const toggle = within(header()).getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await act(async () => toggle.click());
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await act(async () =>
      within(menu)
        .getByRole('link', { name: /Pricing/ })
        .click(),
    );
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('mirrors the account menu in the phone menu', async () => {
    await renderRoute('/terms', { language: 'ja' });
    await act(async () => emitUser(testUser));
    await act(async () => within(header()).getByRole('button', { name: 'メニューを開く' }).click());
    const menu = document.getElementById('mobile-menu')!;
    expect(
      within(menu)
        .getByRole('link', { name: /マイページ/ })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(
      within(menu)
        .getByRole('link', { name: /購入履歴/ })
        .getAttribute('href'),
    ).toBe('/profile?tab=credits');
    expect(
      within(menu)
        .getByRole('link', { name: /AIプロフィールスタジオ/ })
        .getAttribute('href'),
    ).toBe('/services');
    expect(
      within(menu)
        .getByRole('link', { name: /マイモデル/ })
        .getAttribute('href'),
    ).toBe('/training-status');
    expect(within(menu).getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  });
});
