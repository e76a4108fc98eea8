// GET /health (public): liveness, the payment mode and each line's kind of engine (ai, local or unavailable, so
// the pages can say it before payment); which vendors, sign-in providers or emulators are behind it is nobody
// else's business (review L7).
// GET /admin/health: the providers, the payment mode and configuration problems spelled out (admins only).
import { Router } from 'express';
import type { AdminHealthResponse, HealthResponse } from '../../contracts';
import { requireAdmin, requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';

export const healthRoutes: RouteModule = (deps) => {
  const router = Router();
  router.get('/health', (_req, res) => {
    const report = deps.providers().report();
    const body: HealthResponse = {
      status: report.problems.length ? 'degraded' : 'ok',
      paymentsMode: report.paymentsMode,
      engines: report.engines,
    };
    res.json(body);
  });
  router.get('/admin/health', requireAuth(deps.verifyIdToken), requireAdmin, (_req, res) => {
    const providers = deps.providers();
    const body: AdminHealthResponse = {
      ...providers.report(),
      publicBaseUrl: providers.publicBaseUrl,
      emulated: providers.emulated,
    };
    res.json(body);
  });
  return router;
};
