// The deployed HTTPS functions serving /api/v1 (security review M6: least privilege). Each builds its Express app
// from the one app factory with only its own route groups (routes.ts) and binds only the secrets those routes
// need: Cloud Functions injects a secret into a function only when it is listed in that function's `secrets`.
// Hosting rewrites /api/v1/<prefix>/** to the owning function, so paths arrive as /api/v1/...
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { FUNCTION_SECRETS, REGION, settings } from './config';
import { createApp } from './http/app';
import { firestoreRateLimiter } from './http/rate-limit';
import { providersFor } from './providers';
import { routeGroups, type FunctionName } from './routes';
import { auth, db } from './shared/firebase';

type FunctionOptions = Omit<HttpsOptions, 'region'>;

/**
 * Hosting cuts every rewritten request at 60 s: a deployed function running longer only does work nobody
 * receives. Provider calls inside a request give up at 50 s (providers/ai/port.ts SYNC_PROVIDER_TIMEOUT_MS);
 * longer work runs as a job (Firestore triggers). The emulators keep 120 s: their Hosting does not cut at 60 s,
 * and on a small test machine requests queue for the few local workers (ten racing credit transactions on one
 * user take over a minute there), which a 60 s limit would turn into 504s that production, scaling out, never
 * sees. Deploys read the options without FUNCTIONS_EMULATOR, so the deployed limit is 60 s.
 */
export const HOSTING_TIMEOUT_SECONDS = 60;
const timeoutSeconds = process.env.FUNCTIONS_EMULATOR === 'true' ? 120 : HOSTING_TIMEOUT_SECONDS;

/** Runtime options per function; each binds only its own secrets (config.ts FUNCTION_SECRETS). */
export const FUNCTION_OPTIONS = {
  // Small and steady: confirms must not share an instance with image decoders (an OOM there would kill a
  // confirm between Toss and Firestore).
  payments: {
    memory: '512MiB',
    timeoutSeconds,
    concurrency: 40,
  },
  // 2 GiB: up to two worker threads, each holding its tfjs models (~300 MB at 1024 px), plus the uploads in
  // flight (up to ~64 MB each as raw body and file buffers); 2 GiB also brings the second vCPU the second worker
  // uses. Concurrency 4 keeps the uploads of one instance well inside its memory.
  imaging: {
    memory: '2GiB',
    timeoutSeconds,
    concurrency: 4,
    maxInstances: 20,
  },
  // Account, credits, health and Kakao/Naver sign-in (their client secrets).
  api: {
    memory: '512MiB',
    timeoutSeconds,
    concurrency: 80,
  },
} as const satisfies Record<FunctionName, Omit<FunctionOptions, 'secrets'>>;

const deps = {
  // checkRevoked: a deleted, disabled or revoked user's token stops working at once (review L2, L3); requireAuth
  // asks for it on every route but the read-only ones polled often.
  verifyIdToken: (token: string, checkRevoked: boolean) => auth().verifyIdToken(token, checkRevoked),
  providers: () => providersFor(settings()),
  rateLimiter: firestoreRateLimiter(db),
};

const serve = (name: FunctionName) =>
  onRequest(
    { region: REGION, ...FUNCTION_OPTIONS[name], secrets: [...FUNCTION_SECRETS[name]] },
    createApp(deps, [...routeGroups[name].routes]),
  );

export const payments = serve('payments');
export const imaging = serve('imaging');
export const api = serve('api');
