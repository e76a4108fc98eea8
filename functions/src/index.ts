// Deployed functions: one line each.
export { api, imaging, payments } from './api';
export { creditsExpireDaily } from './features/credits/credits-expire.schedule';
export { instantPurgeHourly } from './features/instant/instant-purge.schedule';
export { paymentsReconcile } from './features/payments/payments-reconcile.schedule';
export { instantEditJob } from './features/instant/instant-edit.trigger';
export { instantReconcile } from './features/instant/instant-reconcile.schedule';
export { trainingJob } from './features/studio/training/training.trigger';
export {
  trainingExpire,
  trainingReconcile,
  trainingUploadsPurge,
} from './features/studio/training/training-schedules';
export { generationJob } from './features/studio/generation/generation.trigger';
export { generationReconcile } from './features/studio/generation/generation-reconcile.schedule';
