// Every feature router mounted under /api/v1, in one list.
import { accountRoutes } from './features/auth/auth.routes';
import { socialRoutes } from './features/auth/social.routes';
import { creditsRoutes } from './features/credits/credits.routes';
import { healthRoutes } from './features/health/health.routes';
import { ideogramEditRoutes } from './features/idphoto/ideogram-edit.routes';
import { idPhotoRoutes } from './features/idphoto/idphoto.routes';
import { maskRoutes } from './features/idphoto/masks.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { toolsRoutes } from './features/tools/tools.routes';
import type { RouteModule } from './http/app';

export const routes: RouteModule[] = [
  healthRoutes,
  accountRoutes,
  socialRoutes,
  creditsRoutes,
  paymentsRoutes,
  idPhotoRoutes,
  maskRoutes,
  ideogramEditRoutes,
  toolsRoutes,
];
