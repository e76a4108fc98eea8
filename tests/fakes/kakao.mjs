// A fake Kakao Login (kauth + kapi on one port): GET /oauth/authorize shows a consent page; POST /oauth/token
// answers as Kakao does (errors: HTTP 400/401 {error, error_description, error_code}); GET /v2/user/me returns
// the member with a numeric id and kakao_account {email, profile{nickname}}; POST /v1/user/unlink (the user's
// token, or `KakaoAK <admin key>` with target_id_type=user_id&target_id) answers {id} and is recorded.
// The fake app has the profile consent items enabled, and account_email only when started with `bizApp: true`
// (Kakao offers the e-mail item to business-verified apps only): an authorize request whose scope names an item
// the app has not enabled is refused with KOE205, redirected back with error=invalid_scope as Kakao's error
// redirect does, and nothing signs in. The member's e-mail is in /v2/user/me only when account_email was granted.
import { startOAuthFake } from './oauth-fake.mjs';

/** @type {import('./oauth-fake.mjs').OAuthDialect} */
const kakao = {
  authorizePath: '/oauth/authorize',
  secretRequired: false,
  tokenPath: '/oauth/token',
  profilePath: '/v2/user/me',
  unlinkPath: '/v1/user/unlink',
  title: '카카오계정으로 로그인 (테스트)',
  accent: '#fee500',
  tokenError: (code, description) => ({
    status: code === 'invalid_client' ? 401 : 400,
    body: {
      error: code,
      error_description: description,
      error_code: code === 'invalid_client' ? 'KOE010' : 'KOE320',
    },
  }),
  // Kakao checks that the redirect_uri of the token request is the one the code was issued for.
  checkTokenRequest: (form, grant) =>
    form.get('redirect_uri') === grant.redirectUri.split('?')[0] ? null : 'redirect_uri mismatch',
  consentItems: (bizApp) => ['profile_nickname', 'profile_image', ...(bizApp ? ['account_email'] : [])],
  scopeError: (items) => ({
    error: 'invalid_scope',
    error_description: `KOE205: consent items not set in the app: ${items.join(', ')}`,
  }),
  profile: (a, scope) => ({
    id: Number(a.id),
    connected_at: new Date().toISOString(),
    properties: { nickname: a.nickname },
    kakao_account: {
      profile_needs_agreement: false,
      profile: { nickname: a.nickname, is_default_image: true, is_default_nickname: false },
      ...(scope.includes('account_email')
        ? { email_needs_agreement: false, is_email_valid: true, is_email_verified: true, email: a.email }
        : {}),
    },
  }),
  profileError: () => ({ status: 401, body: { msg: 'this access token does not exist', code: -401 } }),
};

/** @param {{ port?: number, clientId?: string, clientSecret?: string, adminKey?: string, bizApp?: boolean }} [options] */
export const startFakeKakao = (options) => startOAuthFake(kakao, options);
