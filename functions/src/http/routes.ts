// Every feature router mounted under /api/v1, in one list.
import { accountRoutes } from '../features/auth/auth.routes';
import { socialRoutes } from '../features/auth/social.routes';
import { creditsRoutes } from '../features/credits/credits.routes';
import { healthRoutes } from '../features/health/health.routes';
import { idPhotoRoutes } from '../features/idphoto/idphoto.routes';
import { ideogramEditRoutes } from '../features/instant/ideogram-edit.routes';
import { paymentsRoutes } from '../features/payments/payments.routes';
import { toolsRoutes } from '../features/tools/tools.routes';
import type { RouteModule } from './app';

export const routes: RouteModule[] = [
  healthRoutes,
  accountRoutes,
  socialRoutes,
  creditsRoutes,
  paymentsRoutes,
  idPhotoRoutes,
  toolsRoutes,
  ideogramEditRoutes,
];
