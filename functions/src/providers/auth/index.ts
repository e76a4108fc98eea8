// The social sign-in adapters (Kakao, Naver). Which are on is decided in providers.ts.
import { kakaoProvider } from './kakao';
import { naverProvider } from './naver';
import type { OAuthClientConfig, SocialProvider, SocialProviderId } from './port';

export * from './port';

export const socialAdapter = (id: SocialProviderId, cfg: OAuthClientConfig): SocialProvider =>
  id === 'kakao' ? kakaoProvider(cfg) : naverProvider(cfg);
