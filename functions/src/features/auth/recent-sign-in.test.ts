// L2: deleting an account needs a recent sign-in, not just a valid (up to an hour old, refreshable) token.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('./delete-account', () => ({ deleteAccount: vi.fn(async () => {}) }));
import { serveWithSignInAges } from '../../../../tests/fixtures/sign-in-ages';
import { accountRoutes } from './auth.routes';
import { deleteAccount } from './delete-account';

let base = '';
let close: () => void;
beforeAll(async () => {
  ({ base, close } = await serveWithSignInAges([accountRoutes]));
});
afterAll(() => close());
beforeEach(() => vi.mocked(deleteAccount).mockClear());

const del = (token: string, language = 'ko') =>
  fetch(`${base}/account`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

describe('DELETE /account', () => {
  it('L2 — a sign-in older than 5 minutes gets 401 reauth_required and deletes nothing', async () => {
    for (const token of ['stale', 'bare']) {
      const res = await del(token, 'en');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        detail: 'For your security, please sign in again and then try once more.',
        code: 'auth.reauth_required',
      });
    }
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('L2 — a sign-in within 5 minutes deletes the caller’s account', async () => {
    const res = await del('fresh');
    expect(res.status).toBe(204);
    expect(deleteAccount).toHaveBeenCalledWith(
      'u-fresh',
      expect.objectContaining({ social: expect.any(Function), jobPort: expect.any(Function) }),
    );
  });
});
