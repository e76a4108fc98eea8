import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteAccount,
  emitUser,
  resetAuth,
  saveDisplayName,
  signOut,
  testUser,
} from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));

afterEach(resetAuth);

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

  it('saves a trimmed display name through the API', async () => {
    await renderProfile();
    const input = screen.getByLabelText('이름');
    fireEvent.change(input, { target: { value: '  빛나  ' } });
    await act(async () => screen.getByRole('button', { name: '저장' }).click());
    expect(saveDisplayName).toHaveBeenCalledWith('빛나');
    expect(screen.getByText('저장했어요.')).toBeTruthy();
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
