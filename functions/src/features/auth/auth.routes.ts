// GET /me: who the API thinks the caller is (uid, email, admin). The web app's debug pages show it.
import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { callerOf } from '../../http/request-context';

export const accountRoutes: RouteModule = (deps) => {
  const router = Router();
  router.get('/me', requireAuth(deps.verifyIdToken), (req, res) => {
    res.json(callerOf(req));
  });
  return router;
};
