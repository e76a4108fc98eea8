// The caller's own account. Every route acts on the uid of the verified token only: there is no way to name
// another user, so nobody reads or changes someone else's profile through the API.
//   GET    /me               who the API thinks the caller is (debug pages; emulator only, L7)
//   POST   /account/session  after each sign-in: user document + free trial once, lastSignedIn always
//   PATCH  /account          {displayName}
//   DELETE /account          erase the account and its data (only within 5 minutes of a sign-in), stop its
//                            open jobs at fal, then unlink a Kakao account at Kakao
//   POST   /account/consents/{biometric|age14}   record a consent with the server's time (consents.ts)
//   DELETE /account/consents/biometric          withdraw the face-data consent
import { Router } from 'express';
import { z } from 'zod';
import { consentKindSchema, updateProfileRequestSchema, type MeResponse } from '../../contracts';
import { requireAuth, requireRecentSignIn } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { devOnly } from '../../http/dev-only';
import { callerOf } from '../../http/request-context';
import { parse } from '../../http/validate';
import { recordConsent, withdrawBiometricConsent } from './consents';
import { deleteAccount } from './delete-account';
import { openSession } from './open-session';
import { updateProfile } from './update-profile';

export const accountRoutes: RouteModule = (deps) => {
  const router = Router();
  const signedIn = requireAuth(deps.verifyIdToken);

  router.get('/me', devOnly(deps), signedIn, (req, res) => {
    const { uid, email, admin } = callerOf(req);
    const body: MeResponse = { uid, email, admin };
    res.json(body);
  });

  router.post('/account/session', signedIn, async (req, res) => {
    res.json(await openSession(callerOf(req)));
  });

  router.patch('/account', signedIn, async (req, res) => {
    const input = parse(updateProfileRequestSchema, req, 'body');
    res.json(await updateProfile(callerOf(req).uid, input));
  });

  router.post('/account/consents/:kind', signedIn, async (req, res) => {
    const { kind } = parse(z.object({ kind: consentKindSchema }), req, 'params');
    res.status(201).json(await recordConsent(callerOf(req).uid, kind));
  });

  router.delete('/account/consents/biometric', signedIn, async (req, res) => {
    await withdrawBiometricConsent(callerOf(req).uid);
    res.status(204).end();
  });

  router.delete('/account', signedIn, requireRecentSignIn(), async (req, res) => {
    await deleteAccount(callerOf(req).uid, deps.providers());
    res.status(204).end();
  });

  return router;
};
