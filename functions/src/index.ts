// Deployed functions: one line each.
export { api } from './http/api';
export { creditsExpireDaily } from './features/credits/credits-expire.schedule';
