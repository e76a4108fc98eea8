// Kakao and Naver sign-in, reached by full-page navigation (not fetch):
//   GET  /auth/:provider/start?next=/path&nonce_hash=… → 302 to the provider's authorize page, state in the
//        __session cookie, the hash of the page's nonce kept with the state
//   GET  /auth/:provider/callback?code&state → 302 to /auth/social#code=…&next=… (or ?error=…) in the web app
//   POST /auth/social/exchange {code, nonce} → {token}: a custom token, once, for the page holding the nonce
// The one-time code travels in the URL fragment, which browsers never send to servers or put in Referer.
import { Router, type Request } from 'express';
import * as logger from 'firebase-functions/logger';
import type { RouteModule } from '../../http/app';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import type { Providers } from '../../providers';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../providers/auth';
import { socialExchangeRequestSchema, type SocialExchangeResponse } from '../../contracts';
import { parse } from '../../http/validate';
import { AppError, notFound } from '../../shared/errors';
import {
  beginSocialSignIn,
  completeSocialSignIn,
  exchangeSocialCode,
  validNonceHash,
} from './social-sign-in';
import { STATE_TTL_MS } from './oauth-state.repo';

const COOKIE = '__session';
// Firebase Hosting drops Set-Cookie from responses that are not marked private (they could be cached).
const NO_STORE = 'private, no-store';

function providerOf(req: Request, providers: Providers) {
  const id = req.params.provider as SocialProviderId;
  if (!SOCIAL_PROVIDERS.includes(id)) throw notFound();
  const provider = providers.social(id);
  if (!provider) throw new AppError(503, 'account.social_unavailable', { provider: id });
  return provider;
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const socialRoutes: RouteModule = (deps) => {
  const router = Router();
  const limitStarts = rateLimit(deps.rateLimiter, RATE_LIMITS.socialStart);

  router.get('/auth/:provider/start', limitStarts, async (req, res) => {
    const providers = deps.providers();
    const provider = providerOf(req, providers);
    const nonceHash = validNonceHash(req.query.nonce_hash);
    if (!nonceHash) {
      // Not started by our sign-in page (which always sends one): nothing to bind the result to.
      const back = new URL('/auth/social', providers.publicBaseUrl);
      back.search = new URLSearchParams({ provider: provider.id, error: 'failed' }).toString();
      res.set('Cache-Control', NO_STORE).redirect(302, back.toString());
      return;
    }
    const { state, url } = await beginSocialSignIn(
      provider,
      providers.publicBaseUrl,
      req.query.next,
      nonceHash,
    );
    const secure = providers.publicBaseUrl.startsWith('https:');
    res.cookie(COOKIE, state, { httpOnly: true, secure, sameSite: 'lax', maxAge: STATE_TTL_MS, path: '/' });
    res.set('Cache-Control', NO_STORE).redirect(302, url);
  });

  router.get('/auth/:provider/callback', async (req, res) => {
    const providers = deps.providers();
    const provider = providerOf(req, providers);
    const back = new URL('/auth/social', providers.publicBaseUrl);
    back.searchParams.set('provider', provider.id);
    res.clearCookie(COOKIE, { path: '/' });
    res.set('Cache-Control', NO_STORE);
    try {
      const outcome = await completeSocialSignIn(provider, providers.publicBaseUrl, {
        code: text(req.query.code),
        state: text(req.query.state),
        error: text(req.query.error),
        cookieState: readCookie(req, COOKIE),
      });
      if (outcome.ok) {
        back.hash = new URLSearchParams({ code: outcome.code, next: outcome.next }).toString();
      } else {
        logger.warn('social sign-in refused', { provider: provider.id, reason: outcome.reason });
        back.searchParams.set('error', outcome.reason === 'denied' ? 'cancelled' : 'failed');
      }
    } catch (err) {
      logger.error('social sign-in failed', { provider: provider.id, error: String(err) });
      back.searchParams.set('error', 'failed');
    }
    res.redirect(302, back.toString());
  });

  router.post('/auth/social/exchange', async (req, res) => {
    const input = parse(socialExchangeRequestSchema, req, 'body');
    const body: SocialExchangeResponse = await exchangeSocialCode(input);
    res.set('Cache-Control', NO_STORE).json(body);
  });

  return router;
};
