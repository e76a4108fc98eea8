// The composition root: the one place that turns settings into adapters. Each provider switch is one row of
// SWITCHES (what selects it, what it needs to be ready); a selected provider that is not ready falls back to
// the offline one, and /health reports it from the same row. Routes get the result through the app's
// dependencies (`deps.providers()`), never from config.ts, so tests can inject adapters without settings.
import type { Settings } from './config';
import type { CheckoutConfig } from './contracts';
import {
  falInstantEditor,
  geminiInstantEditor,
  ideogramEditor,
  localEditor,
  localInstantEditor,
  type InstantEditor,
  type PhotoEditor,
} from './providers/ai';
import {
  socialAdapter,
  type OAuthClientConfig,
  type SocialProvider,
  type SocialProviderId,
} from './providers/auth';
import {
  createTossGateway,
  sandboxGateway,
  type PaymentGateway,
  type SandboxGateway,
} from './providers/payments';

interface Switch {
  selected(s: Settings): boolean;
  ready(s: Settings): boolean;
  /** Reported when selected but not ready. */
  problem: string;
}

const SWITCHES = {
  // Toss needs both keys; a half-configured Toss falls back to the sandbox, so the browser (GET
  // /payments/config) and the server always agree on the gateway.
  toss: {
    selected: (s) => s.providers.payments === 'toss',
    ready: (s) => !!s.toss.secretKey && !!s.toss.clientKey,
    problem: 'PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY',
  },
  ideogram: {
    selected: (s) => s.providers.edit === 'ideogram',
    ready: (s) => !!s.ideogram.key,
    problem: 'EDIT_PROVIDER=ideogram needs IDEOGRAM_API_KEY',
  },
  gemini: {
    selected: (s) => s.instant.provider === 'gemini',
    ready: (s) => !!s.gemini.key,
    problem: 'INSTANT_PROVIDER=gemini needs GEMINI_API_KEY',
  },
  fal: {
    selected: (s) => s.instant.provider === 'fal',
    ready: (s) => !!s.fal.key,
    problem: 'INSTANT_PROVIDER=fal needs FAL_KEY',
  },
} satisfies Record<string, Switch>;

const active = (sw: Switch, s: Settings) => sw.selected(s) && sw.ready(s);

// Social sign-in is on with a client id (Kakao's client secret is optional at Kakao); it is reported as
// configured only with the secret too, which Naver requires and our setup guide asks for both.
const socialOn = (c: OAuthClientConfig) => !!c.clientId;
const socialComplete = (c: OAuthClientConfig) => socialOn(c) && !!c.clientSecret;

export interface ProviderReport {
  providers: Settings['providers'];
  social: { google: boolean; kakao: boolean; naver: boolean };
  /** Settings a selected provider needs but does not have: the service runs degraded. */
  problems: string[];
}

export function describeProviders(s: Settings): ProviderReport {
  return {
    providers: s.providers,
    social: {
      google: true, // Firebase Auth's own provider: configured in the Firebase console, nothing to hold here.
      kakao: socialComplete(s.kakao),
      naver: socialComplete(s.naver),
    },
    problems: Object.values(SWITCHES)
      .filter((sw) => sw.selected(s) && !sw.ready(s))
      .map((sw) => sw.problem),
  };
}

/** The adapters serving one request, and the facts about the deployment that routes need. */
export interface Providers {
  payments: PaymentGateway;
  /** What the browser needs to open the payment window (GET /payments/config). */
  checkout: CheckoutConfig;
  /** The sandbox checkout, only while it is the active gateway. */
  sandbox: SandboxGateway | null;
  editor: PhotoEditor;
  /** Instant preset edits (the local engine refuses the looks it cannot make). */
  instantEditor: InstantEditor;
  /** The sign-in adapter, or null when that provider is off. */
  social(id: SocialProviderId): SocialProvider | null;
  /** Public origin of the web app, for redirects. */
  publicBaseUrl: string;
  emulated: boolean;
  report(): ProviderReport;
}

export function providersFor(s: Settings): Providers {
  const toss = active(SWITCHES.toss, s);
  const sandbox = toss ? null : sandboxGateway();
  return {
    payments: sandbox ?? createTossGateway({ secretKey: s.toss.secretKey, baseUrl: s.toss.baseUrl }),
    checkout: toss
      ? { provider: 'toss', clientKey: s.toss.clientKey }
      : { provider: 'sandbox', clientKey: null },
    sandbox,
    editor: active(SWITCHES.ideogram, s)
      ? ideogramEditor({ apiKey: s.ideogram.key, baseUrl: s.ideogram.baseUrl })
      : localEditor(),
    instantEditor: instantEditorFor(s),
    social: (id) => (socialOn(s[id]) ? socialAdapter(id, s[id]) : null),
    publicBaseUrl: s.publicBaseUrl,
    emulated: s.emulated,
    report: () => describeProviders(s),
  };
}

function instantEditorFor(s: Settings): InstantEditor {
  if (active(SWITCHES.gemini, s))
    return geminiInstantEditor({ apiKey: s.gemini.key, baseUrl: s.gemini.baseUrl, model: s.gemini.model });
  if (active(SWITCHES.fal, s)) return falInstantEditor(s.fal);
  return localInstantEditor();
}
