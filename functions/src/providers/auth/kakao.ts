// Kakao Login, REST API (https://developers.kakao.com/docs/latest/kakaologin/rest-api).
// authorize: GET {kauth}/oauth/authorize; token: POST {kauth}/oauth/token (form); user: GET {kapi}/v2/user/me;
// unlink: POST {kapi}/v1/user/unlink, with the user's access token or, as here (we keep no Kakao token), the
// app's Admin key (`Authorization: KakaoAK <key>`, form target_id_type=user_id&target_id=<member id>) → {id}.
// The member id is a number; email and nickname are present only when the user consented, so every profile field
// is optional except the id. Kakao refuses the whole authorize request (KOE205) when its scope names a consent
// item the app has not enabled, and the e-mail item exists only on a business-verified Biz App: account_email is
// asked for only when the settings say the app is one (KAKAO_BIZ_APP). Without it the member signs in with no
// e-mail, as a Naver member whose address is unverified does.
import { getJson, postForm, str } from './oauth-http';
import { SocialProviderError, type OAuthClientConfig, type SocialProvider } from './port';

/** The consent items sign-in asks for (comma-separated in the URL, as Kakao documents). */
export const kakaoScope = (cfg: Pick<OAuthClientConfig, 'bizApp'>) => [
  'profile_nickname',
  'profile_image',
  ...(cfg.bizApp ? ['account_email'] : []),
];

export function kakaoProvider(cfg: OAuthClientConfig): SocialProvider {
  return {
    id: 'kakao',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL('/oauth/authorize', cfg.authBaseUrl);
      url.search = new URLSearchParams({
        client_id: cfg.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: kakaoScope(cfg).join(','),
        state,
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, redirectUri }) {
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        client_id: cfg.clientId,
        redirect_uri: redirectUri,
        code,
      };
      // The secret is optional at Kakao (an app setting); send it when we have one.
      if (cfg.clientSecret) form.client_secret = cfg.clientSecret;
      const token = await postForm(cfg, 'kakao', new URL('/oauth/token', cfg.authBaseUrl).toString(), form);
      const accessToken = str(token.access_token);
      if (!accessToken) throw new SocialProviderError('kakao', 'token', 'no access_token');

      const me = await getJson(cfg, 'kakao', new URL('/v2/user/me', cfg.apiBaseUrl).toString(), accessToken);
      if (typeof me.id !== 'number' && typeof me.id !== 'string') {
        throw new SocialProviderError('kakao', 'profile', 'no id');
      }
      const account = (me.kakao_account ?? {}) as Record<string, unknown>;
      const profile = (account.profile ?? {}) as Record<string, unknown>;
      return {
        id: String(me.id),
        email: str(account.email),
        emailVerified: account.is_email_valid === true && account.is_email_verified === true,
        displayName: str(profile.nickname),
        photoUrl: profile.is_default_image === true ? null : str(profile.profile_image_url),
      };
    },
    async unlink(memberId) {
      if (!cfg.adminKey) return 'skipped';
      const body = await postForm(
        cfg,
        'kakao',
        new URL('/v1/user/unlink', cfg.apiBaseUrl).toString(),
        { target_id_type: 'user_id', target_id: memberId },
        { step: 'unlink', authorization: `KakaoAK ${cfg.adminKey}` },
      );
      if (String(body.id) !== memberId) throw new SocialProviderError('kakao', 'unlink', 'unexpected id');
      return 'unlinked';
    },
  };
}
