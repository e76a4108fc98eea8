// Bearer Firebase ID token → req.ctx.caller. Tokens are verified by the Admin SDK (in the emulator it accepts
// the Auth emulator's unsigned tokens). Admins are users with the custom claim `admin: true`, set only by
// `npm run admin:grant`; clients cannot set claims.
import type { RequestHandler } from 'express';
import { adminOnly, unauthenticated } from '../shared/errors';

export interface VerifiedToken {
  uid: string;
  email?: string;
  admin?: unknown;
}
export type TokenVerifier = (idToken: string) => Promise<VerifiedToken>;

export function requireAuth(verify: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) return next(unauthenticated());
    try {
      const token = await verify(match[1]);
      req.ctx.caller = { uid: token.uid, email: token.email ?? null, admin: token.admin === true };
    } catch {
      return next(unauthenticated());
    }
    next();
  };
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.ctx.caller) return next(unauthenticated());
  next(req.ctx.caller.admin ? undefined : adminOnly());
};
