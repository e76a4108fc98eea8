// Every setting and secret of the back end, declared once (firebase-functions params) with a description.
// Values are read only inside handlers (`settings()`), never at module load, so deploys can analyse the code.
// Defaults select the offline providers: the local imaging engine and the sandbox payment provider (which
// only the emulators, or a demo- project with ALLOW_LOCAL_ENGINE=true / ALLOW_SANDBOX_PAYMENTS=true, will
// actually serve: providers.ts).
import { defineSecret, defineString } from 'firebase-functions/params';
import { FUNCTIONS, type FunctionName } from './functions';

export const REGION = 'asia-northeast3';

const choice = <T extends string>(name: string, options: readonly T[], fallback: T, description: string) => ({
  param: defineString(name, {
    default: fallback,
    description,
    input: { select: { options: options.map((value) => ({ value })) } },
  }),
  options,
  fallback,
});

const text = (name: string, fallback: string, description: string) => ({
  param: defineString(name, { default: fallback, description }),
  fallback,
});

export const params = {
  paymentsProvider: choice(
    'PAYMENTS_PROVIDER',
    ['sandbox', 'toss'],
    'sandbox',
    'Payment gateway: the offline sandbox checkout or Toss Payments',
  ),
  editProvider: choice(
    'EDIT_PROVIDER',
    ['local', 'ideogram'],
    'local',
    'Photo edits with a character reference: local engine or Ideogram',
  ),
  allowSandboxPayments: text(
    'ALLOW_SANDBOX_PAYMENTS',
    'false',
    'true lets a deployed demo- project use the sandbox checkout (no money moves); refused on any other project',
  ),
  allowLocalEngine: text(
    'ALLOW_LOCAL_ENGINE',
    'false',
    'true lets a deployed demo- project sell and run instant presets and studio training on the local engine ' +
      '(labelled "not AI"); refused on any other project, where a line without an AI provider is not sold',
  ),
  paymentsTestMode: text(
    'PAYMENTS_TEST_MODE',
    'false',
    'true accepts Toss test keys (test_ck_/test_sk_) outside the emulators; otherwise live_ keys are required',
  ),
  instantProvider: choice(
    'INSTANT_PROVIDER',
    ['local', 'gemini', 'fal'],
    'local',
    'Instant preset edits: local engine (ID and business looks only), Gemini or fal',
  ),
  toolsProvider: choice(
    'TOOLS_PROVIDER',
    ['local', 'gemini'],
    'local',
    'Image analysis and generation pages: local engine (a measured photo report, no generation) or Gemini',
  ),
  studioProvider: choice(
    'STUDIO_PROVIDER',
    ['local', 'fal'],
    'local',
    'Studio line: local trainer and headshots from the reference set (offline), or fal LoRA training and flux-lora',
  ),
  tossClientKey: text(
    'TOSS_CLIENT_KEY',
    '',
    'Toss Payments per-API client key (test_ck_/live_ck_), given to the browser',
  ),
  tossApiBaseUrl: text(
    'TOSS_API_BASE_URL',
    'https://api.tosspayments.com',
    'Toss Payments API base URL (a fake in tests)',
  ),
  ideogramApiBaseUrl: text('IDEOGRAM_API_BASE_URL', 'https://api.ideogram.ai', 'Ideogram API base URL'),
  geminiApiBaseUrl: text(
    'GEMINI_API_BASE_URL',
    'https://generativelanguage.googleapis.com',
    'Gemini API base URL (a fake in tests)',
  ),
  // Gemini model defaults: current GA ids on the official deprecations page
  // (https://ai.google.dev/gemini-api/docs/deprecations, read 2026-11-27). gemini-2.5-flash-image was shut down on
  // 2026-10-02 and gemini-2.5-flash is deprecated. The page calls its dates "earliest possible": confirm the ids
  // with a live models.get before launch (docs/go-live.md); the fake Gemini answers 404 for retired ids.
  geminiImageModel: text(
    'GEMINI_IMAGE_MODEL',
    'gemini-3.1-flash-image',
    'Gemini model id for image edits and image generation (models are renamed and retired: check the Gemini docs)',
  ),
  geminiTextModel: text(
    'GEMINI_TEXT_MODEL',
    'gemini-3.5-flash',
    'Gemini text and vision model id for image analysis (models are renamed and retired: check the Gemini docs)',
  ),
  falQueueApiBaseUrl: text(
    'FAL_QUEUE_API_BASE_URL',
    'https://queue.fal.run',
    'fal queue API base URL (a fake in tests)',
  ),
  falRestApiBaseUrl: text(
    'FAL_REST_API_BASE_URL',
    'https://rest.fal.ai',
    'fal REST API base URL: storage uploads (a fake in tests)',
  ),
  falInstantModel: text(
    'FAL_INSTANT_MODEL',
    'fal-ai/flux-pro/kontext',
    'fal endpoint id for instant edits (flux-pro/kontext or a nano-banana edit)',
  ),
  falTrainingModel: text(
    'FAL_TRAINING_MODEL',
    'fal-ai/flux-lora-fast-training',
    'fal endpoint id for studio LoRA training',
  ),
  falGenerationModel: text(
    'FAL_GENERATION_MODEL',
    'fal-ai/flux-lora',
    'fal endpoint id for studio generation with a LoRA',
  ),
  falWebhookJwksUrl: text(
    'FAL_WEBHOOK_JWKS_URL',
    'https://rest.fal.ai/.well-known/jwks.json',
    'JWKS holding the keys fal signs webhooks with',
  ),
  kakaoClientId: text('KAKAO_CLIENT_ID', '', 'Kakao REST API key (empty disables Kakao sign-in)'),
  kakaoBizApp: text(
    'KAKAO_BIZ_APP',
    'false',
    'true only when the Kakao app is a business-verified Biz App with the e-mail consent item enabled: sign-in ' +
      'then asks for account_email (Kakao refuses the whole sign-in, KOE205, when asked for an item not enabled)',
  ),
  kakaoAuthBaseUrl: text(
    'KAKAO_AUTH_BASE_URL',
    'https://kauth.kakao.com',
    'Kakao OAuth host: authorize page and token endpoint (a fake in tests)',
  ),
  kakaoApiBaseUrl: text(
    'KAKAO_API_BASE_URL',
    'https://kapi.kakao.com',
    'Kakao API host serving /v2/user/me (a fake in tests)',
  ),
  naverClientId: text('NAVER_CLIENT_ID', '', 'Naver client id (empty disables Naver sign-in)'),
  naverAuthBaseUrl: text(
    'NAVER_AUTH_BASE_URL',
    'https://nid.naver.com',
    'Naver login host: authorize page and token endpoint (a fake in tests)',
  ),
  naverApiBaseUrl: text(
    'NAVER_API_BASE_URL',
    'https://openapi.naver.com',
    'Naver API host serving /v1/nid/me (a fake in tests)',
  ),
  publicBaseUrl: text(
    'PUBLIC_BASE_URL',
    'http://127.0.0.1:5050',
    'Public origin of the web app, for redirects and webhooks',
  ),
} as const;

export const secrets = {
  tossSecretKey: defineSecret('TOSS_SECRET_KEY'),
  ideogramApiKey: defineSecret('IDEOGRAM_API_KEY'),
  geminiApiKey: defineSecret('GEMINI_API_KEY'),
  falKey: defineSecret('FAL_KEY'),
  kakaoClientSecret: defineSecret('KAKAO_CLIENT_SECRET'),
  /** Kakao's Admin key: unlinks a member at account deletion (we keep no Kakao token to do it with). */
  kakaoAdminKey: defineSecret('KAKAO_ADMIN_KEY'),
  naverClientSecret: defineSecret('NAVER_CLIENT_SECRET'),
} as const;

const SECRET_BY_NAME = Object.fromEntries(Object.values(secrets).map((s) => [s.name, s])) as Record<
  SecretName,
  (typeof secrets)[keyof typeof secrets]
>;

/**
 * The secrets each deployed function binds, from the table of deployed functions (functions.ts; security review
 * M6): Cloud Functions injects a secret only into the functions that list it, so the Toss secret key lives in
 * `payments` and `paymentsReconcile` alone.
 */
export const FUNCTION_SECRETS = Object.fromEntries(
  Object.entries(FUNCTIONS).map(([name, row]) => [name, row.secrets.map((n) => SECRET_BY_NAME[n])]),
) as unknown as Record<FunctionName, ReadonlyArray<(typeof secrets)[keyof typeof secrets]>>;

/** Secret names, also read by the start and test scripts to prepare `functions/.secret.local`. */
export const SECRET_NAMES = Object.values(secrets).map((s) => s.name);
export type SecretName = (typeof secrets)[keyof typeof secrets]['name'];

/** Placeholder stored for a secret that is not configured (Secret Manager cannot hold empty values). */
export const UNSET = 'unset';

const readChoice = <T extends string>(c: {
  param: { value(): string };
  options: readonly T[];
  fallback: T;
}): T => {
  const v = c.param.value();
  return (c.options as readonly string[]).includes(v) ? (v as T) : c.fallback;
};
const readText = (t: { param: { value(): string }; fallback: string }) => t.param.value() || t.fallback;
/**
 * Whether the running function binds the secret. FUNCTION_TARGET names the function in Cloud Functions and in
 * the emulator (which would hand every function all of functions/.secret.local); outside them (tests, scripts)
 * the environment decides. A function reads a secret it does not bind as '' without calling value(), which
 * would log a warning on every request.
 */
const held = (s: { name: string }) => {
  const bound = (FUNCTION_SECRETS as Record<string, readonly { name: string }[]>)[
    process.env.FUNCTION_TARGET ?? ''
  ];
  return !bound || bound.some((b) => b.name === s.name);
};
const readSecret = (s: { name: string; value(): string }) => {
  if (!held(s)) return '';
  const v = s.value();
  return v && v !== UNSET ? v : '';
};

/** GCLOUD_PROJECT, else FIREBASE_CONFIG's projectId; '' when neither says (then nothing counts as demo-). */
function projectId(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown };
    return typeof config.projectId === 'string' ? config.projectId : '';
  } catch {
    return '';
  }
}

/** Typed view of the configuration for the current request. */
export function settings() {
  return {
    providers: {
      payments: readChoice(params.paymentsProvider),
      edit: readChoice(params.editProvider),
      instant: readChoice(params.instantProvider),
      studio: readChoice(params.studioProvider),
      tools: readChoice(params.toolsProvider),
    },
    payments: {
      allowSandbox: readText(params.allowSandboxPayments) === 'true',
      testMode: readText(params.paymentsTestMode) === 'true',
    },
    allowLocalEngine: readText(params.allowLocalEngine) === 'true',
    toss: {
      clientKey: readText(params.tossClientKey),
      secretKey: readSecret(secrets.tossSecretKey),
      baseUrl: readText(params.tossApiBaseUrl),
    },
    ideogram: {
      key: readSecret(secrets.ideogramApiKey),
      baseUrl: readText(params.ideogramApiBaseUrl),
    },
    gemini: {
      key: readSecret(secrets.geminiApiKey),
      baseUrl: readText(params.geminiApiBaseUrl),
      model: readText(params.geminiImageModel),
      textModel: readText(params.geminiTextModel),
    },
    fal: {
      key: readSecret(secrets.falKey),
      queueBaseUrl: readText(params.falQueueApiBaseUrl),
      restBaseUrl: readText(params.falRestApiBaseUrl),
      model: readText(params.falInstantModel),
      trainingModel: readText(params.falTrainingModel),
      generationModel: readText(params.falGenerationModel),
      jwksUrl: readText(params.falWebhookJwksUrl),
    },
    kakao: {
      clientId: readText(params.kakaoClientId),
      clientSecret: readSecret(secrets.kakaoClientSecret),
      adminKey: readSecret(secrets.kakaoAdminKey),
      bizApp: readText(params.kakaoBizApp) === 'true',
      authBaseUrl: readText(params.kakaoAuthBaseUrl),
      apiBaseUrl: readText(params.kakaoApiBaseUrl),
    },
    naver: {
      clientId: readText(params.naverClientId),
      clientSecret: readSecret(secrets.naverClientSecret),
      authBaseUrl: readText(params.naverAuthBaseUrl),
      apiBaseUrl: readText(params.naverApiBaseUrl),
    },
    /**
     * Whether this function binds secret `name` (FUNCTION_SECRETS). A secret it does not bind reads as '', which
     * says nothing about whether the deployment configured it: readiness checks ask this first.
     */
    binds: (name: SecretName) => held({ name }),
    publicBaseUrl: readText(params.publicBaseUrl),
    emulated: process.env.FUNCTIONS_EMULATOR === 'true',
    /** The Firebase project this instance serves (demo- ids exist only in the emulators and test projects). */
    projectId: projectId(),
  };
}

export type Settings = ReturnType<typeof settings>;

/** Param names, read by the start and test scripts to pass overrides from the environment. */
export const PARAM_NAMES = Object.values(params).map((p) => p.param.name);
