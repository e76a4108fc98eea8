// The training monitor's admin calls (spec §6 has no role check; we require the `admin` claim): set a training's
// status by hand, look at a fal job, and tie a fal job to a training (e.g. one submitted before its id was
// stored). Moving an open training to failed or cancelled goes through the refunding transition, so an admin
// cannot lose a user's credit; other changes are written as asked.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminMapFalJobRequestSchema, adminTrainingStatusRequestSchema } from '../../../contracts';
import type { RouteModule } from '../../../http/app';
import { requireAdmin, requireAuth } from '../../../http/auth';
import { parse } from '../../../http/validate';
import { AppError } from '../../../shared/errors';
import { failJob, pollJob } from '../../../jobs';
import { isOpen, trainingLine } from './training.line';
import { getTraining, trainingByJob, trainingRef } from './training.repo';
import { trainingNotFound } from './training.routes';
import { trainingView } from './training.view';

const jobParams = z.object({ id: z.string().min(1).max(200) });

export const trainingAdminRoutes: RouteModule = (deps) => {
  const router = Router();
  const admin = [requireAuth(deps.verifyIdToken), requireAdmin];
  const fal = () => deps.providers().jobPort('training', 'fal');

  const training = async (id: string) => {
    const found = await getTraining(id);
    if (!found) throw trainingNotFound();
    return found;
  };

  router.post('/admin/update-training-status', ...admin, async (req, res) => {
    const input = parse(adminTrainingStatusRequestSchema, req);
    const current = await training(input.training_id);
    if ((input.status === 'failed' || input.status === 'cancelled') && isOpen(current.status)) {
      const params = input.error ? { reason: input.error } : undefined;
      await failJob(trainingLine, current, { key: 'studio.admin_status', params }, { status: input.status });
    } else {
      await trainingRef(current.id).update({
        status: input.status,
        ...(input.error ? { error: 'studio.admin_status', errorParams: { reason: input.error } } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    res.json(trainingView(await training(current.id), req.ctx.t, { admin: true }));
  });

  router.get('/admin/check-fal-job/:id', ...admin, async (req, res) => {
    const { id } = parse(jobParams, req, 'params');
    const check = await fal().check(id);
    const owner = await trainingByJob(id);
    res.json({
      fal_job_id: id,
      state: check.state,
      queue_position: check.state === 'queued' ? check.queuePosition : null,
      lora_url: check.state === 'completed' ? check.loraUrl : null,
      training: owner ? trainingView(owner, req.ctx.t, { admin: true }) : null,
    });
  });

  router.post('/admin/map-fal-job', ...admin, async (req, res) => {
    const input = parse(adminMapFalJobRequestSchema, req);
    const current = await training(input.training_id);
    if (current.provider !== 'fal' || !isOpen(current.status)) throw new AppError(409, 'studio.not_mappable');
    await trainingRef(current.id).update({
      status: 'training',
      providerJobId: input.fal_job_id,
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Apply what fal knows now (a finished job completes the training at once).
    await pollJob(trainingLine, await training(current.id), fal());
    res.json(trainingView(await training(current.id), req.ctx.t, { admin: true }));
  });

  return router;
};
