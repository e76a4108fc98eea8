// A fake Naver Login (nid + openapi on one port): GET /oauth2.0/authorize shows a consent page; POST
// /oauth2.0/token needs client_secret and answers errors with HTTP 200 {error, error_description} as Naver
// does; GET /v1/nid/me returns {resultcode: '00', message: 'success', response: {id, email, nickname}}.
import { startOAuthFake } from './oauth-fake.mjs';

/** @type {import('./oauth-fake.mjs').OAuthDialect} */
const naver = {
  authorizePath: '/oauth2.0/authorize',
  secretRequired: true,
  tokenPath: '/oauth2.0/token',
  profilePath: '/v1/nid/me',
  title: '네이버 아이디로 로그인 (테스트)',
  accent: '#03c75a',
  tokenError: (code, description) => ({ status: 200, body: { error: code, error_description: description } }),
  // Naver's token request carries the state of the authorize request.
  checkTokenRequest: (form, grant) => (form.get('state') === grant.state ? null : 'state mismatch'),
  profile: (a) => ({
    resultcode: '00',
    message: 'success',
    response: { id: `nv-${a.id}`, email: a.email, nickname: a.nickname, name: a.nickname },
  }),
  profileError: () => ({ status: 401, body: { resultcode: '024', message: 'Authentication failed' } }),
};

/** @param {{ port?: number, clientId?: string, clientSecret?: string }} [options] */
export const startFakeNaver = (options) => startOAuthFake(naver, options);
