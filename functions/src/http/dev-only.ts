// Debug and test endpoints (security review L7) exist only in the emulators (FUNCTIONS_EMULATOR, reported as
// `providers.emulated`): deployed, they answer 404 like any unknown path.
import type { RequestHandler } from 'express';
import { notFound } from '../shared/errors';
import type { AppDeps } from './app';

export const devOnly =
  (deps: AppDeps): RequestHandler =>
  (_req, _res, next) =>
    next(deps.providers().emulated ? undefined : notFound());
