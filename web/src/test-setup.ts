import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy chunks: under a loaded machine (CI runs the emulators beside these tests) the first render of a
// route can take well over Testing Library's 1 s default, which failed redirect checks now and then.
configure({ asyncUtilTimeout: 20_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Most test files share one window (vitest.config.ts): each starts from a clean one.
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
