// Token revocation and the admin grant script against the emulators: the API checks revocation (L2, L3), and
// `npm run admin:grant` only trusts verified addresses (M5).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminAuth, createUser, hostingUrl, signIn, type TestUser } from './emulator';

const script = fileURLToPath(new URL('../../scripts/admin-grant.mjs', import.meta.url));
const run = promisify(execFile);

/** Runs `npm run admin:grant -- <args>` against the emulators; resolves with the exit code and output. */
async function adminGrant(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const get = (user: TestUser, path: string) =>
  fetch(`${hostingUrl()}/api/v1${path}`, { headers: { authorization: `Bearer ${user.idToken}` } });

describe('npm run admin:grant', () => {
  it('M5 — refuses an unverified address and sets no claim', async () => {
    const user = await createUser('squatter');
    const result = await adminGrant(user.email);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('has not verified');
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
  });

  it('L3 — --revoke cuts off the admin’s current token at once', async () => {
    const user = await createUser('ex-admin');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    expect((await adminGrant(user.email)).code).toBe(0);
    const admin = await signIn(user);
    expect((await get(admin, '/admin/health')).status).toBe(200);

    // Revocation is recorded in whole seconds: let the sign-in's second pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await adminGrant(user.email, '--revoke')).code).toBe(0);
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
    const after = await get(admin, '/admin/health');
    expect(after.status).toBe(401);
    // Signing in again works, without the claim.
    expect((await get(await signIn(user), '/admin/health')).status).toBe(403);
  });
});

describe('revoked and deleted users', () => {
  it('L2 — after deleting the account, its old token is refused on every route', async () => {
    const user = await createUser('gone');
    expect((await get(user, '/pricing/credits')).status).toBe(200);
    const del = await fetch(`${hostingUrl()}/api/v1/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(del.status).toBe(204);
    expect((await get(user, '/pricing/credits')).status).toBe(401);
    const request = await fetch(`${hostingUrl()}/api/v1/payments/request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ packageId: 'instant_10' }),
    });
    expect(request.status).toBe(401);
  });

  it('L2 — a disabled user’s token is refused', async () => {
    const user = await createUser('disabled');
    await adminAuth().updateUser(user.uid, { disabled: true });
    expect((await get(user, '/pricing/credits')).status).toBe(401);
  });
});
