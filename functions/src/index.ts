// Deployed functions: one line each.
export { api, imaging, payments } from './api';
export { creditsExpireDaily } from './features/credits/credits-expire.schedule';
export { paymentsReconcile } from './features/payments/payments-reconcile.schedule';
export { instantEditJob } from './features/instant/instant-edit.trigger';
export { instantReconcile } from './features/instant/instant-reconcile.schedule';
