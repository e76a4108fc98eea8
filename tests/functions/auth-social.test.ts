// Kakao and Naver sign-in end to end against the fakes: start → provider consent → callback → custom token →
// Firebase sign-in → user document. Also the refusals: no cookie, replayed state, user cancelled.
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

/** Starts the flow and answers the consent page; returns the callback URL the provider sends back to. */
async function consent(provider: 'kakao' | 'naver', decision: 'allow' | 'deny', email: string) {
  const start = await manual(`${hostingUrl()}/api/v1/auth/${provider}/start?next=%2Fprofile%3Ftab%3Dinfo`);
  expect(start.status).toBe(302);
  const cookie = /__session=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(`http://127.0.0.1:${fakePort(provider)}`);
  expect(authorize.searchParams.get('state')).toBe(decodeURIComponent(cookie!));
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${hostingUrl()}/api/v1/auth/${provider}/callback`);
  expect((await fetch(authorize)).status).toBe(200); // the consent page renders

  const decide = new URL(`${authorize.pathname}/decide`, authorize);
  for (const name of ['client_id', 'redirect_uri', 'state']) {
    decide.searchParams.set(name, authorize.searchParams.get(name)!);
  }
  decide.searchParams.set('decision', decision);
  decide.searchParams.set('email', email);
  decide.searchParams.set('nickname', '소셜 사용자');
  const back = await manual(decide.toString());
  expect(back.status).toBe(302);
  return { callback: back.headers.get('location')!, cookie: `__session=${cookie}` };
}

function landing(res: Response) {
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get('location')!);
  expect(url.pathname).toBe('/auth/social');
  return { url, fragment: new URLSearchParams(url.hash.slice(1)) };
}

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
    const { callback, cookie } = await consent(provider, 'allow', email);
    const { url, fragment } = landing(await manual(callback, { cookie }));
    expect(url.searchParams.get('error')).toBeNull();
    expect(fragment.get('next')).toBe('/profile?tab=info');

    const idToken = await signInWithCustomToken(fragment.get('token')!);
    const session = await fetch(`${hostingUrl()}/api/v1/account/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await session.json()).toEqual({ created: true });

    const users = await adminAuth().getUserByEmail(email);
    expect(users.uid).toMatch(new RegExp(`^${provider}:`));
    expect(users.displayName).toBe('소셜 사용자');
    const doc = (await adminDb().collection('users').doc(users.uid).get()).data()!;
    expect(doc).toMatchObject({ email, displayName: '소셜 사용자', credits: { instant: 5 } });

    // The same provider account signs in to the same user again.
    const second = await consent(provider, 'allow', email);
    const again = landing(await manual(second.callback, { cookie: second.cookie }));
    const token2 = await signInWithCustomToken(again.fragment.get('token')!);
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
    expect(real.fragment.get('token')).toBeTruthy();
    const replay = landing(await manual(callback, { cookie }));
    expect(replay.url.searchParams.get('error')).toBe('failed');
    expect(replay.fragment.get('token')).toBeNull();
  });

  it('reports a cancelled consent as cancelled', async () => {
    const { callback, cookie } = await consent(provider, 'deny', `deny-${provider}@example.com`);
    const { url, fragment } = landing(await manual(callback, { cookie }));
    expect(url.searchParams.get('error')).toBe('cancelled');
    expect(fragment.get('token')).toBeNull();
  });
});

it('keeps `next` on this site', async () => {
  const start = await manual(`${hostingUrl()}/api/v1/auth/kakao/start?next=https%3A%2F%2Fevil.example`);
  const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
  const saved = await adminDb().collection('oauth_states').doc(state).get();
  expect(saved.data()!.next).toBe('/');
});
