// The POST every imaging route shares: a signed-in caller, the imaging rate limit, and the engine's and
// providers' errors answered as HTTP errors (imagingRoute). Written once so a route module lists only its paths.
import type { RequestHandler, Router } from 'express';
import type { AppDeps } from './app';
import { requireAuth } from './auth';
import { RATE_LIMITS, rateLimit } from './rate-limit';
import { imagingRoute, type Handler } from './upload';

/** `post(path, handler)` on `router`; `before` runs first (the debug routes' emulator-only gate). */
export function imagingPost(router: Router, deps: AppDeps, ...before: RequestHandler[]) {
  const auth = requireAuth(deps.verifyIdToken);
  const limited = rateLimit(deps.rateLimiter, RATE_LIMITS.imaging);
  return (path: string, handler: Handler) =>
    router.post(path, ...before, auth, limited, imagingRoute(handler));
}
