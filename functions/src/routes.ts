// Every feature router mounted under /api/v1, grouped by the deployed HTTPS function that serves it (security
// review M6: least privilege). Hosting rewrites /api/v1/<prefix>/** to the function owning that prefix
// (firebase.json, most specific first); `api` takes everything else. A route belongs in the group whose
// prefixes cover its path: routes.test.ts checks both the paths and the rewrites against this table.
import { accountRoutes } from './features/auth/auth.routes';
import { socialRoutes } from './features/auth/social.routes';
import { creditsRoutes } from './features/credits/credits.routes';
import { healthRoutes } from './features/health/health.routes';
import { ideogramEditRoutes } from './features/idphoto/ideogram-edit.routes';
import { idPhotoRoutes } from './features/idphoto/idphoto.routes';
import { maskRoutes } from './features/idphoto/masks.routes';
import { instantRoutes } from './features/instant/instant.routes';
import { generationRoutes } from './features/studio/generation/generation.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { trainingAdminRoutes } from './features/studio/training/training-admin.routes';
import { trainingRoutes } from './features/studio/training/training.routes';
import { geminiToolsRoutes } from './features/tools/gemini.routes';
import { toolsRoutes } from './features/tools/tools.routes';
import type { RouteModule } from './http/app';

export interface RouteGroup {
  /** Paths under /api/v1 this function serves; '/' is the catch-all of the light `api` function. */
  prefixes: readonly string[];
  routes: readonly RouteModule[];
}

export const routeGroups = {
  // Orders, confirms, refunds and the Toss webhook: the only function holding the Toss secret key.
  payments: { prefixes: ['/payments'], routes: [paymentsRoutes] },
  // Untrusted image decoding (sharp, tfjs workers) and AI provider calls: its own memory and concurrency.
  imaging: {
    prefixes: [
      '/id-photo',
      '/mask',
      '/instant',
      '/lightweight',
      // the studio line: training (and its admin calls) and generation
      '/training',
      '/admin/update-training-status',
      '/admin/check-fal-job',
      '/admin/map-fal-job',
      '/generation',
      // the Gemini tools: analysis and image generation
      '/gemini',
      '/gemini-image',
    ],
    routes: [
      idPhotoRoutes,
      maskRoutes,
      ideogramEditRoutes,
      instantRoutes,
      toolsRoutes,
      geminiToolsRoutes,
      trainingRoutes,
      trainingAdminRoutes,
      generationRoutes,
    ],
  },
  // Everything light: health, account, social sign-in, credits.
  api: { prefixes: ['/'], routes: [healthRoutes, accountRoutes, socialRoutes, creditsRoutes] },
} as const satisfies Record<string, RouteGroup>;

export type FunctionName = keyof typeof routeGroups;

/** Every route of every function, as one app would serve them (tests, benchmarks). */
export const routes: RouteModule[] = Object.values(routeGroups).flatMap((group) => [...group.routes]);
