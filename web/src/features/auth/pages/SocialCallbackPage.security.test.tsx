// M1 (login CSRF) and L8 (token left in the URL) on the page the social flows come back to.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, signInWithSocialCode } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(() => {
  resetAuth();
  window.location.hash = '';
  sessionStorage.clear();
});

describe('SocialCallbackPage security', () => {
  it('M1 — a code this tab did not ask for (no pending nonce) does not sign in', async () => {
    window.location.hash = '#code=attacker-code&next=%2Fpayment';
    await renderRoute('/auth/social?provider=kakao');
    await act(async () => emitUser(null));
    expect(signInWithSocialCode).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('heading', { level: 1, name: '소셜 로그인에 실패했습니다.' }),
    ).toBeTruthy();
  });

  it('M1 — a bare custom token in the fragment (the old link) does not sign in', async () => {
    sessionStorage.setItem('bitna-social-nonce', 'tab-nonce');
    window.location.hash = '#token=attacker-custom-token';
    await renderRoute('/auth/social?provider=kakao');
    await act(async () => emitUser(null));
    expect(signInWithSocialCode).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('heading', { level: 1, name: '소셜 로그인에 실패했습니다.' }),
    ).toBeTruthy();
  });

  it('L8 — the fragment is wiped from the address bar when the sign-in fails', async () => {
    sessionStorage.setItem('bitna-social-nonce', 'tab-nonce');
    signInWithSocialCode.mockRejectedValueOnce(new Error('code_invalid'));
    window.location.hash = '#code=one-time-code&next=%2Fprofile';
    await renderRoute('/auth/social?provider=naver');
    await act(async () => emitUser(null));
    expect(
      await screen.findByRole('heading', { level: 1, name: '소셜 로그인에 실패했습니다.' }),
    ).toBeTruthy();
    expect(window.location.hash).toBe('');
  });
});
