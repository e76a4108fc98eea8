import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth';
import { LandingPage, NotFoundPage } from '../features/landing';
import { debugPagesOpen } from '../shared/lib/debugPages';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

export { debugPagesEnabled } from '../shared/lib/debugPages';

/**
 * Routes and guards of spec §2. Each feature is one lazy chunk: the first page of a feature loads it,
 * the rest of that feature is then instant. The landing page is the exception: it is most visitors' first
 * page, so it ships with the shell and paints in the first frame (its price list loads after).
 */

const features = {
  // The auth feature is already in the main bundle (providers, guards), so only its pages are split off.
  authPage: () => import('../features/auth/pages/AuthPage'),
  socialCallbackPage: () => import('../features/auth/pages/SocialCallbackPage'),
  account: () => import('../features/account'),
  payments: () => import('../features/payments'),
  studio: () => import('../features/studio'),
  instant: () => import('../features/instant'),
  gallery: () => import('../features/gallery'),
  tools: () => import('../features/tools'),
  // The debug and test pages are a chunk of their own (features/tools/debug/index.ts).
  debug: () => import('../features/tools/debug'),
  idphoto: () => import('../features/idphoto'),
  legal: () => import('../features/legal'),
};

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'pricing', element: page(features.payments, (m) => m.PricingPage) },
  { path: 'terms', element: page(features.legal, (m) => m.TermsPage) },
  { path: 'privacy', element: page(features.legal, (m) => m.PrivacyPage) },
  { path: 'refund', element: page(features.legal, (m) => m.RefundPage) },
  { path: 'auth', element: page(features.authPage, (m) => m.default) },
  { path: 'auth/social', element: page(features.socialCallbackPage, (m) => m.default) },
];

// Logged-out visitors are sent to the landing page.
const memberRoutes: RouteObject[] = [
  { path: 'services', element: page(features.studio, (m) => m.ServicesPage) },
  { path: 'style-selection', element: page(features.studio, (m) => m.StyleSelectionPage) },
  { path: 'upload', element: page(features.studio, (m) => m.UploadPage) },
  { path: 'training-status', element: page(features.studio, (m) => m.TrainingStatusPage) },
  { path: 'generate', element: page(features.studio, (m) => m.GeneratePage) },
  { path: 'profile', element: page(features.account, (m) => m.ProfilePage) },
  { path: 'dashboard', element: page(features.gallery, (m) => m.DashboardPage) },
  { path: 'gallery', element: page(features.gallery, (m) => m.GalleryPage) },
  // /instant and /instant-edit are the same screen (companion spec §2).
  { path: 'instant', element: page(features.idphoto, (m) => m.IdPhotoPage) },
  { path: 'instant-edit', element: page(features.idphoto, (m) => m.IdPhotoPage) },
  { path: 'instant-new', element: page(features.instant, (m) => m.InstantNewPage) },
  { path: 'gemini-analysis', element: page(features.tools, (m) => m.GeminiAnalysisPage) },
  { path: 'gemini-image-generation', element: page(features.tools, (m) => m.GeminiImageGenerationPage) },
];

// Debug and test pages (security review L7). Every build routes these; in a production build the pages show
// themselves to admins only (AdminOnly) and make no call for anyone else.
const publicDebugRoutes: RouteObject[] = [
  { path: 'debug', element: page(features.debug, (m) => m.DebugPage) },
  { path: 'auth-test', element: page(features.debug, (m) => m.AuthTestPage) },
];

const memberDebugRoutes: RouteObject[] = [
  { path: 'gallery-debug', element: page(features.debug, (m) => m.GalleryDebugPage) },
  { path: 'test-gallery', element: page(features.debug, (m) => m.TestGalleryPage) },
];

// Only in development and emulator builds: their API routes are emulator-only and answer 404 when deployed.
const emulatorToolRoutes: RouteObject[] = [
  { path: 'maskify-test', element: page(features.debug, (m) => m.MaskifyTestPage) },
  { path: 'lightweight-test', element: page(features.debug, (m) => m.LightweightTestPage) },
];

// Logged-out visitors are sent to sign-in and come back to the same payment afterwards.
const paymentRoutes: RouteObject[] = [
  { path: 'payment', element: page(features.payments, (m) => m.PaymentPage) },
  { path: 'payment/success', element: page(features.payments, (m) => m.PaymentSuccessPage) },
  { path: 'payment/fail', element: page(features.payments, (m) => m.PaymentFailPage) },
  // The offline payment window, used when no Toss keys are configured (GET /payments/config says which).
  { path: 'payment/sandbox', element: page(features.payments, (m) => m.SandboxCheckoutPage) },
];

/** `debug`: a development or emulator build (debugPagesEnabled), where the emulator-only tool pages exist. */
export function buildRoutes(debug: boolean): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            ...publicDebugRoutes,
            {
              element: <RequireAuth redirectTo="home" />,
              children: [...memberRoutes, ...memberDebugRoutes, ...(debug ? emulatorToolRoutes : [])],
            },
            { element: <RequireAuth redirectTo="auth" />, children: paymentRoutes },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes(debugPagesOpen);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
