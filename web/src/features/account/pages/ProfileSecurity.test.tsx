// The profile's part in M5 (verifying the sign-up address) and L2 (deleting needs a recent sign-in).
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/lib/apiClient';
import { deleteAccount, resetAccount } from '../../../test/fakeAccount';
import { emitUser, resendVerificationEmail, resetAuth, signOut, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAccount'));
vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({
  fetchPackages: vi.fn(async () => []),
  fetchPricingConfig: vi.fn(async () => null),
  fetchPurchases: vi.fn(async () => []),
}));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(() => {
  resetAuth();
  resetAccount();
});

async function renderProfile(user = testUser, language: 'ko' | 'en' | 'ja' = 'ko') {
  const result = await renderRoute('/profile', { language });
  await act(async () => emitUser(user));
  // The first render loads the lazy profile chunk: slow on a busy machine.
  return { ...result, info: await screen.findByTestId('profile-info') };
}

describe('profile: e-mail verification', () => {
  it('M5 — an unverified password account sees its state and can resend the verification e-mail', async () => {
    const { info } = await renderProfile({ ...testUser, emailVerified: false }, 'en');
    expect(await within(info).findByText('Not verified')).toBeTruthy();
    await act(async () => within(info).getByRole('button', { name: 'Resend verification e-mail' }).click());
    expect(resendVerificationEmail).toHaveBeenCalledOnce();
    expect(within(info).getByText('We sent a verification e-mail. Please check your inbox.')).toBeTruthy();
  });

  it('M5 — says so when the e-mail cannot be sent (ja)', async () => {
    resendVerificationEmail.mockRejectedValueOnce(new Error('auth/too-many-requests'));
    const { info } = await renderProfile({ ...testUser, emailVerified: false }, 'ja');
    await act(async () => within(info).getByRole('button', { name: '確認メールを再送信' }).click());
    expect(within(info).getByRole('alert').textContent).toContain('確認メールを送信できませんでした');
  });

  it('offers no resend to verified or social accounts', async () => {
    const { info } = await renderProfile();
    expect(within(info).queryByRole('button', { name: '인증 메일 다시 보내기' })).toBeNull();
  });
});

describe('profile: deleting the account', () => {
  it('L2 — an old sign-in is asked to sign in again, and comes back to the profile', async () => {
    deleteAccount.mockRejectedValueOnce(
      new ApiError('보안을 위해 다시 로그인한 뒤 시도해주세요.', 401, 'auth.reauth_required'),
    );
    const { router } = await renderProfile();
    await act(async () => screen.getByRole('button', { name: '계정 삭제' }).click());
    const dialog = screen.getByRole('dialog');
    await act(async () => within(dialog).getByRole('button', { name: '계속' }).click());
    await act(async () => within(dialog).getByRole('button', { name: '영구 삭제' }).click());
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '보안을 위해 계정 삭제 전에 다시 로그인해주세요.',
    );
    await act(async () => within(dialog).getByRole('button', { name: '다시 로그인하기' }).click());
    expect(signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile?tab=info');
  });
});
