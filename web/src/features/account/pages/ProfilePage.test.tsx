import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteAccount,
  fetchUserProfile,
  resetAccount,
  saveDisplayName,
  withdrawBiometricConsent,
} from '../../../test/fakeAccount';
import { emitUser, resetAuth, signOut, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAccount'));
vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({
  fetchPackages: vi.fn(async () => []),
  fetchPricingConfig: vi.fn(async () => null),
  fetchPurchases: vi.fn(async () => [(await import('../../../test/pricingFixture')).instantPurchase]),
}));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(() => {
  resetAuth();
  resetAccount();
});

async function renderProfile(path = '/profile', language: 'ko' | 'en' = 'ko') {
  const result = await renderRoute(path, { language });
  await act(async () => emitUser(testUser));
  await screen.findByRole('tablist');
  return result;
}

describe('ProfilePage', () => {
  it('shows the header and the basic info tab by default', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: '김지우' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '기본 정보' }).getAttribute('aria-selected')).toBe('true');
    const info = await screen.findByTestId('profile-info');
    expect(within(info).getByLabelText('이메일')).toHaveProperty('disabled', true);
    expect(await within(info).findByText('2026년 1월 15일')).toBeTruthy();
    expect(within(info).getByText('인증됨')).toBeTruthy();
    expect(screen.getAllByText('12장').length).toBeGreaterThan(0);
  });

  it('opens the tab named in ?tab=', async () => {
    await renderProfile('/profile?tab=credits', 'en');
    expect(screen.getByRole('tab', { name: 'Purchases' }).getAttribute('aria-selected')).toBe('true');
  });

  it('composes the credits tab from the balance, the purchase list and the ledger', async () => {
    await renderProfile('/profile?tab=credits');
    const tab = await screen.findByTestId('credits-tab');
    expect((await within(tab).findByTestId('purchase')).textContent).toContain('인스턴트 10');
    expect(within(tab).getByTestId('ledger')).toBeTruthy();
  });

  it('offers a retry when the profile cannot be read, and shows it after the retry', async () => {
    fetchUserProfile.mockRejectedValueOnce(new Error('offline'));
    await renderProfile();
    const alert = await screen.findByText('계정 정보를 불러오지 못했어요.');
    await act(async () => within(alert.parentElement!).getByRole('button').click());
    expect((await screen.findAllByText('2026년 1월 15일')).length).toBeGreaterThan(0);
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
  });

  it('saves a trimmed display name through the API', async () => {
    await renderProfile();
    const input = screen.getByLabelText('이름');
    fireEvent.change(input, { target: { value: '  빛나  ' } });
    await act(async () => screen.getByRole('button', { name: '저장' }).click());
    expect(saveDisplayName).toHaveBeenCalledWith('빛나');
    expect(screen.getByText('저장했어요.')).toBeTruthy();
  });

  it('shows the face-data consent with its date, and withdraws it through the API', async () => {
    await renderProfile();
    const card = await screen.findByTestId('biometric-consent-card');
    await waitFor(() =>
      expect(within(card).getByTestId('biometric-consent-state').textContent).toBe(
        '동의함 · 2026년 11월 2일',
      ),
    );
    fetchUserProfile.mockResolvedValueOnce({
      createdAt: new Date('2026-01-15T09:00:00+09:00'),
      lastSignedIn: new Date('2026-11-20T18:30:00+09:00'),
      totalGenerations: 12,
      biometricConsentAt: null,
    });
    await act(async () => within(card).getByRole('button', { name: '동의 철회' }).click());
    expect(withdrawBiometricConsent).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(card).getByTestId('biometric-consent-state').textContent).toBe('동의하지 않음'),
    );
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/upload');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says so when the consent cannot be withdrawn, and keeps it shown as given', async () => {
    withdrawBiometricConsent.mockRejectedValueOnce(new Error('offline'));
    await renderProfile();
    const card = await screen.findByTestId('biometric-consent-card');
    await act(async () => (await within(card).findByRole('button', { name: '동의 철회' })).click());
    expect((await within(card).findByRole('alert')).textContent).toBe(
      '동의를 철회하지 못했어요. 잠시 후 다시 시도해주세요.',
    );
    expect(within(card).getByTestId('biometric-consent-state').textContent).toContain('동의함');
  });

  it('deletes the account after two confirmations, then signs out and goes home', async () => {
    const { router } = await renderProfile();
    await act(async () => screen.getByRole('button', { name: '계정 삭제' }).click());
    const dialog = screen.getByRole('dialog', { name: '계정 삭제' });
    await act(async () => within(dialog).getByRole('button', { name: '계속' }).click());
    expect(deleteAccount).not.toHaveBeenCalled();
    await act(async () => within(dialog).getByRole('button', { name: '영구 삭제' }).click());
    expect(deleteAccount).toHaveBeenCalledOnce();
    await act(async () => within(dialog).getByRole('button', { name: '홈으로' }).click());
    expect(signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when the deletion fails', async () => {
    deleteAccount.mockRejectedValueOnce(new Error('HTTP 500'));
    await renderProfile();
    await act(async () => screen.getByRole('button', { name: '계정 삭제' }).click());
    const dialog = screen.getByRole('dialog');
    await act(async () => within(dialog).getByRole('button', { name: '계속' }).click());
    await act(async () => within(dialog).getByRole('button', { name: '영구 삭제' }).click());
    expect(within(dialog).getByRole('alert').textContent).toBe('계정 삭제 중 오류가 발생했습니다.');
    expect(signOut).not.toHaveBeenCalled();
  });
});
