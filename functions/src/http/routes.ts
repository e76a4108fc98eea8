// Every feature router mounted under /api/v1, in one list.
import { accountRoutes } from '../features/auth/auth.routes';
import { healthRoutes } from '../features/health/health.routes';
import type { RouteModule } from './app';

export const routes: RouteModule[] = [healthRoutes, accountRoutes];
