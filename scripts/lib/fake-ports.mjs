// Fixed loopback ports for the fake provider servers in tests/fakes/. `npm test` points the functions at them
// (the Functions emulator reads its settings once, at start), and each test starts the fake it needs on its
// port with startFakeServer(handler, { port: fakePort('toss') }). Suites run one file at a time, so a port is
// never taken twice.
export const FAKE_PORTS = { toss: 9411, kakao: 9412, naver: 9413, ideogram: 9414, gemini: 9415, fal: 9416 };

const url = (name) => `http://127.0.0.1:${FAKE_PORTS[name]}`;

/**
 * The OAuth clients the fake Kakao and Naver servers accept (tests/fakes/kakao.mjs, naver.mjs). The fake Kakao app
 * of the emulator suites is a Biz App (KAKAO_BIZ_APP=true below), so sign-in there asks for and keeps the e-mail;
 * the default, an app without the e-mail item, is tested against the adapter (providers/auth/social.test.ts).
 */
export const FAKE_OAUTH_CLIENTS = {
  kakao: {
    clientId: 'fake-kakao-rest-api-key',
    clientSecret: 'fake-kakao-client-secret',
    adminKey: 'fake-kakao-admin-key',
    bizApp: true,
  },
  naver: { clientId: 'fake-naver-client-id', clientSecret: 'fake-naver-client-secret' },
};

/** Settings that send Kakao or Naver sign-in to its fake (used by `npm test`, and by `npm start` without keys). */
export function fakeSocialEnv(name) {
  const prefix = name.toUpperCase();
  return {
    [`${prefix}_AUTH_BASE_URL`]: url(name),
    [`${prefix}_API_BASE_URL`]: url(name),
    [`${prefix}_CLIENT_ID`]: FAKE_OAUTH_CLIENTS[name].clientId,
    [`${prefix}_CLIENT_SECRET`]: FAKE_OAUTH_CLIENTS[name].clientSecret,
    // Kakao unlinks a member at account deletion with the app's Admin key.
    ...(FAKE_OAUTH_CLIENTS[name].adminKey
      ? { [`${prefix}_ADMIN_KEY`]: FAKE_OAUTH_CLIENTS[name].adminKey }
      : {}),
    ...(FAKE_OAUTH_CLIENTS[name].bizApp ? { [`${prefix}_BIZ_APP`]: 'true' } : {}),
  };
}

/**
 * The keys the fake Gemini and fal servers accept (tests/fakes/gemini.ts FAKE_GEMINI_KEY, fal.ts FAKE_FAL_KEY),
 * so an instant job started with either provider runs against its fake in the emulators. Selecting a provider
 * stays INSTANT_PROVIDER's job (local by default).
 */
export const FAKE_AI_KEYS = { GEMINI_API_KEY: 'test-gemini-key', FAL_KEY: 'fake-key-id:fake-key-secret' };

/** Settings that send every provider adapter to its fake. */
export function fakeProviderEnv() {
  return {
    TOSS_API_BASE_URL: url('toss'),
    IDEOGRAM_API_BASE_URL: url('ideogram'),
    GEMINI_API_BASE_URL: url('gemini'),
    FAL_QUEUE_API_BASE_URL: url('fal'),
    FAL_REST_API_BASE_URL: url('fal'),
    FAL_WEBHOOK_JWKS_URL: `${url('fal')}/.well-known/jwks.json`,
    ...FAKE_AI_KEYS,
    ...fakeSocialEnv('kakao'),
    ...fakeSocialEnv('naver'),
  };
}
