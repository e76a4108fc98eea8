// The emulators run from firebase.emulators.json, a copy of firebase.json written at each start whose
// Content-Security-Policy also allows the local emulators the web app talks to directly (shared/lib/firebase.ts:
// Auth and its helper iframe, Firestore, Storage on 127.0.0.1 or VITE_EMULATOR_HOST). firebase.json stays the
// single source of the production headers and never allows a local origin (security review M7).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

export const EMULATOR_CONFIG = path.join(repoRoot, 'firebase.emulators.json');

/** The directives that must reach each emulator: every SDK call is a fetch, Auth also frames its iframe. */
const EMULATOR_DIRECTIVES = { 'connect-src': ['auth', 'firestore', 'storage'], 'frame-src': ['auth'] };

/** `{ directive: [sources] }` for the emulators of a firebase.json `emulators` block. */
export function emulatorSources(emulators, env = process.env) {
  const extraHost = env.VITE_EMULATOR_HOST;
  const origins = (name) => {
    const { host, port } = emulators[name];
    return [...new Set([host, extraHost].filter(Boolean))].map((h) => `http://${h}:${port}`);
  };
  return Object.fromEntries(
    Object.entries(EMULATOR_DIRECTIVES).map(([directive, names]) => [directive, names.flatMap(origins)]),
  );
}

/** The policy with sources appended to the named directives (created from default-src when missing). */
export function withSources(csp, additions) {
  const directives = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter(([name]) => name);
  const find = (name) => directives.find(([n]) => n === name);
  for (const [name, sources] of Object.entries(additions)) {
    let directive = find(name);
    if (!directive) {
      directive = [name, ...(find('default-src')?.slice(1) ?? [])];
      directives.push(directive);
    }
    directive.push(...sources.filter((s) => !directive.includes(s)));
  }
  return directives.map((d) => d.join(' ')).join('; ');
}

const isCsp = (header) => header.key.toLowerCase() === 'content-security-policy';

/** firebase.json as the emulators should see it. */
export function emulatorFirebaseConfig(config, env = process.env) {
  const additions = emulatorSources(config.emulators, env);
  const hosting = [config.hosting ?? []].flat().map((site) => ({
    ...site,
    headers: site.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) => (isCsp(h) ? { ...h, value: withSources(h.value, additions) } : h)),
    })),
  }));
  return { ...config, hosting: Array.isArray(config.hosting) ? hosting : hosting[0] };
}

/** Writes firebase.emulators.json and returns the firebase CLI arguments that select it. */
export function emulatorConfigArgs(env = process.env) {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorFirebaseConfig(config, env), null, 2)}\n`);
  return ['--config', EMULATOR_CONFIG];
}
