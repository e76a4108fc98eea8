// The training line's calls (spec §7 /training/*): upload sessions, start, status, list, thumbnail, refresh,
// edit, delete, cancel, and the owner-only file routes the answers link to (clients never read Storage).
// Thin: validation with the contract's schemas, then the use cases. Another user's training or session answers
// 404 exactly like a missing one. The fal webhook is the one unauthenticated route: its signature authenticates.
import { Router, type Request, type Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  TRAINING_PHOTO_MAX_BYTES,
  TRAINING_UPLOAD_BATCH_MAX,
  studioUrls,
  trainingEditRequestSchema,
  trainingListQuerySchema,
  trainingStartRequestSchema,
} from '../../../contracts';
import type { RouteModule } from '../../../http/app';
import { requireAuth } from '../../../http/auth';
import { cancelJob, falWebhookRoute, pollJob, sendStoredFile } from '../../../jobs';
import { RATE_LIMITS, countFor, countUnits, rateLimit } from '../../../http/rate-limit';
import { callerOf } from '../../../http/request-context';
import { imagingRoute, readUpload } from '../../../http/upload';
import { requireEngine } from '../../../http/engine';
import { requireBiometricConsent } from '../../auth';
import { parse } from '../../../http/validate';
import { AppError, adminOnly } from '../../../shared/errors';
import { isOpen, trainingLine } from './training.line';
import { startTraining } from './training.start';
import { getOwnTraining, listTrainings, trainingRef, type TrainingRecord } from './training.repo';
import { deleteTraining, ensureThumbnail } from './training-files';
import { trainingView } from './training.view';
import { addPhotos, ownSession, removePhoto, resumableSession, sessionNotFound } from './upload-session';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const trainingParams = z.object({ id: idSchema });
const photoParams = z.object({ id: idSchema, photoId: idSchema });
const sessionField = z.object({ session_id: idSchema.optional() });
export const trainingNotFound = () => new AppError(404, 'studio.training_not_found');

export const trainingRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);
  // A training is polled and cancelled at the provider it was started with.
  const trainerOf = (training: TrainingRecord) => deps.providers().jobPort('training', training.provider);
  // Polled every 10 s and loaded per thumbnail: owner-only reads, so no revocation call each time.
  const reader = requireAuth(deps.verifyIdToken, { checkRevoked: false });
  const uploads = rateLimit(deps.rateLimiter, RATE_LIMITS.studioUpload);
  const limited = rateLimit(deps.rateLimiter, RATE_LIMITS.imaging);

  // Refresh, cancel and delete each ask the provider where an open training is: one ask per training per 10 s,
  // never two at once (N5), so a script cannot turn them into a stream of fal polls and LoRA downloads.
  const pollGate = async (res: Response, training: TrainingRecord) => {
    if (training.providerJobId && isOpen(training.status))
      await countFor(deps.rateLimiter, RATE_LIMITS.trainingPoll, `t_${training.id}`, res);
  };

  const ownTraining = async (req: Request) => {
    const training = await getOwnTraining(callerOf(req).uid, parse(trainingParams, req, 'params').id);
    if (!training) throw trainingNotFound();
    return training;
  };

  router.post(
    '/training/upload-images',
    auth,
    uploads,
    imagingRoute(async (req, res) => {
      // No face is analysed without its owner's separate consent (PIPA art. 23), not even read.
      await requireBiometricConsent(callerOf(req).uid);
      const up = await readUpload(req, {
        maxFileBytes: TRAINING_PHOTO_MAX_BYTES,
        maxFiles: TRAINING_UPLOAD_BATCH_MAX,
      });
      const { session_id } = up.fieldsAs(sessionField);
      const files = up.files.filter((f) => f.field === 'files');
      // Counted per photo (N5): each is an engine run and a stored JPEG; the request itself counted one.
      await countUnits(deps.rateLimiter, RATE_LIMITS.studioUpload, req, res, files.length - 1);
      res.status(201).json(await addPhotos(callerOf(req).uid, files, session_id));
    }),
  );

  router.get('/training/upload-sessions/:id', reader, async (req, res) => {
    res.json(await resumableSession(callerOf(req).uid, parse(trainingParams, req, 'params').id));
  });

  router.delete('/training/upload-sessions/:id/photos/:photoId', auth, async (req, res) => {
    const { id, photoId } = parse(photoParams, req, 'params');
    res.json(await removePhoto(callerOf(req).uid, id, photoId));
  });

  router.get('/training/upload-sessions/:id/photos/:photoId', reader, async (req, res) => {
    const { id, photoId } = parse(photoParams, req, 'params');
    const photo = (await ownSession(callerOf(req).uid, id)).photos.find((p) => p.id === photoId);
    if (!photo) throw sessionNotFound();
    await sendStoredFile(
      res,
      photo.path,
      { name: `${photoId}.jpg`, type: 'image/jpeg', download: false },
      sessionNotFound,
    );
  });

  router.post('/training/start', auth, limited, async (req, res) => {
    const input = parse(trainingStartRequestSchema, req);
    requireEngine(deps.providers().engines, 'studio');
    await requireBiometricConsent(callerOf(req).uid);
    const provider = deps.providers().studioTrainer.name;
    res.status(202).json(await startTraining(callerOf(req).uid, input, provider));
  });

  router.get('/training/list', reader, async (req, res) => {
    const { limit, offset, scope } = parse(trainingListQuerySchema, req, 'query');
    const caller = callerOf(req);
    if (scope === 'all' && !caller.admin) throw adminOnly();
    const trainings = await listTrainings(scope === 'all' ? null : caller.uid, limit, offset);
    res.set('Cache-Control', 'no-store');
    res.json(trainings.map((t) => trainingView(t, req.ctx.t, { admin: scope === 'all' })));
  });

  router.post(
    '/training/fal-webhook',
    falWebhookRoute(trainingLine, () => {
      const { port, jwksUrl } = deps.providers().falWebhook;
      return { port: port('training'), jwksUrl };
    }),
  );

  router.get('/training/:id/status', reader, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(trainingView(await ownTraining(req), req.ctx.t));
  });

  router.get('/training/:id/thumbnail', reader, async (req, res) => {
    const path = await ensureThumbnail(await ownTraining(req));
    res.json({ thumbnail_url: path ? studioUrls.thumbnail(parse(trainingParams, req, 'params').id) : null });
  });

  router.get('/training/:id/thumbnail/image', reader, async (req, res) => {
    const training = await ownTraining(req);
    const name = `bitna-training-${training.id}.jpg`;
    await sendStoredFile(
      res,
      training.thumbnailPath ?? '',
      { name, type: 'image/jpeg', download: false },
      trainingNotFound,
    );
  });

  router.post('/training/:id/refresh-status', auth, async (req, res) => {
    let training = await ownTraining(req);
    if (training.providerJobId && training.status === 'training') {
      await pollGate(res, training);
      await pollJob(trainingLine, training, trainerOf(training));
      training = await ownTraining(req);
    }
    res.json({
      success: true,
      status: trainingView(training, req.ctx.t).status,
      lora_url: training.loraUrl ?? null,
    });
  });

  router.put('/training/:id/edit', auth, async (req, res) => {
    const training = await ownTraining(req);
    const { lora_name } = parse(trainingEditRequestSchema, req);
    await trainingRef(training.id).update({ loraName: lora_name, updatedAt: FieldValue.serverTimestamp() });
    res.json({ success: true, message: req.ctx.t('studio.renamed', { name: lora_name }) });
  });

  router.delete('/training/:id', auth, async (req, res) => {
    const training = await ownTraining(req);
    // An open training ends before its files go: refunded if it never ran at the provider, else not (N2). Only a
    // training already settled (409) is deleted as it is; when it cannot be ended (the provider unreachable, a
    // failed transaction) nothing is deleted, so no debit is lost and no provider job is left running.
    if (isOpen(training.status)) {
      await pollGate(res, training);
      await cancelJob(trainingLine, training, trainerOf(training), { whenRunning: 'end' }).catch(
        (err: unknown) => {
          if (!(err instanceof AppError && err.status === 409)) throw err;
        },
      );
    }
    res.json({ success: true, details: await deleteTraining(training) });
  });

  router.post('/training/:id/cancel', auth, async (req, res) => {
    const training = await ownTraining(req);
    await pollGate(res, training);
    const status = await cancelJob(trainingLine, training, trainerOf(training));
    res.json({ success: true, status });
  });

  return router;
};
