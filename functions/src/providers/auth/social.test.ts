// The Kakao and Naver adapters against the fake servers, which speak the providers' protocols (tests/fakes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKakao } from '../../../../tests/fakes/kakao.mjs';
import { startFakeNaver } from '../../../../tests/fakes/naver.mjs';
import { kakaoProvider } from './kakao';
import { naverProvider } from './naver';
import type { SocialProvider } from './port';

type Fake = Awaited<ReturnType<typeof startFakeKakao>>;
const REDIRECT = 'https://bitna.example/api/v1/auth/x/callback';
let kakao: Fake;
/** A Kakao app that is a business-verified Biz App with the e-mail consent item enabled. */
let kakaoBiz: Fake;
let naver: Fake;

beforeAll(async () => {
  [kakao, kakaoBiz, naver] = await Promise.all([
    startFakeKakao(),
    startFakeKakao({ bizApp: true }),
    startFakeNaver(),
  ]);
});
afterAll(async () => {
  await Promise.all([kakao.close(), kakaoBiz.close(), naver.close()]);
});

const configFor = (fake: Fake, overrides: Partial<{ clientSecret: string; bizApp: boolean }> = {}) => ({
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  authBaseUrl: fake.url,
  apiBaseUrl: fake.url,
  ...overrides,
});

/** Where the provider sends the browser back after the authorize request and the user's consent. */
async function consent(provider: SocialProvider, email: string, state: string) {
  const authorize = new URL(provider.authorizeUrl({ state, redirectUri: REDIRECT }));
  const page = await fetch(authorize, { redirect: 'manual' });
  if (page.status === 302) return new URL(page.headers.get('location')!);
  expect(page.status).toBe(200);
  const decide = new URL(`${authorize.pathname}/decide`, authorize);
  for (const name of ['client_id', 'redirect_uri', 'state', 'scope']) {
    decide.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  }
  decide.searchParams.set('decision', 'allow');
  decide.searchParams.set('email', email);
  decide.searchParams.set('nickname', '빛나');
  const res = await fetch(decide, { redirect: 'manual' });
  return new URL(res.headers.get('location')!);
}

/** Plays the user on the consent page and returns the code the provider redirects back with. */
async function codeFor(provider: SocialProvider, email: string, state = 'state-1234567890abcdefghij') {
  const back = await consent(provider, email, state);
  expect(back.origin + back.pathname).toBe(REDIRECT);
  expect(back.searchParams.get('error')).toBeNull();
  expect(back.searchParams.get('state')).toBe(state);
  return { code: back.searchParams.get('code')!, state };
}

describe('kakao adapter', () => {
  it('builds the authorize URL Kakao expects', () => {
    const url = new URL(kakaoProvider(configFor(kakao)).authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: kakao.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 's',
    });
  });

  it('asks for the e-mail only when the app is a Biz App (KOE205 otherwise)', () => {
    const scope = (bizApp: boolean) =>
      new URL(
        kakaoProvider(configFor(kakao, { bizApp })).authorizeUrl({ state: 's', redirectUri: REDIRECT }),
      ).searchParams.get('scope');
    expect(scope(false)).toBe('profile_nickname,profile_image');
    expect(scope(true)).toBe('profile_nickname,profile_image,account_email');
  });

  it('signs in without an e-mail on an app that is not a Biz App (the default)', async () => {
    const provider = kakaoProvider(configFor(kakao));
    const { code, state } = await codeFor(provider, 'plain@example.com');
    expect(await provider.fetchProfile({ code, state, redirectUri: REDIRECT })).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email: null,
      emailVerified: false,
      displayName: '빛나',
      photoUrl: null,
    });
  });

  it('is refused with KOE205, as by Kakao, when it asks for the e-mail of an app that is not a Biz App', async () => {
    const provider = kakaoProvider(configFor(kakao, { bizApp: true }));
    const back = await consent(provider, 'k@example.com', 'state-koe205');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('error_description')).toMatch(/^KOE205.*account_email/);
  });

  it('exchanges the code (form POST) and maps the numeric id and kakao_account', async () => {
    const provider = kakaoProvider(configFor(kakaoBiz, { bizApp: true }));
    const { code, state } = await codeFor(provider, 'k@example.com');
    const profile = await provider.fetchProfile({ code, state, redirectUri: REDIRECT });
    expect(profile).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email: 'k@example.com',
      emailVerified: true,
      displayName: '빛나',
      photoUrl: null,
    });
    const token = kakaoBiz.requests.find((r) => r.path === '/oauth/token')!;
    expect(token.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(token.form.get('grant_type')).toBe('authorization_code');
    const me = kakaoBiz.requests.find((r) => r.path === '/v2/user/me')!;
    expect(me.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it('fails on a reused code', async () => {
    const provider = kakaoProvider(configFor(kakao));
    const { code, state } = await codeFor(provider, 'k2@example.com');
    await provider.fetchProfile({ code, state, redirectUri: REDIRECT });
    await expect(provider.fetchProfile({ code, state, redirectUri: REDIRECT })).rejects.toThrow(
      /kakao token failed: HTTP 400/,
    );
  });
});

describe('kakao unlink', () => {
  it('L2 — unlinks the member with the Admin key (target_id_type=user_id)', async () => {
    const provider = kakaoProvider({ ...configFor(kakao), adminKey: kakao.adminKey });
    expect(await provider.unlink('1234567890')).toBe('unlinked');
    expect(kakao.unlinks.at(-1)).toEqual({ memberId: '1234567890', by: 'admin_key' });
    const request = kakao.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`KakaoAK ${kakao.adminKey}`);
    expect(Object.fromEntries(request.form)).toEqual({ target_id_type: 'user_id', target_id: '1234567890' });
  });

  it('L2 — skips without an Admin key, and reports a refusal as a provider error', async () => {
    const count = kakao.unlinks.length;
    expect(await kakaoProvider(configFor(kakao)).unlink('1')).toBe('skipped');
    await expect(kakaoProvider({ ...configFor(kakao), adminKey: 'wrong' }).unlink('1')).rejects.toMatchObject(
      {
        name: 'SocialProviderError',
        step: 'unlink',
      },
    );
    expect(kakao.unlinks.length).toBe(count);
  });

  it('Naver needs no call: we keep no Naver token to delete', async () => {
    const count = naver.requests.length;
    expect(await naverProvider(configFor(naver)).unlink('nv-1')).toBe('skipped');
    expect(naver.requests.length).toBe(count);
  });
});

describe('naver adapter', () => {
  it('exchanges the code with secret and state and maps response.id', async () => {
    const provider = naverProvider(configFor(naver));
    const { code, state } = await codeFor(provider, 'n@example.com');
    const profile = await provider.fetchProfile({ code, state, redirectUri: REDIRECT });
    expect(profile).toMatchObject({ email: 'n@example.com', emailVerified: false, displayName: '빛나' });
    expect(profile.id).toMatch(/^nv-/);
  });

  it('treats Naver’s HTTP 200 error body as a failure', async () => {
    const provider = naverProvider(configFor(naver, { clientSecret: 'wrong' }));
    const { code, state } = await codeFor(provider, 'n2@example.com');
    await expect(provider.fetchProfile({ code, state, redirectUri: REDIRECT })).rejects.toThrow(
      /naver token failed: invalid_client/,
    );
  });
});
