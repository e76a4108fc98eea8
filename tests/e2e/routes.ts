// The pages the browser sweeps open. The accessibility sweep (axe) opens the customer pages, signed out and signed
// in; the security-headers sweep opens every other path of the router, so each page renders under the
// Content-Security-Policy fixture (./csp) at least once in each state without being loaded twice for it.
import { readFileSync } from 'node:fs';

export const PUBLIC_ROUTES = ['/', '/pricing', '/terms', '/privacy', '/refund', '/auth'];
export const MEMBER_ROUTES = [
  '/services',
  '/upload',
  '/style-selection',
  '/training-status',
  '/generate',
  '/dashboard',
  '/gallery',
  '/profile',
  '/instant-new',
  '/instant',
];
/** What the accessibility sweep opens signed in: every public page but the sign-in page, and the member pages. */
export const SIGNED_IN_ROUTES = [...PUBLIC_ROUTES.filter((r) => r !== '/auth'), ...MEMBER_ROUTES];

// Every path of the router, so a new page is covered the day it is added.
const routerSource = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
export const ROUTER_ROUTES = [
  '/',
  ...[...routerSource.matchAll(/\bpath: '([^'*]+)'/g)].map((m) => `/${m[1]}`),
  '/no-such-page',
];
