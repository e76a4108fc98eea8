// Per-request facts every middleware and route can rely on.
import type { Request } from 'express';
import type { TFunction } from 'i18next';
import type { Language } from '../shared/i18n';

export interface Caller {
  uid: string;
  email: string | null;
  admin: boolean;
  /** When the caller last signed in (ms since the epoch); null when the token does not say. */
  authTime: number | null;
}

export interface RequestContext {
  requestId: string;
  language: Language;
  t: TFunction;
  caller?: Caller;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

/** The signed-in caller; only call behind `requireAuth`. */
export function callerOf(req: Request): Caller {
  if (!req.ctx.caller) throw new Error('callerOf used on a route without requireAuth');
  return req.ctx.caller;
}
