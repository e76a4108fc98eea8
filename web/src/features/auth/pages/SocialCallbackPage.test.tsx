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

// Security review M1 (login CSRF) and L8 (token left in the URL).
describe('SocialCallbackPage security', () => {
  /** Comes back to the callback page with `hash`, this tab holding `nonce` (or none), and no user yet. */
  const arrive = async (hash: string, provider: string, nonce: string | null) => {
    if (nonce) sessionStorage.setItem('bitna-social-nonce', nonce);
    window.location.hash = hash;
    await renderRoute(`/auth/social?provider=${provider}`);
    await act(async () => emitUser(null));
  };
  const failureHeading = () =>
    screen.findByRole('heading', { level: 1, name: '소셜 로그인에 실패했습니다.' });

  it('M1 — a code this tab did not ask for (no pending nonce) does not sign in', async () => {
    await arrive('#code=attacker-code&next=%2Fpayment', 'kakao', null);
    expect(signInWithSocialCode).not.toHaveBeenCalled();
    expect(await failureHeading()).toBeTruthy();
  });

  it('M1 — a bare custom token in the fragment (the old link) does not sign in', async () => {
    await arrive('#token=attacker-custom-token', 'kakao', 'tab-nonce');
    expect(signInWithSocialCode).not.toHaveBeenCalled();
    expect(await failureHeading()).toBeTruthy();
  });

  it('L8 — the fragment is wiped from the address bar when the sign-in fails', async () => {
    signInWithSocialCode.mockRejectedValueOnce(new Error('code_invalid'));
    await arrive('#code=one-time-code&next=%2Fprofile', 'naver', 'tab-nonce');
    expect(await failureHeading()).toBeTruthy();
    expect(window.location.hash).toBe('');
  });
});
