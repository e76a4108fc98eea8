// What the provider selection is and what it lacks, for /health. Each port picks its adapter from the same
// settings in providers/<kind>/index.ts (payments, ai) and features/auth/social-sign-in.ts (Kakao, Naver).
import type { Settings } from './config';

export interface ProviderReport {
  providers: Settings['providers'];
  social: { google: boolean; kakao: boolean; naver: boolean };
  /** Settings a selected provider needs but does not have: the service runs degraded. */
  problems: string[];
}

const needs: Array<[(s: Settings) => boolean, (s: Settings) => boolean, string]> = [
  [
    (s) => s.providers.payments === 'toss',
    (s) => !!s.toss.secretKey && !!s.toss.clientKey,
    'PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY',
  ],
  [(s) => s.providers.studio === 'fal', (s) => !!s.fal.key, 'STUDIO_PROVIDER=fal needs FAL_KEY'],
  [
    (s) => s.providers.vision === 'gemini',
    (s) => !!s.gemini.key,
    'VISION_PROVIDER=gemini needs GEMINI_API_KEY',
  ],
  [
    (s) => s.providers.edit === 'ideogram',
    (s) => !!s.ideogram.key,
    'EDIT_PROVIDER=ideogram needs IDEOGRAM_API_KEY',
  ],
];

export function describeProviders(s: Settings): ProviderReport {
  return {
    providers: s.providers,
    social: {
      google: true, // Firebase Auth's own provider: configured in the Firebase console, nothing to hold here.
      kakao: !!s.kakao.clientId && !!s.kakao.clientSecret,
      naver: !!s.naver.clientId && !!s.naver.clientSecret,
    },
    problems: needs.filter(([selected, ok]) => selected(s) && !ok(s)).map(([, , message]) => message),
  };
}
