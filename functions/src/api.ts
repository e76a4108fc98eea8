// The deployed HTTPS functions serving /api/v1 (security review M6: least privilege). Each builds its Express app
// from the one app factory with only its own route groups (routes.ts) and binds only the secrets those routes
// need: Cloud Functions injects a secret into a function only when it is listed in that function's `secrets`.
// Hosting rewrites /api/v1/<prefix>/** to the owning function, so paths arrive as /api/v1/...
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTION_SECRETS, REGION, settings } from './config';
import { FUNCTIONS, type HttpsRow } from './functions';
import { createApp } from './http/app';
import { firestoreRateLimiter } from './http/rate-limit';
import { providersFor } from './providers';
import { routeGroups, type FunctionName } from './routes';
import { auth, db } from './shared/firebase';

const deps = {
  // checkRevoked: a deleted, disabled or revoked user's token stops working at once (review L2, L3); requireAuth
  // asks for it on every route but the read-only ones polled often.
  verifyIdToken: (token: string, checkRevoked: boolean) => auth().verifyIdToken(token, checkRevoked),
  providers: () => providersFor(settings()),
  rateLimiter: firestoreRateLimiter(db),
};

/** Runtime options from the functions table (functions.ts); each binds only its own secrets. */
const httpsOptions = (name: FunctionName) => {
  const { memory, timeoutSeconds, concurrency, maxInstances }: HttpsRow = FUNCTIONS[name];
  return { memory, timeoutSeconds, concurrency, ...(maxInstances ? { maxInstances } : {}) };
};

const serve = (name: FunctionName) =>
  onRequest(
    { region: REGION, ...httpsOptions(name), secrets: [...FUNCTION_SECRETS[name]] },
    createApp(deps, [...routeGroups[name].routes]),
  );

export const payments = serve('payments');
export const imaging = serve('imaging');
export const api = serve('api');
