// The training line's schedules: poll fal for trainings whose webhook is late (every 2 minutes), fail and refund
// the ones stuck past 30 minutes (every 5 minutes), and delete unused upload sessions (hourly). The handlers live
// in reconcile-trainings.ts, expire-trainings.ts and purge-uploads.ts so tests call them with their clock.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS, REGION, settings } from '../../config';
import { providersFor } from '../../providers';
import { expireTrainings } from './expire-trainings';
import { purgeUploadSessions } from './purge-uploads';
import { reconcileTrainings } from './reconcile-trainings';

const common = { timeZone: 'Asia/Seoul', region: REGION, retryCount: 0 } as const;

export const trainingReconcile = onSchedule(
  // A finished LoRA is downloaded and copied into Storage here: memory for a few hundred MB.
  {
    ...common,
    schedule: 'every 2 minutes',
    memory: '2GiB',
    timeoutSeconds: 540,
    secrets: [...FUNCTION_SECRETS.trainingReconcile],
  },
  async () => {
    const report = await reconcileTrainings({ trainerFor: providersFor(settings()).studioTrainerFor });
    (report.errors.length ? logger.error : logger.info)('training reconciliation', report);
  },
);

export const trainingExpire = onSchedule(
  {
    ...common,
    schedule: 'every 5 minutes',
    timeoutSeconds: 300,
    secrets: [...FUNCTION_SECRETS.trainingExpire],
  },
  async () => {
    const report = await expireTrainings({ trainerFor: providersFor(settings()).studioTrainerFor });
    (report.errors.length ? logger.error : logger.info)('training expiry', report);
  },
);

export const trainingUploadsPurge = onSchedule(
  { ...common, schedule: '15 * * * *', timeoutSeconds: 540, retryCount: 1 },
  async (event) => {
    const scheduled = new Date(event.scheduleTime);
    const run = await purgeUploadSessions(
      Number.isNaN(scheduled.getTime()) ? Date.now() : scheduled.getTime(),
    );
    logger.info('training upload purge', run);
  },
);
