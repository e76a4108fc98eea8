// ESLint rule that keeps the house's shape (architecture review §4.3): which folder may import which.
// Import paths are resolved against the importing file, so `../../payments/api` and `@contracts` are judged by
// where they land, not by how they are spelled. Bare package imports (`react`, `zod`) are never judged here:
// vendor SDK boundaries are `no-restricted-imports` rules in eslint.config.js.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (abs) => path.relative(repoRoot, abs).split(path.sep).join('/');

/** Where an import lands, relative to the repo root, or null for a package import. */
function target(fromFile, source, aliases) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (source === alias || source.startsWith(`${alias}/`)) return `${dir}${source.slice(alias.length)}`;
  }
  if (!source.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(path.resolve(repoRoot, fromFile)), source));
}

/** `{root}/features/<name>/...` → name, else null. */
function featureOf(file, root) {
  const m = new RegExp(`^${root}/features/([^/]+)(/.*)?$`).exec(file);
  return m ? { name: m[1], rest: m[2] ?? '' } : null;
}

// A feature's public surface is its folder or its index module.
const isIndex = (rest) => rest === '' || /^\/index(\.[cm]?[jt]sx?)?$/.test(rest);

/**
 * Each check is (from, to) → message or null. `from` and `to` are repo-relative paths without extension games:
 * `to` is the import as resolved, so `../tools` is `web/src/features/tools`.
 */
const checks = [
  // Features talk to each other through index.ts only (style.md rule 1), on both sides.
  (from, to) => {
    for (const root of ['web/src', 'functions/src']) {
      const a = featureOf(from, root);
      const b = featureOf(to, root);
      if (a && b && a.name !== b.name && !isIndex(b.rest)) {
        return `features/${a.name} may use features/${b.name} only through its index.ts`;
      }
    }
    return null;
  },
  // web/src/app is the top floor: features and shared code never import it.
  (from, to) =>
    /^web\/src\/(features|shared)\//.test(from) && to.startsWith('web/src/app')
      ? 'web features and shared code never import app/ (it is the composition root)'
      : null,
  // The client and the server meet only in the contracts module.
  (from, to) =>
    from.startsWith('web/') && to.startsWith('functions/') && !to.startsWith('functions/src/contracts')
      ? 'web imports nothing from functions/ except functions/src/contracts'
      : null,
  // The contracts module is shared by both sides, so it imports nothing of either.
  (from, to) =>
    from.startsWith('functions/src/contracts/') && !to.startsWith('functions/src/contracts')
      ? 'functions/src/contracts imports only zod and itself'
      : null,
  // The engine is the ground floor: no HTTP, no features.
  (from, to) =>
    from.startsWith('functions/src/imaging/') && /^functions\/src\/(http|features)(\/|$)/.test(to)
      ? 'imaging/ imports neither http/ nor features/'
      : null,
  // Adapters speak our own types only: a provider never reaches up into a feature (engine data lives in imaging/).
  (from, to) =>
    from.startsWith('functions/src/providers/') && /^functions\/src\/features(\/|$)/.test(to)
      ? 'providers/ imports no feature (adapters sit under the features)'
      : null,
  // http/ is middleware under the features, never above them.
  (from, to) =>
    from.startsWith('functions/src/http/') && /^functions\/src\/features(\/|$)/.test(to)
      ? 'http/ is middleware only: it imports no feature'
      : null,
];

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the folder boundaries of the house style' },
    schema: [{ type: 'object', properties: { aliases: { type: 'object' } }, additionalProperties: false }],
  },
  create(context) {
    const from = rel(context.filename);
    const aliases = context.options[0]?.aliases ?? {};
    const judge = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = target(from, node.source.value, aliases);
      if (!to) return;
      for (const check of checks) {
        const message = check(from, to);
        if (message) {
          context.report({ node: node.source, message });
          return;
        }
      }
    };
    return {
      ImportDeclaration: judge,
      ExportNamedDeclaration: judge,
      ExportAllDeclaration: judge,
      ImportExpression: (node) => judge({ source: node.source }),
    };
  },
};

export const boundariesPlugin = { rules: { imports: boundariesRule } };
