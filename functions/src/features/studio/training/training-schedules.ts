// The training line's schedules: poll fal for trainings whose webhook is late (every 2 minutes), fail and refund
// the ones stuck past 30 minutes (every 5 minutes), and delete unused upload sessions (hourly). The handlers live
// in training.line.ts and purge-uploads.ts so tests call them with their clock.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS, REGION, settings } from '../../../config';
import { providersFor } from '../../../providers';
import { purgeUploadSessions } from './purge-uploads';
import { expireTrainings, reconcileTrainings } from './training.line';

const trainerFor = () => {
  const providers = providersFor(settings());
  return (name: string) => providers.jobPort('training', name);
};
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
    const report = await reconcileTrainings({ portFor: trainerFor() });
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
    const report = await expireTrainings({ portFor: trainerFor() });
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
