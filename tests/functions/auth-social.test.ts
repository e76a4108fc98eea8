// Kakao and Naver sign-in end to end against the fakes: start (with the page's nonce hash) → provider consent →
// callback → one-time code → exchange with the nonce → custom token → Firebase sign-in → user document. Also the
// refusals: no cookie, replayed state, user cancelled, a code without its nonce (M1), unverified e-mails (M5).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OAUTH_CLIENTS } from '../../scripts/lib/fake-ports.mjs';
import { startFakeKakao } from '../fakes/kakao.mjs';
import { startFakeNaver } from '../fakes/naver.mjs';
import { fakePort } from '../fakes/ports';
import { adminAuth, adminDb, hostingUrl } from './emulator';

type Fake = Awaited<ReturnType<typeof startFakeKakao>>;
const fakes: Fake[] = [];

beforeAll(async () => {
  fakes.push(await startFakeKakao({ port: fakePort('kakao'), ...FAKE_OAUTH_CLIENTS.kakao }));
  fakes.push(await startFakeNaver({ port: fakePort('naver'), ...FAKE_OAUTH_CLIENTS.naver }));
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});

const manual = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers });

const newNonce = () => randomBytes(32).toString('base64url');
const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** Starts the flow and answers the consent page; returns the callback URL the provider sends back to. */
async function consent(
  provider: 'kakao' | 'naver',
  decision: 'allow' | 'deny',
  email: string,
  nonce = newNonce(),
) {
  const start = await manual(
    `${hostingUrl()}/api/v1/auth/${provider}/start?next=%2Fprofile%3Ftab%3Dinfo&nonce_hash=${hashOf(nonce)}`,
  );
  expect(start.status).toBe(302);
  const cookie = /__session=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(`http://127.0.0.1:${fakePort(provider)}`);
  expect(authorize.searchParams.get('state')).toBe(decodeURIComponent(cookie!));
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${hostingUrl()}/api/v1/auth/${provider}/callback`);
  expect((await fetch(authorize)).status).toBe(200); // the consent page renders

  const decide = new URL(`${authorize.pathname}/decide`, authorize);
  for (const name of ['client_id', 'redirect_uri', 'state', 'scope']) {
    decide.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  }
  decide.searchParams.set('decision', decision);
  decide.searchParams.set('email', email);
  decide.searchParams.set('nickname', '소셜 사용자');
  const back = await manual(decide.toString());
  expect(back.status).toBe(302);
  return { callback: back.headers.get('location')!, cookie: `__session=${cookie}`, nonce };
}

const exchange = (code: string | null, nonce: string) =>
  fetch(`${hostingUrl()}/api/v1/auth/social/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, nonce }),
  });

/** The page's half: the one-time code and the nonce → a custom token. */
async function tokenFor(fragment: URLSearchParams, nonce: string) {
  expect(fragment.get('token')).toBeNull(); // no token in any URL
  const res = await exchange(fragment.get('code'), nonce);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function landing(res: Response) {
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get('location')!);
  expect(url.pathname).toBe('/auth/social');
  return { url, fragment: new URLSearchParams(url.hash.slice(1)) };
}

/** The uid inside an ID token (the payload is plain base64url JSON). */
const uidOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;

async function signInWithCustomToken(token: string) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string; localId: string }).idToken;
}

describe.each(['kakao', 'naver'] as const)('%s sign-in', (provider) => {
  it('signs in, creates the Firebase user and, after the session call, the user document', async () => {
    const email = `${provider}-${Date.now()}@example.com`;
    const { callback, cookie, nonce } = await consent(provider, 'allow', email);
    const { url, fragment } = landing(await manual(callback, { cookie }));
    expect(url.searchParams.get('error')).toBeNull();
    expect(fragment.get('next')).toBe('/profile?tab=info');

    const idToken = await signInWithCustomToken(await tokenFor(fragment, nonce));
    const session = await fetch(`${hostingUrl()}/api/v1/account/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await session.json()).toEqual({ created: true });

    const uid = uidOf(idToken);
    expect(uid).toMatch(new RegExp(`^${provider}:`));
    const user = await adminAuth().getUser(uid);
    expect(user.displayName).toBe('소셜 사용자');
    // Kakao marks the fake's addresses verified; Naver has no such flag, so its address is not kept (M5).
    const kept = provider === 'kakao' ? email : null;
    expect(user.email ?? null).toBe(kept);
    const doc = (await adminDb().collection('users').doc(uid).get()).data()!;
    expect(doc).toMatchObject({ email: kept, displayName: '소셜 사용자', credits: { instant: 5 } });

    // The same provider account signs in to the same user again.
    const second = await consent(provider, 'allow', email);
    const again = landing(await manual(second.callback, { cookie: second.cookie }));
    const token2 = await signInWithCustomToken(await tokenFor(again.fragment, second.nonce));
    expect(uidOf(token2)).toBe(uid);
    const session2 = await fetch(`${hostingUrl()}/api/v1/account/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(await session2.json()).toEqual({ created: false });
  });

  it('refuses a callback without the browser cookie (CSRF) and a replayed one', async () => {
    const { callback, cookie } = await consent(provider, 'allow', `csrf-${provider}@example.com`);
    const forged = landing(await manual(callback));
    expect(forged.url.searchParams.get('error')).toBe('failed');
    expect(forged.fragment.get('token')).toBeNull();
    // The right browser still gets in once; a replay of the same callback is refused.
    const real = landing(await manual(callback, { cookie }));
    expect(real.fragment.get('code')).toBeTruthy();
    const replay = landing(await manual(callback, { cookie }));
    expect(replay.url.searchParams.get('error')).toBe('failed');
    expect(replay.fragment.get('code')).toBeNull();
  });

  it('M1 — a one-time code signs in only with the nonce of the page that started the flow, once', async () => {
    const { callback, cookie, nonce } = await consent(provider, 'allow', `m1-${provider}@example.com`);
    const { fragment } = landing(await manual(callback, { cookie }));
    const code = fragment.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Another browser (the victim of a forged link) has a different nonce: refused, and the code is spent.
    const foreign = await exchange(code, newNonce());
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: 'account.social_code_invalid' });
    expect((await exchange(code, nonce)).status).toBe(400);

    // The right page gets the token once; a replay is refused.
    const next = await consent(provider, 'allow', `m1-${provider}@example.com`);
    const ok = landing(await manual(next.callback, { cookie: next.cookie }));
    expect((await exchange(ok.fragment.get('code'), next.nonce)).status).toBe(200);
    expect((await exchange(ok.fragment.get('code'), next.nonce)).status).toBe(400);
  });

  it('reports a cancelled consent as cancelled', async () => {
    const { callback, cookie } = await consent(provider, 'deny', `deny-${provider}@example.com`);
    const { url, fragment } = landing(await manual(callback, { cookie }));
    expect(url.searchParams.get('error')).toBe('cancelled');
    expect(fragment.get('token')).toBeNull();
  });
});

it('keeps `next` on this site', async () => {
  const start = await manual(
    `${hostingUrl()}/api/v1/auth/kakao/start?next=https%3A%2F%2Fevil.example&nonce_hash=${hashOf(newNonce())}`,
  );
  const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
  const saved = await adminDb().collection('oauth_states').doc(state).get();
  expect(saved.data()!.next).toBe('/');
});

describe('M1 — the one-time code', () => {
  it('refuses to start without the page’s nonce hash', async () => {
    const start = await manual(`${hostingUrl()}/api/v1/auth/kakao/start?next=%2F`);
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get('location')!);
    expect(url.pathname).toBe('/auth/social');
    expect(url.searchParams.get('error')).toBe('failed');
    expect(start.headers.get('set-cookie') ?? '').not.toContain('__session=');
  });

  it('expires after two minutes', async () => {
    const nonce = newNonce();
    const code = newNonce();
    await adminDb()
      .collection('social_codes')
      .doc(code)
      .set({
        uid: 'kakao:expired',
        provider: 'kakao',
        nonceHash: hashOf(nonce),
        createdAt: new Date(Date.now() - 3 * 60_000),
        expiresAt: new Date(Date.now() - 60_000),
      });
    const res = await exchange(code, nonce);
    expect(res.status).toBe(400);
    expect((await adminDb().collection('social_codes').doc(code).get()).exists).toBe(false);
  });

  it('rejects malformed input with 400', async () => {
    expect((await exchange('short', newNonce())).status).toBe(400);
  });
});

it('M5 — a Naver sign-in keeps the (unverified) e-mail off the Auth user; Kakao’s verified one is kept', async () => {
  for (const provider of ['naver', 'kakao'] as const) {
    const email = `m5-${provider}-${Date.now()}@example.com`;
    const { callback, cookie, nonce } = await consent(provider, 'allow', email);
    const { fragment } = landing(await manual(callback, { cookie }));
    const uid = uidOf(await signInWithCustomToken(await tokenFor(fragment, nonce)));
    const user = await adminAuth().getUser(uid);
    if (provider === 'naver') {
      expect(user.email).toBeUndefined();
      await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    } else {
      expect(user).toMatchObject({ email, emailVerified: true });
    }
  }
});

describe('unlinking at account deletion', () => {
  /** Signs in with the provider's fake and opens the session; returns the fresh ID token and the uid. */
  async function socialMember(provider: 'kakao' | 'naver', prefix: string) {
    const { callback, cookie, nonce } = await consent(
      provider,
      'allow',
      `${prefix}-${Date.now()}@example.com`,
    );
    const idToken = await signInWithCustomToken(
      await tokenFor(landing(await manual(callback, { cookie })).fragment, nonce),
    );
    await fetch(`${hostingUrl()}/api/v1/account/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    return { idToken, uid: uidOf(idToken) };
  }
  const deleteAccount = (idToken: string) =>
    fetch(`${hostingUrl()}/api/v1/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${idToken}` },
    });

  it('L2 — deleting a Kakao account calls Kakao unlink once, with the Admin key and the member id', async () => {
    const kakao = fakes[0]!;
    const { idToken, uid } = await socialMember('kakao', 'unlink');
    const before = kakao.unlinks.length;
    expect((await deleteAccount(idToken)).status).toBe(204);
    expect(kakao.unlinks.slice(before)).toEqual([{ memberId: uid.slice('kakao:'.length), by: 'admin_key' }]);
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('L2 — Kakao failing at unlink does not block the deletion', async () => {
    const kakao = fakes[0]!;
    const { idToken, uid } = await socialMember('kakao', 'unlink-down');
    kakao.control.unlinkFailure = 500;
    try {
      expect((await deleteAccount(idToken)).status).toBe(204);
    } finally {
      kakao.control.unlinkFailure = null;
    }
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().collection('users').doc(uid).get()).exists).toBe(false);
  });

  it('L2 — deleting a Naver account calls Naver nothing: we keep no Naver token to delete', async () => {
    const naver = fakes[1]!;
    const { idToken, uid } = await socialMember('naver', 'unlink-naver');
    const before = naver.requests.length;
    expect((await deleteAccount(idToken)).status).toBe(204);
    expect(naver.requests.slice(before)).toEqual([]);
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
