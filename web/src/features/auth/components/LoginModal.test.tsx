import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emitUser,
  resetAuth,
  signInWithEmail,
  signInWithGoogle,
  rememberAgeConfirmation,
  signUpWithEmail,
  startSocialSignIn,
  testUser,
} from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';
import { useLoginDialog } from '../store';

vi.mock('../api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));

// The dialog is a chunk of its own (it appears once loaded): load it once, so every test starts with it.
beforeAll(() => import('./LoginDialog'), 30_000);

afterEach(() => {
  resetAuth();
  act(() => useLoginDialog.getState().hide());
});

/** Sign-up asks for the "14 or older" confirmation: ticked unless `adult` is false. */
const confirmAge = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByTestId('auth-age14'));

async function openDialog(mode: 'login' | 'signup', language: 'ko' | 'en' | 'ja' = 'ko', adult = true) {
  await renderRoute('/terms', { language });
  await act(async () => emitUser(null));
  await act(async () => useLoginDialog.getState().show(mode));
  const dialog = screen.getByRole('dialog');
  if (mode === 'signup' && adult) confirmAge(dialog);
  return dialog;
}

const fill = (dialog: HTMLElement, email: string, password: string) => {
  fireEvent.change(within(dialog).getByLabelText(/이메일|Email|メール/), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(/패스워드|Password|パスワード/), {
    target: { value: password },
  });
};

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('login dialog', () => {
  it('asks for both fields after trimming', async () => {
    const dialog = await openDialog('login');
    fill(dialog, '   ', '   ');
    await act(async () => within(dialog).getByRole('button', { name: '로그인' }).click());
    expect(within(dialog).getByRole('alert').textContent).toBe('이메일과 패스워드를 입력해주세요.');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('disables the inputs and says 처리 중... while submitting, with trimmed values', async () => {
    let finish!: () => void;
    signUpWithEmail.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = await openDialog('signup');
    fill(dialog, '  new@example.com ', ' secret1 ');
    await act(async () => within(dialog).getByRole('button', { name: '회원가입' }).click());
    expect(signUpWithEmail).toHaveBeenCalledWith('new@example.com', 'secret1');
    expect(within(dialog).getByRole('button', { name: '처리 중...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('이메일')).toHaveProperty('disabled', true);
    await act(async () => {
      finish();
      emitUser(testUser);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['signup', 'auth/email-already-in-use', '이미 사용 중인 이메일입니다.'],
    ['signup', 'auth/weak-password', '패스워드가 너무 약합니다. (최소 6자)'],
    ['signup', 'auth/invalid-email', '올바르지 않은 이메일 형식입니다.'],
    ['signup', 'auth/internal-error', '회원가입에 실패했습니다.'],
    ['login', 'auth/user-not-found', '존재하지 않는 계정입니다.'],
    ['login', 'auth/wrong-password', '패스워드가 틀렸습니다.'],
    ['login', 'auth/internal-error', '로그인에 실패했습니다.'],
  ] as const)('%s: %s shows “%s” in the red box', async (mode, code, message) => {
    const call = mode === 'signup' ? signUpWithEmail : signInWithEmail;
    call.mockRejectedValueOnce(firebaseError(code));
    const dialog = await openDialog(mode);
    fill(dialog, 'a@example.com', 'secret1');
    await act(async () =>
      within(dialog)
        .getByRole('button', { name: mode === 'signup' ? '회원가입' : '로그인' })
        .click(),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(within(dialog).getByLabelText('이메일')).toHaveProperty('disabled', false);
  });

  it('shows the social failure message per mode, in English too', async () => {
    signInWithGoogle.mockRejectedValueOnce(firebaseError('auth/internal-error'));
    const dialog = await openDialog('signup', 'en');
    await act(async () => within(dialog).getByRole('button', { name: 'Continue with Google' }).click());
    expect(within(dialog).getByRole('alert').textContent).toBe('Social sign-up failed.');
  });

  it('switches modes and starts Kakao and Naver with the current page as the way back', async () => {
    const dialog = await openDialog('login', 'ja');
    await act(async () => within(dialog).getByRole('button', { name: '新規登録' }).click());
    expect(screen.getByRole('dialog', { name: '新規登録' })).toBeTruthy();
    confirmAge(screen.getByRole('dialog'));
    await act(async () => screen.getByRole('button', { name: 'Kakaoで続ける' }).click());
    expect(startSocialSignIn).toHaveBeenCalledWith('kakao', '/terms');
    const signup = screen.getByRole('dialog');
    expect(within(signup).getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/terms');
    expect(within(signup).getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('item 4: sign-up needs the confirmation of being 14 or older, by email or any social account', async () => {
    const dialog = await openDialog('signup', 'ko', false);
    fill(dialog, 'kid@example.com', 'secret1');
    await act(async () => within(dialog).getByRole('button', { name: '회원가입' }).click());
    expect(within(dialog).getByRole('alert').textContent).toContain('만 14세 이상만 가입할 수 있어요');
    expect(signUpWithEmail).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Google로 계속하기' })).toHaveProperty(
      'disabled',
      true,
    );
    confirmAge(dialog);
    // Kept for the session that follows any sign-up method, which records it on the server.
    expect(rememberAgeConfirmation).toHaveBeenLastCalledWith(true);
    await act(async () => within(dialog).getByRole('button', { name: '회원가입' }).click());
    expect(signUpWithEmail).toHaveBeenCalledWith('kid@example.com', 'secret1');
  });
});
