// Loads a TypeScript module of the repo (test helpers, fakes, functions/src) into a plain Node script through
// Vite's module runner, the loader vitest itself uses, so benchmarks reuse the tests' helpers instead of
// copying them. Vitest gives every module a CommonJS-style __dirname; the plugin does the same here.
import path from 'node:path';
import { runnerImport } from 'vite';
import { repoRoot } from '../../scripts/lib/workspace.mjs';

const commonJsDirname = {
  name: 'bench-dirname',
  transform(code, id) {
    if (!/\.[cm]?tsx?$/.test(id) || !code.includes('__dirname')) return null;
    return { code: `const __dirname = ${JSON.stringify(path.dirname(id))};\n${code}`, map: null };
  },
};

/** The exports of `file` (a path from the repository root). */
export async function loadTs(file) {
  const { module } = await runnerImport(path.join(repoRoot, file), {
    configFile: false,
    logLevel: 'silent',
    plugins: [commonJsDirname],
  });
  return module;
}
