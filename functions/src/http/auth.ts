// Bearer Firebase ID token → req.ctx.caller. Tokens are verified by the Admin SDK with the revocation check (in
// the emulator it accepts the Auth emulator's unsigned tokens), so a deleted or disabled user, or one whose
// tokens were revoked (admin:grant --revoke), is refused at once, not when the token expires. The check costs a
// call to Firebase Auth, so read-only routes polled often may skip it (`checkRevoked: false`): a revoked token
// then still reads its owner's data until it expires (at most an hour), and nothing else. Admins are users
// with the custom claim `admin: true`, set only by `npm run admin:grant`; clients cannot set claims.
import type { RequestHandler } from 'express';
import { AppError, adminOnly, unauthenticated } from '../shared/errors';

export interface VerifiedToken {
  uid: string;
  email?: string;
  admin?: unknown;
  /** When the user last signed in (seconds since the epoch), not when this token was refreshed. */
  auth_time?: number;
}
export type TokenVerifier = (idToken: string, checkRevoked: boolean) => Promise<VerifiedToken>;

export function requireAuth(
  verify: TokenVerifier,
  options: { checkRevoked: boolean } = { checkRevoked: true },
): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) return next(unauthenticated());
    try {
      const token = await verify(match[1], options.checkRevoked);
      req.ctx.caller = {
        uid: token.uid,
        email: token.email ?? null,
        admin: token.admin === true,
        authTime: typeof token.auth_time === 'number' ? token.auth_time * 1000 : null,
      };
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

/** How recent a sign-in must be for irreversible account actions (L2). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * After requireAuth: the caller signed in (password, Google, Kakao, Naver) within the last 5 minutes, not merely
 * holds a token refreshed since; otherwise 401 `auth.reauth_required`, and the web app asks to sign in again.
 */
export function requireRecentSignIn(now = () => Date.now()): RequestHandler {
  return (req, _res, next) => {
    const caller = req.ctx.caller;
    if (!caller) return next(unauthenticated());
    const fresh = caller.authTime !== null && now() - caller.authTime <= RECENT_SIGN_IN_MS;
    next(fresh ? undefined : new AppError(401, 'auth.reauth_required'));
  };
}
