// The README's configuration table is the operator's list of settings: it must name every param and secret that
// functions/src/config.ts declares (a row may cover several with a `*_SUFFIX` pattern), and nothing it does not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARAM_NAMES, SECRET_NAMES } from '../../functions/src/config';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const configSection = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
);
const named = [...configSection.matchAll(/`([A-Z*][A-Z0-9_*]+)`/g)].map((m) => m[1]!);
const patterns = named
  .filter((n) => n.includes('*'))
  .map((n) => new RegExp(`^${n.replace(/\*/g, '[A-Z0-9_]+')}$`));
const covered = (name: string) => named.includes(name) || patterns.some((p) => p.test(name));

describe('README configuration', () => {
  it('names every param and secret of functions/src/config.ts', () => {
    const settings = [...PARAM_NAMES, ...SECRET_NAMES];
    expect(settings.filter((name) => !covered(name))).toEqual([]);
  });

  it('names no setting the code does not read', () => {
    const known = new Set<string>([...PARAM_NAMES, ...SECRET_NAMES]);
    const exact = named.filter((n) => !n.includes('*') && /_/.test(n) && !n.startsWith('VITE_'));
    expect(exact.filter((n) => !known.has(n))).toEqual([]);
  });
});
