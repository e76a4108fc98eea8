// GET /health: liveness plus which providers are active, for operators and the web app's debug pages.
// GET /admin/health: the same with configuration problems spelled out (admins only).
import { Router } from 'express';
import { settings } from '../../config';
import { requireAdmin, requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { describeProviders } from '../../providers';

export const healthRoutes: RouteModule = (deps) => {
  const router = Router();
  router.get('/health', (_req, res) => {
    const s = settings();
    const report = describeProviders(s);
    res.json({
      status: report.problems.length ? 'degraded' : 'ok',
      providers: report.providers,
      social: report.social,
      emulated: s.emulated,
    });
  });
  router.get('/admin/health', requireAuth(deps.verifyIdToken), requireAdmin, (_req, res) => {
    const s = settings();
    res.json({ ...describeProviders(s), publicBaseUrl: s.publicBaseUrl, emulated: s.emulated });
  });
  return router;
};
