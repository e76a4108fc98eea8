// GET /health: liveness plus which providers are active, for operators and the web app's debug pages.
// GET /admin/health: the same with configuration problems spelled out (admins only).
import { Router } from 'express';
import type { AdminHealthResponse, HealthResponse } from '../../contracts';
import { requireAdmin, requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';

export const healthRoutes: RouteModule = (deps) => {
  const router = Router();
  router.get('/health', (_req, res) => {
    const providers = deps.providers();
    const report = providers.report();
    const body: HealthResponse = {
      status: report.problems.length ? 'degraded' : 'ok',
      providers: report.providers,
      social: report.social,
      emulated: providers.emulated,
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
