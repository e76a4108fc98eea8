// Naver Login (https://developers.naver.com/docs/login/api/api.md, profile: .../login/profile/profile.md).
// authorize: {nid}/oauth2.0/authorize (state required); token: {nid}/oauth2.0/token with client_secret and state;
// profile: GET {openapi}/v1/nid/me → {resultcode: '00', response: {id, email, nickname, name, profile_image}}.
// Naver answers token errors with HTTP 200 and {error, error_description}, so the body is checked, not only
// the status. Naver does not say whether an email is verified; we treat it as unverified.
// Unlinking: Naver deletes a grant with {nid}/oauth2.0/token?grant_type=delete&access_token=…, which needs the
// user's access token. We keep none (the token is used once, to read the profile, and dropped), so there is no
// grant on our side to delete and nothing to call at account deletion.
import { getJson, postForm, str } from './oauth-http';
import { SocialProviderError, type OAuthClientConfig, type SocialProvider } from './port';

export function naverProvider(cfg: OAuthClientConfig): SocialProvider {
  return {
    id: 'naver',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL('/oauth2.0/authorize', cfg.authBaseUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: cfg.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, state }) {
      const token = await postForm(cfg, 'naver', new URL('/oauth2.0/token', cfg.authBaseUrl).toString(), {
        grant_type: 'authorization_code',
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        code,
        state,
      });
      const accessToken = str(token.access_token);
      if (!accessToken) {
        throw new SocialProviderError('naver', 'token', str(token.error) ?? 'no access_token');
      }
      const me = await getJson(cfg, 'naver', new URL('/v1/nid/me', cfg.apiBaseUrl).toString(), accessToken);
      const profile = (me.response ?? {}) as Record<string, unknown>;
      const id = str(profile.id);
      if (me.resultcode !== '00' || !id) {
        throw new SocialProviderError('naver', 'profile', `resultcode ${String(me.resultcode)}`);
      }
      return {
        id,
        email: str(profile.email),
        emailVerified: false,
        displayName: str(profile.nickname) ?? str(profile.name),
        photoUrl: str(profile.profile_image),
      };
    },
    async unlink() {
      return 'skipped';
    },
  };
}
