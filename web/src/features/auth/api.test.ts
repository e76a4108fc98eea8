// M5: an e-mail sign-up sends the verification e-mail (the Auth emulator shows it; production sends it).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebaseAuth = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
}));
vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof import('firebase/auth')>()),
  ...firebaseAuth,
}));
vi.mock('../../shared/lib/firebase', () => ({
  getAuthInstance: async () => ({ currentUser: null }),
  idToken: vi.fn(),
}));
const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('../../shared/lib/apiClient', async (original) => ({
  ...(await original<typeof import('../../shared/lib/apiClient')>()),
  ...api,
}));
import { openSession, rememberAgeConfirmation, signUpWithEmail } from './api';

const newUser = { uid: 'u-new', email: 'new@example.com', emailVerified: false };

beforeEach(() => {
  firebaseAuth.createUserWithEmailAndPassword.mockReset().mockResolvedValue({ user: newUser });
  firebaseAuth.sendEmailVerification.mockReset().mockResolvedValue(undefined);
});

describe('signUpWithEmail', () => {
  it('M5 — sends the verification e-mail to the new account', async () => {
    await signUpWithEmail('new@example.com', 'secret-123');
    expect(firebaseAuth.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'new@example.com',
      'secret-123',
    );
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledWith(newUser);
  });

  it('still signs up when the e-mail cannot be sent (it can be resent from the profile)', async () => {
    firebaseAuth.sendEmailVerification.mockRejectedValueOnce(new Error('auth/too-many-requests'));
    await expect(signUpWithEmail('new@example.com', 'secret-123')).resolves.toBeUndefined();
  });
});

describe('openSession', () => {
  it('item 4: records the sign-up form\'s "14 or older" confirmation once, after the session opens', async () => {
    api.apiRequest.mockReset().mockResolvedValue({ created: true });
    rememberAgeConfirmation(true);
    await openSession();
    expect(api.apiRequest.mock.calls.map(([path]) => path)).toEqual([
      '/account/session',
      '/account/consents/age14',
    ]);
    await openSession();
    expect(api.apiRequest).toHaveBeenCalledTimes(3);
    rememberAgeConfirmation(true);
    rememberAgeConfirmation(false);
    await openSession();
    expect(api.apiRequest.mock.calls.at(-1)![0]).toBe('/account/session');
  });
});
