import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSignIn, emitUser, resetAuth, signInWithSocialCode, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(() => {
  resetAuth();
  window.location.hash = '';
  sessionStorage.clear();
});

describe('SocialCallbackPage', () => {
  it('says the sign-in was cancelled', async () => {
    await renderRoute('/auth/social?provider=kakao&error=cancelled');
    await act(async () => emitUser(null));
    expect(await screen.findByRole('heading', { level: 1, name: '로그인을 취소했어요.' })).toBeTruthy();
  });

  it('shows the social sign-up failure when the flow started in sign-up mode', async () => {
    sessionStorage.setItem('bitna-social-mode', 'signup');
    await renderRoute('/auth/social?provider=naver&error=failed', { language: 'en' });
    await act(async () => emitUser(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Social sign-up failed.' })).toBeTruthy();
  });

  it('signs in with the code from the fragment and this tab’s nonce, then goes on to `next`', async () => {
    sessionStorage.setItem('bitna-social-nonce', 'tab-nonce');
    window.location.hash = '#code=one-time-code&next=%2Fprofile%3Ftab%3Dinfo';
    const { router } = await renderRoute('/auth/social?provider=kakao');
    await act(async () => emitUser(null));
    expect(signInWithSocialCode).toHaveBeenCalledWith('one-time-code', 'tab-nonce');
    expect(sessionStorage.getItem('bitna-social-nonce')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/social');
    await act(async () => emitSignIn(testUser));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=info');
  });
});
