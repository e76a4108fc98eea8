// Predeploy guard (firebase.json): refuses a functions deploy that would upload a secret or env file, or that
// asks for a runtime Cloud Functions has decommissioned or is about to (firebase-tools' own runtime table).
import path from 'node:path';
import { functionsConfig, packagedFiles, secretFiles } from './lib/deploy-package.mjs';
import { deployRuntimeProblems } from './lib/deploy-runtime.mjs';
import { repoRoot } from './lib/workspace.mjs';

const runtime = deployRuntimeProblems();
if (runtime.length) {
  console.error(
    `✖ functions runtime: ${runtime.join('; ')}. Set it in firebase.json and functions/package.json.`,
  );
  process.exit(1);
}
console.log('✔ functions runtime: supported for at least 90 more days');

const config = functionsConfig();
const leaked = secretFiles(await packagedFiles(path.join(repoRoot, config.source), config.ignore ?? []));
if (leaked.length) {
  console.error(
    `✖ The functions upload would contain ${leaked.join(', ')}. Add them to functions.ignore in firebase.json ` +
      '(secrets belong in Secret Manager: firebase functions:secrets:set NAME).',
  );
  process.exit(1);
}
console.log('✔ functions upload: no secret or env files');
