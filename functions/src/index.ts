// Deployed functions: one line each.
export { api } from './http/api';
