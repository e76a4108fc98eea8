// The Node.js runtime a functions deploy asks for, judged by firebase-tools' own runtime table (the one its
// deploy refuses a decommissioned runtime with), so the check cannot drift from what `firebase deploy` does.
// The emulator never checks the runtime: without this, a decommissioned runtime shows only at deploy time.
// firebase.json's `runtime` is what deploys (firebase-tools reads `engines.node` only without it). functions/
// package.json's `engines.node` lists the majors the code runs on, "20 || 22": development and tests run on Node 20
// here, and the repository's engine-strict install refuses a workspace whose engines exclude the running Node.
// The deployed major must be one of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { functionsConfig } from './deploy-package.mjs';
import { repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);
const supported = () => require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Refuse a runtime this close to its decommission date: a deploy must stay possible for a while. */
export const MARGIN_DAYS = 90;

/** The runtime firebase.json deploys and the one functions/package.json declares. */
export function configuredRuntime(configFile = path.join(repoRoot, 'firebase.json')) {
  const config = functionsConfig(configFile);
  const pkg = JSON.parse(
    readFileSync(path.join(path.dirname(configFile), config.source, 'package.json'), 'utf8'),
  );
  return { runtime: config.runtime, engine: pkg.engines?.node };
}

/**
 * Problems with deploying `runtime` on `now` (empty: fine): unknown to firebase-tools, refused by its
 * guardVersionSupport (decommissioned), or within MARGIN_DAYS of the decommission date.
 */
export function runtimeProblems(runtime, now = new Date()) {
  const { RUNTIMES, guardVersionSupport } = supported();
  const entry = RUNTIMES[runtime];
  if (!entry) return [`firebase-tools does not know the runtime "${runtime}"`];
  try {
    guardVersionSupport(runtime, now);
  } catch (err) {
    return [err instanceof Error ? err.message : String(err)];
  }
  const left = Math.floor((new Date(entry.decommissionDate).getTime() - now.getTime()) / DAY_MS);
  if (left < MARGIN_DAYS)
    return [
      `${entry.friendly} is decommissioned on ${entry.decommissionDate}, in ${left} days: upgrade the runtime`,
    ];
  return [];
}

/** The Node majors an `engines.node` value of bare majors ("20 || 22") allows. */
export const engineMajors = (engine = '') =>
  engine
    .split('||')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part));

/** Problems with the configured runtime: the table's verdict, and package.json allowing the deployed major. */
export function deployRuntimeProblems(now = new Date(), configFile) {
  const { runtime, engine } = configuredRuntime(configFile);
  const problems = runtimeProblems(runtime, now);
  if (!engineMajors(engine).some((major) => `nodejs${major}` === runtime))
    problems.push(
      `functions/package.json engines.node "${engine}" does not include firebase.json runtime "${runtime}"`,
    );
  return problems;
}
