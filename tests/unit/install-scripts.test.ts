// `npm test` installs with --ignore-scripts and then runs the install scripts it knows of (scripts/lib/workspace.mjs):
// a new dependency with an install script must be added to that list, or knowingly left out here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTALL_SCRIPTS_TO_RUN } from '../../scripts/lib/workspace.mjs';

// re2 is an optional accelerator of the Hosting emulator (superstatic falls back to RegExp) whose script compiles
// C++ for minutes.
const KNOWINGLY_SKIPPED = ['re2'];

describe('install scripts', () => {
  it('runs every install script in the lockfile but the ones knowingly skipped', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => key.replace(/^.*node_modules\//, ''))
      .sort();
    expect(withScripts).toEqual([...INSTALL_SCRIPTS_TO_RUN, ...KNOWINGLY_SKIPPED].sort());
  });
});
