// The Express app behind the `api` function: every /api/v1 route. Built by a factory so tests can run it
// without the Functions runtime and inject a token verifier and the providers.
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import * as logger from 'firebase-functions/logger';
import { pickLanguage, translator } from '../shared/i18n';
import { AppError, notFound } from '../shared/errors';
import type { Providers } from '../providers';
import type { TokenVerifier } from './auth';
import type { RateLimiter } from './rate-limit';

export const JSON_BODY_LIMIT = '100kb';
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  verifyIdToken: TokenVerifier;
  /** The adapters for this request; read per request so settings changes need no restart. */
  providers: () => Providers;
  /** The counters behind rateLimit() (Firestore when deployed). */
  rateLimiter: RateLimiter;
}

export type RouteModule = (deps: AppDeps) => Router;

/**
 * The proxies in front of the app (security review N9), so req.ip is the address that reached Hosting, never a
 * value the client wrote. Through Firebase Hosting to a Cloud Function, Hosting appends the client's address to
 * X-Forwarded-For, then the Functions (Cloud Run) front end appends Hosting's and is the socket peer. Express
 * trusts the socket peer and then X-Forwarded-For from the right, one entry per hop: with 2 it takes the entry
 * second from the right, the client's, and ignores whatever the client wrote before it (`true` took the
 * left-most entry, which the client chooses). A call to the function's own URL, skipping Hosting, has one hop
 * fewer, so its caller still chooses the address it is counted by: an edge limit (Cloud Armor) closes that.
 */
export const PROXY_HOPS = 2;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function createApp(deps: AppDeps, routes: RouteModule[]) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', PROXY_HOPS);

  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const language = pickLanguage(req.get('accept-language'));
    req.ctx = { requestId, language, t: translator(language) };
    res.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        uid: req.ctx.caller?.uid,
      });
    });
    next();
  });

  const v1 = express.Router();
  v1.use(limitBody(JSON_BODY_LIMIT_BYTES, JSON_BODY_LIMIT));
  // Under the Functions runtime the body arrives parsed already (32 MB limit, rawBody kept) and these are
  // no-ops; they parse when the app runs on its own (tests, benchmarks).
  // `verify` keeps the raw bytes as the Functions runtime does: webhook signatures are checked over them.
  v1.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      verify: (req, _res, raw) => {
        (req as { rawBody?: Buffer }).rawBody ??= Buffer.from(raw);
      },
    }),
  );
  v1.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  for (const route of routes) v1.use(route(deps));
  v1.use((_req, _res, next) => next(notFound()));
  app.use('/api/v1', v1);
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler);
  return app;
}

/**
 * The Functions runtime accepts bodies up to 32 MB before our code runs, so the size limit is checked here on
 * the raw body. Multipart uploads are left to their routes, which apply their own, larger limits.
 */
export function limitBody(maxBytes: number, label: string): RequestHandler {
  return (req, _res, next) => {
    if (req.is('multipart/form-data')) return next();
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const size = raw ? raw.length : Number(req.get('content-length') ?? 0);
    next(size > maxBytes ? new AppError(413, 'request.too_large', { limit: label }) : undefined);
  };
}

// body-parser marks its errors with `type`; map them to messages a user can act on.
const bodyParserErrors: Record<string, AppError> = {
  'entity.too.large': new AppError(413, 'request.too_large', { limit: JSON_BODY_LIMIT }),
  'entity.parse.failed': new AppError(400, 'request.invalid_json'),
  'encoding.unsupported': new AppError(415, 'request.unsupported_encoding'),
};

const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known =
    err instanceof AppError ? err : typeof err?.type === 'string' ? bodyParserErrors[err.type] : undefined;
  const ctx = req.ctx ?? { requestId: 'unknown', t: translator('ko') };
  if (known) {
    res.status(known.status).json({ detail: ctx.t(known.key, known.params), code: known.key });
    return;
  }
  // Unknown errors are logged with the request id and never leaked to the client.
  logger.error('unhandled error', {
    requestId: ctx.requestId,
    error: err instanceof Error ? err.stack : String(err),
  });
  res
    .status(500)
    .json({ detail: ctx.t('server.internal', { requestId: ctx.requestId }), code: 'server.internal' });
};
