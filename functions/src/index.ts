// Deployed functions: exactly the rows of the functions table (functions.ts; index.test.ts checks it), the
// HTTPS ones built in api.ts, the triggers and schedules in triggers.ts.
import { triggers } from './triggers';

export { api, imaging, payments } from './api';
export const {
  instantEditJob,
  instantReconcile,
  trainingJob,
  trainingReconcile,
  trainingExpire,
  generationJob,
  generationReconcile,
  paymentsReconcile,
  creditsExpireDaily,
  retentionPurgeHourly,
} = triggers;
