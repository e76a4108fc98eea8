// The composition root: the one place that turns settings into adapters. Each provider switch is one row of
// SWITCHES (what selects it, what it needs to be ready); a selected provider that is not ready falls back to
// the offline one, and /health reports it from the same row. Payments are the exception: they fail closed, and
// so do the instant and studio lines (`enginesFor`): the local engine stands in for AI only in the emulators or
// a demo- project that allows it (ALLOW_LOCAL_ENGINE); elsewhere a line without an AI provider is not sold.
// `paymentsModeFor` decides once which gateway serves (the sandbox only in the emulators or an allowed demo-
// project; Toss only with a matching key pair, live keys outside the emulators unless PAYMENTS_TEST_MODE),
// and the gateway, the checkout config and /health all follow that one answer. Routes get the result through
// the app's dependencies (`deps.providers()`), never from config.ts, so tests can inject adapters.
import type { SecretName, Settings } from './config';
import type { CheckoutConfig, Engines, PaymentsMode, StudioProviderName } from './contracts';
import { runEngine } from './imaging/engine';
import {
  falInstantEditor,
  falStudioGenerator,
  falStudioTrainer,
  localStudioGenerator,
  localStudioTrainer,
  type FalStudioTrainer,
  type StudioTrainer,
  geminiAnalyzer,
  geminiGenerator,
  geminiInstantEditor,
  ideogramEditor,
  type ImageAnalyzer,
  type ImageGenerator,
  localEditor,
  localInstantEditor,
  type FalInstantEditor,
  type FalStudioGenerator,
  type InstantEditor,
  type PhotoEditor,
  type StudioGenerator,
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

/**
 * A secret counts as configured when it has a value, or when this function does not bind it: another function
 * holds it (e.g. the AI keys live in `imaging`), and the function that binds it judges it.
 */
const configured = (s: Settings, name: SecretName, value: string) => !s.binds(name) || value !== '';

const SWITCHES = {
  ideogram: {
    selected: (s) => s.providers.edit === 'ideogram',
    ready: (s) => configured(s, 'IDEOGRAM_API_KEY', s.ideogram.key),
    problem: 'EDIT_PROVIDER=ideogram needs IDEOGRAM_API_KEY',
  },
  gemini: {
    selected: (s) => s.providers.instant === 'gemini',
    ready: (s) => configured(s, 'GEMINI_API_KEY', s.gemini.key),
    problem: 'INSTANT_PROVIDER=gemini needs GEMINI_API_KEY',
  },
  fal: {
    selected: (s) => s.providers.instant === 'fal',
    ready: (s) => configured(s, 'FAL_KEY', s.fal.key),
    problem: 'INSTANT_PROVIDER=fal needs FAL_KEY',
  },
  // The Gemini tools: otherwise analysis is the local engine's report and image generation answers 503
  // (DESIGN §5).
  geminiTools: {
    selected: (s) => s.providers.tools === 'gemini',
    ready: (s) => configured(s, 'GEMINI_API_KEY', s.gemini.key),
    problem:
      'TOOLS_PROVIDER=gemini needs GEMINI_API_KEY (analysis runs on the local engine, generation is off)',
  },
  // ---- the studio line: fal LoRA training and flux-lora, else the local reference set and headshots ----
  studio: {
    selected: (s) => s.providers.studio === 'fal',
    ready: (s) => configured(s, 'FAL_KEY', s.fal.key),
    problem: 'STUDIO_PROVIDER=fal needs FAL_KEY',
  },
} satisfies Record<string, Switch>;

const active = (sw: Switch, s: Settings) => sw.selected(s) && sw.ready(s);

// PaymentsMode: the offline sandbox (no money moves), Toss with test keys (no money moves either), Toss with
// live keys, or none (payment routes answer 503 payments.unavailable).

/** The key family of a Toss key: per-API (ck/sk) or payment widget (gck/gsk), test or live. */
const tossKey = (key: string, kind: 'client' | 'secret') => {
  const m = (kind === 'client' ? /^(test|live)_(g?)ck_./ : /^(test|live)_(g?)sk_./).exec(key);
  return m ? { env: m[1] as 'test' | 'live', widget: m[2] === 'g' } : null;
};

/** The payment mode and, when it is not what the operator selected, why. Decided here and nowhere else. */
export function paymentsModeFor(s: Settings): { mode: PaymentsMode; problems: string[] } {
  // The sandbox grants credits for nothing: the emulators, or a demo- project that asks for it explicitly.
  const demoProject = s.projectId.startsWith('demo-');
  const sandboxAllowed = s.emulated || (s.payments.allowSandbox && demoProject);
  const problems: string[] = [];
  if (s.payments.allowSandbox && !demoProject && !s.emulated) {
    problems.push('ALLOW_SANDBOX_PAYMENTS=true is refused outside demo- projects');
  }
  const offline = (): PaymentsMode => (sandboxAllowed ? 'sandbox' : 'unavailable');

  if (s.providers.payments !== 'toss') {
    if (!sandboxAllowed) {
      problems.push('payments are off: set PAYMENTS_PROVIDER=toss with TOSS_CLIENT_KEY and TOSS_SECRET_KEY');
    }
    return { mode: offline(), problems };
  }
  // Only the payments function binds the secret key (config.ts FUNCTION_SECRETS, review M6); the others
  // judge the mode by the client key alone, and the payments function checks the pair before it charges.
  if (!configured(s, 'TOSS_SECRET_KEY', s.toss.secretKey) || !s.toss.clientKey) {
    problems.push('PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY');
    return { mode: offline(), problems };
  }
  const client = tossKey(s.toss.clientKey, 'client');
  const secret = s.binds('TOSS_SECRET_KEY') ? tossKey(s.toss.secretKey, 'secret') : client;
  // The v1 payment window takes only per-API keys; a widget pair would pass a pair check and fail in the browser.
  if (client?.widget || secret?.widget) {
    problems.push(
      'TOSS_CLIENT_KEY/TOSS_SECRET_KEY are payment-widget keys (gck/gsk): the payment window needs the ' +
        'per-API keys (ck/sk) from the API keys page of the Toss developer center',
    );
    return { mode: offline(), problems };
  }
  if (!client || !secret || client.env !== secret.env) {
    problems.push(
      'TOSS_CLIENT_KEY and TOSS_SECRET_KEY must be one pair (test_ck_/test_sk_ or live_ck_/live_sk_)',
    );
    return { mode: offline(), problems };
  }
  if (secret.env === 'live') return { mode: 'toss-live', problems };
  // Test keys approve payments that carry no money: development, or a deliberate test deployment.
  if (s.emulated || s.payments.testMode) return { mode: 'toss-test', problems };
  problems.push('Toss test keys are refused outside the emulators unless PAYMENTS_TEST_MODE=true');
  return { mode: 'unavailable', problems };
}

// Social sign-in is on with a client id (Kakao's client secret is optional at Kakao); it is reported as
// configured only with the secret too, which Naver requires and our setup guide asks for both.
const socialOn = (c: OAuthClientConfig) => !!c.clientId;
const socialComplete = (c: OAuthClientConfig) => socialOn(c) && !!c.clientSecret;

/** Whether the local engine may stand in for AI: the emulators, or a demo- project that asks for it. */
const localEngineAllowed = (s: Settings) =>
  s.emulated || (s.allowLocalEngine && s.projectId.startsWith('demo-'));

/** What makes each line's pictures (contracts' EngineMode), and the problems to report. */
export function enginesFor(s: Settings): { engines: Engines; problems: string[] } {
  const problems: string[] = [];
  if (s.allowLocalEngine && !s.emulated && !s.projectId.startsWith('demo-'))
    problems.push('ALLOW_LOCAL_ENGINE=true is refused outside demo- projects');
  const mode = (ai: boolean, line: string) => {
    if (ai) return 'ai' as const;
    if (localEngineAllowed(s)) return 'local' as const;
    problems.push(`no AI provider for the ${line} line: it is not sold (503 ai.unavailable)`);
    return 'unavailable' as const;
  };
  const instant = mode(active(SWITCHES.gemini, s) || active(SWITCHES.fal, s), 'instant');
  const studio = mode(active(SWITCHES.studio, s), 'studio');
  return { engines: { instant, studio }, problems };
}

export interface ProviderReport {
  providers: Settings['providers'];
  paymentsMode: PaymentsMode;
  engines: Engines;
  social: { google: boolean; kakao: boolean; naver: boolean };
  /** Who serves the Gemini tools: Gemini with a key, else local analysis and no image generation. */
  tools: { analysis: 'gemini' | 'local'; imageGeneration: 'gemini' | 'unavailable' };
  /** The model ids the adapters ask for (retired ids fail every call: compare with the providers' pages). */
  models: {
    geminiImage: string;
    geminiText: string;
    falInstant: string;
    falTraining: string;
    falGeneration: string;
  };
  /** Settings a selected provider needs but does not have: the service runs degraded. */
  problems: string[];
}

export function describeProviders(s: Settings, payments = paymentsModeFor(s)): ProviderReport {
  const engines = enginesFor(s);
  return {
    providers: s.providers,
    paymentsMode: payments.mode,
    engines: engines.engines,
    social: {
      google: true, // Firebase Auth's own provider: configured in the Firebase console, nothing to hold here.
      kakao: socialComplete(s.kakao),
      naver: socialComplete(s.naver),
    },
    tools: {
      analysis: geminiToolsOn(s) ? 'gemini' : 'local',
      imageGeneration: geminiToolsOn(s) ? 'gemini' : 'unavailable',
    },
    models: {
      geminiImage: s.gemini.model,
      geminiText: s.gemini.textModel,
      falInstant: s.fal.model,
      falTraining: s.fal.trainingModel,
      falGeneration: s.fal.generationModel,
    },
    problems: [
      ...payments.problems,
      ...engines.problems,
      ...Object.values(SWITCHES)
        .filter((sw) => sw.selected(s) && !sw.ready(s))
        .map((sw) => sw.problem),
    ],
  };
}

/** The adapters serving one request, and the facts about the deployment that routes need. */
export interface Providers {
  /** Which gateway serves payments; 'unavailable' leaves `payments` and `checkout` null. */
  paymentsMode: PaymentsMode;
  /** What makes each line's pictures; an 'unavailable' line is neither sold nor started (requireEngine). */
  engines: Engines;
  payments: PaymentGateway | null;
  /** What the browser needs to open the payment window (GET /payments/config). */
  checkout: CheckoutConfig | null;
  /** The sandbox checkout, only while it is the active gateway. */
  sandbox: SandboxGateway | null;
  editor: PhotoEditor;
  /** Instant preset edits (the local engine refuses the looks it cannot make). */
  instantEditor: InstantEditor;
  /** Studio training: fal LoRA training, or the local reference set (offline). */
  studioTrainer: StudioTrainer;
  /** Studio generation: fal flux-lora, or headshots composed from the reference set (offline). */
  studioGenerator: StudioGenerator;
  /**
   * The adapter of a job line's named provider, whatever is selected now: a job is finished by the provider it
   * was started with (triggers, webhooks, the reconcile, the owner's cancel).
   */
  jobPort<K extends JobKind>(line: K, provider: string): JobPort<K>;
  /** fal's webhook side: a line's fal adapter reading deliveries, and the JWKS their signatures are checked against. */
  falWebhook: { port<K extends JobKind>(line: K): FalJobPort<K>; jwksUrl: string };
  /** Gemini analysis (null: the route runs the local engine) and image generation (null: 503). */
  geminiTools: { analyzer: ImageAnalyzer | null; generator: ImageGenerator | null };
  /** The sign-in adapter, or null when that provider is off. */
  social(id: SocialProviderId): SocialProvider | null;
  /** Public origin of the web app, for redirects. */
  publicBaseUrl: string;
  emulated: boolean;
  report(): ProviderReport;
}

export function providersFor(s: Settings): Providers {
  const payments = paymentsModeFor(s);
  const paymentsMode = payments.mode;
  const toss = paymentsMode === 'toss-test' || paymentsMode === 'toss-live';
  const sandbox = paymentsMode === 'sandbox' ? sandboxGateway() : null;
  return {
    paymentsMode,
    engines: enginesFor(s).engines,
    payments: toss ? createTossGateway({ secretKey: s.toss.secretKey, baseUrl: s.toss.baseUrl }) : sandbox,
    checkout: toss
      ? { provider: 'toss', clientKey: s.toss.clientKey }
      : sandbox
        ? { provider: 'sandbox', clientKey: null }
        : null,
    sandbox,
    editor: active(SWITCHES.ideogram, s)
      ? ideogramEditor({ apiKey: s.ideogram.key, baseUrl: s.ideogram.baseUrl })
      : localEditor(),
    instantEditor: instantEditorFor(s),
    studioTrainer: JOB_PORTS.training[studioSelected(s)](s),
    studioGenerator: JOB_PORTS.generation[studioSelected(s)](s),
    jobPort: (line, provider) => {
      const make = (JOB_PORTS[line] as unknown as Record<string, (s: Settings) => JobPort<typeof line>>)[
        provider
      ];
      if (!make) throw new Error(`no ${line} provider named ${provider}`);
      return make(s);
    },
    falWebhook: { port: (line) => JOB_PORTS[line].fal(s) as FalJobPort<typeof line>, jwksUrl: s.fal.jwksUrl },
    geminiTools: geminiToolsFor(s),
    social: (id) => (socialOn(s[id]) ? socialAdapter(id, s[id]) : null),
    publicBaseUrl: s.publicBaseUrl,
    emulated: s.emulated,
    report: () => describeProviders(s, payments),
  };
}

function instantEditorFor(s: Settings): InstantEditor {
  if (active(SWITCHES.gemini, s)) return JOB_PORTS.instant.gemini(s);
  if (active(SWITCHES.fal, s)) return JOB_PORTS.instant.fal(s);
  return JOB_PORTS.instant.local();
}

const geminiToolsOn = (s: Settings) => active(SWITCHES.geminiTools, s);

function geminiToolsFor(s: Settings): Providers['geminiTools'] {
  if (!geminiToolsOn(s)) return { analyzer: null, generator: null };
  const base = { apiKey: s.gemini.key, baseUrl: s.gemini.baseUrl };
  return {
    analyzer: geminiAnalyzer({ ...base, model: s.gemini.textModel }),
    generator: geminiGenerator({ ...base, model: s.gemini.model }),
  };
}

// ---- the studio line ----
const studioSelected = (s: Settings): StudioProviderName => (active(SWITCHES.studio, s) ? 'fal' : 'local');

// fal trains on the photos and, next to them, their aligned face crops (more weight on the face): the upload
// gate's, or the engine's for a session made before the gate kept them.
const alignedCrops = async (images: Buffer[]) => (await runEngine('referenceSet', { images })).crops;
const falTrainer = (s: Settings) =>
  falStudioTrainer({ ...s.fal, model: s.fal.trainingModel }, { alignedCrops });

/**
 * Each job line's adapters by provider name: the one table the triggers, schedules, webhooks and cancels take
 * a job's own provider from (a job is finished by the provider it was started with).
 */
const JOB_PORTS = {
  instant: {
    gemini: (s: Settings) =>
      geminiInstantEditor({ apiKey: s.gemini.key, baseUrl: s.gemini.baseUrl, model: s.gemini.model }),
    fal: (s: Settings): FalInstantEditor => falInstantEditor(s.fal),
    local: (): InstantEditor => localInstantEditor(),
  },
  training: {
    fal: (s: Settings): FalStudioTrainer => falTrainer(s),
    local: (): StudioTrainer => localStudioTrainer(),
  },
  generation: {
    fal: (s: Settings): FalStudioGenerator => falStudioGenerator(s.fal),
    local: (): StudioGenerator => localStudioGenerator(),
  },
} satisfies Record<string, { fal: (s: Settings) => unknown } & Record<string, (s: Settings) => unknown>>;

export type JobKind = keyof typeof JOB_PORTS;
/** The port of a job line (what every provider of it answers). */
export type JobPort<K extends JobKind> = {
  instant: InstantEditor;
  training: StudioTrainer;
  generation: StudioGenerator;
}[K];
/** The line's fal adapter, which also reads webhook deliveries. */
export type FalJobPort<K extends JobKind> = ReturnType<(typeof JOB_PORTS)[K]['fal']>;
