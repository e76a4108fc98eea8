// L7: the debug and test pages are routed only in development and emulator builds.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes, debugPagesEnabled } from './router';

const DEBUG_PATHS = [
  'debug',
  'auth-test',
  'gallery-debug',
  'test-gallery',
  'maskify-test',
  'lightweight-test',
];

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

describe('debug pages', () => {
  it('L7 — a production build for a real project routes none of the debug or test pages', () => {
    expect(debugPagesEnabled({ DEV: false, VITE_FIREBASE_API_KEY: 'AIza-real-project' })).toBe(false);
    const paths = pathsOf(buildRoutes(false));
    for (const path of DEBUG_PATHS) expect(paths).not.toContain(path);
    expect(paths).toEqual(expect.arrayContaining(['pricing', 'profile', 'instant', 'auth/social']));
  });

  it('development and emulator builds keep them', () => {
    expect(debugPagesEnabled({ DEV: true, VITE_FIREBASE_API_KEY: 'AIza-real-project' })).toBe(true);
    expect(debugPagesEnabled({ DEV: false })).toBe(true);
    expect(pathsOf(buildRoutes(true))).toEqual(expect.arrayContaining(DEBUG_PATHS));
  });
});
