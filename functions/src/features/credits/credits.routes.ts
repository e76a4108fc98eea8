// GET /pricing/credits: the caller's balances (spec §7 reads instant_credits; the others are for the studio).
import { Router } from 'express';
import type { Balances, CreditsResponse } from '../../contracts';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { callerOf } from '../../http/request-context';
import { db } from '../../shared/firebase';
import { EMPTY_BALANCES } from './ledger';

export const creditsRoutes: RouteModule = (deps) => {
  const router = Router();
  router.get(
    '/pricing/credits',
    requireAuth(deps.verifyIdToken, { checkRevoked: false }),
    async (req, res) => {
      const user = await db().collection('users').doc(callerOf(req).uid).get();
      const credits: Balances = {
        ...EMPTY_BALANCES,
        ...(user.get('credits') as Partial<Balances> | undefined),
      };
      const body: CreditsResponse = {
        instant_credits: credits.instant,
        training_credits: credits.training,
        generation_credits: credits.generation,
        credits,
      };
      res.json(body);
    },
  );
  return router;
};
