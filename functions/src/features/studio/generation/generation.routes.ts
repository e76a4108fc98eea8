// The generation calls (spec §7 /generation/*): start, status, list, cancel, the owner-only result images, and
// fal's webhook (the one unauthenticated route: its signature is the authentication). Thin: validation with the
// contract's schemas, then the use cases. Another user's generation answers 404 exactly like a missing one.
import { Router } from 'express';
import { z } from 'zod';
import {
  generationListQuerySchema,
  generationStartRequestSchema,
  type GenerationView,
} from '../../../contracts';
import { studioStoragePath } from '../storage-paths';
import type { RouteModule } from '../../../http/app';
import { requireAuth } from '../../../http/auth';
import { RATE_LIMITS, rateLimit } from '../../../http/rate-limit';
import { callerOf } from '../../../http/request-context';
import { requireEngine } from '../../../http/engine';
import { parse } from '../../../http/validate';
import { AppError } from '../../../shared/errors';
import { cancelJob, falWebhookRoute, sendStoredFile } from '../../../jobs';
import { generationLine } from './generation.line';
import { ownHistory } from './generation-history';
import { getOwnGeneration, listOwnGenerations } from './generation.repo';
import { startGeneration } from './generation.start';
import { generationView } from './generation.view';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const params = z.object({ id: idSchema });
const imageParams = z.object({ id: idSchema, n: z.coerce.number().int().min(0).max(15) });
const imageQuery = z.object({ variant: z.enum(['preview', 'hd', '4k']).default('preview') });
const notFound = () => new AppError(404, 'generation.not_found');
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const generationRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);
  // Polled every 2 s while a job runs and loaded per image: owner-only reads, no revocation call each time.
  const reader = requireAuth(deps.verifyIdToken, { checkRevoked: false });
  const limited = rateLimit(deps.rateLimiter, RATE_LIMITS.imaging);

  const own = async (req: Parameters<typeof callerOf>[0]) => {
    const generation = await getOwnGeneration(callerOf(req).uid, parse(params, req, 'params').id);
    if (!generation) throw notFound();
    return generation;
  };

  router.post('/generation/start', auth, limited, async (req, res) => {
    const input = parse(generationStartRequestSchema, req);
    requireEngine(deps.providers().engines, 'studio');
    res.status(202).json(await startGeneration(callerOf(req).uid, input));
  });

  router.get('/generation/list', reader, async (req, res) => {
    const { limit, offset, training_id } = parse(generationListQuerySchema, req, 'query');
    const uid = callerOf(req).uid;
    res.set('Cache-Control', 'no-store');
    const body: GenerationView[] = training_id
      ? (await listOwnGenerations(uid, { limit, offset, trainingId: training_id })).map((g) =>
          generationView(g, req.ctx.t),
        )
      : await ownHistory(uid, { limit, offset }, req.ctx.t);
    res.json(body);
  });

  router.get('/generation/:id/status', reader, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(generationView(await own(req), req.ctx.t));
  });

  // A pending or processing generation fails with `generation.cancelled`, its credits refunded, once; one
  // queued at fal is then cancelled there. A settled one answers 409.
  router.delete('/generation/:id/cancel', auth, async (req, res) => {
    const generation = await own(req);
    await cancelJob(generationLine, generation, deps.providers().jobPort('generation', generation.provider));
    res.json({ success: true, status: 'failed' });
  });

  router.get('/generation/:id/images/:n', reader, async (req, res) => {
    const generation = await own(req);
    const { n } = parse(imageParams, req, 'params');
    const { variant } = parse(imageQuery, req, 'query');
    if (generation.status !== 'completed' || n >= generation.images.length) throw notFound();
    // `4k` exists only for the images a 4K package paid for.
    const path =
      variant === 'hd'
        ? generation.images[n]!
        : variant === '4k'
          ? (generation.fourKResult?.images[n] ?? '')
          : studioStoragePath.generationPreview(generation.userId, generation.id, n);
    const ext = variant === 'preview' ? 'jpg' : (path.split('.').pop() ?? 'png');
    const suffix = variant === 'preview' ? '' : `-${variant}`;
    const name = `bitna-${generation.id}-${n + 1}${suffix}.${ext}`;
    const type = MIME[ext] ?? 'application/octet-stream';
    await sendStoredFile(res, path, { name, type, download: variant !== 'preview' }, notFound);
  });

  router.post(
    '/generation/fal-webhook',
    falWebhookRoute(generationLine, () => {
      const { port, jwksUrl } = deps.providers().falWebhook;
      return { port: port('generation'), jwksUrl };
    }),
  );

  return router;
};
