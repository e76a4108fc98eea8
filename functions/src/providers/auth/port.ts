// The social sign-in port: one OAuth 2.0 authorization-code provider (Kakao, Naver). Speaks our own types;
// the adapters hold each provider's URLs, parameter names and response shapes.

export type SocialProviderId = 'kakao' | 'naver';
export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['kakao', 'naver'];

export interface SocialProfile {
  /** The provider's stable member id, as a string (Kakao sends a number). */
  id: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

export interface SocialProvider {
  readonly id: SocialProviderId;
  /** Where the browser goes to log in and consent. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code from the callback for an access token, then reads who signed in. */
  fetchProfile(input: { code: string; state: string; redirectUri: string }): Promise<SocialProfile>;
  /**
   * At account deletion: disconnects the member from our app at the provider. 'skipped' when there is nothing
   * we can or need to call; throws SocialProviderError when the provider refuses.
   */
  unlink(memberId: string): Promise<'unlinked' | 'skipped'>;
}

/** The provider answered with an error or an unexpected shape; the user sees the generic social failure. */
export class SocialProviderError extends Error {
  constructor(
    readonly provider: SocialProviderId,
    readonly step: 'token' | 'profile' | 'unlink',
    detail: string,
  ) {
    super(`${provider} ${step} failed: ${detail}`);
    this.name = 'SocialProviderError';
  }
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Kakao only: the app's Admin key, for unlinking a member by id. */
  adminKey?: string;
  /** Kakao only: the app is a Biz App with the e-mail consent item enabled, so sign-in may ask for it. */
  bizApp?: boolean;
  authBaseUrl: string;
  apiBaseUrl: string;
  /** Injected in tests; global fetch otherwise. */
  fetch?: typeof fetch;
}
