// L7: the debug pages are routed in every build (admins only in production, see AdminOnly); the tool pages whose
// API routes exist only in the emulators are routed only in development and emulator builds.
import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../features/auth';
import { buildRoutes, debugPagesEnabled } from './router';

const DEBUG_PATHS = ['debug', 'auth-test', 'gallery-debug', 'test-gallery'];
const EMULATOR_TOOL_PATHS = ['maskify-test', 'lightweight-test'];

const guarded = (element: ReactNode) => isValidElement(element) && element.type === RequireAuth;

/** Every path with whether a RequireAuth guard sits above it. */
function pathsOf(routes: RouteObject[], signedIn = false): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const route of routes) {
    const inside = signedIn || guarded(route.element);
    if (route.path) found.set(route.path, inside);
    for (const [path, needs] of pathsOf(route.children ?? [], inside)) found.set(path, needs);
  }
  return found;
}

describe('debug and test pages', () => {
  it('L7 — a production build routes the debug pages but none of the emulator-only tool pages', () => {
    expect(debugPagesEnabled({ DEV: false, VITE_FIREBASE_API_KEY: 'AIza-real-project' })).toBe(false);
    const paths = pathsOf(buildRoutes(false));
    for (const path of DEBUG_PATHS) expect(paths.has(path)).toBe(true);
    for (const path of EMULATOR_TOOL_PATHS) expect(paths.has(path)).toBe(false);
    expect([...paths.keys()]).toEqual(
      expect.arrayContaining(['pricing', 'profile', 'instant', 'auth/social']),
    );
  });

  it('development and emulator builds route them all', () => {
    expect(debugPagesEnabled({ DEV: true, VITE_FIREBASE_API_KEY: 'AIza-real-project' })).toBe(true);
    expect(debugPagesEnabled({ DEV: false })).toBe(true);
    const paths = pathsOf(buildRoutes(true));
    for (const path of [...DEBUG_PATHS, ...EMULATOR_TOOL_PATHS]) expect(paths.has(path)).toBe(true);
  });

  it.each([true, false])(
    '/debug and /auth-test need no sign-in, the gallery ones do (emulator build: %s)',
    (debug) => {
      const paths = pathsOf(buildRoutes(debug));
      expect(paths.get('debug')).toBe(false);
      expect(paths.get('auth-test')).toBe(false);
      expect(paths.get('gallery-debug')).toBe(true);
      expect(paths.get('test-gallery')).toBe(true);
    },
  );
});
