// Predeploy guard (firebase.json): refuses a functions deploy that would upload a secret or env file.
import path from 'node:path';
import { functionsConfig, packagedFiles, secretFiles } from './lib/deploy-package.mjs';
import { repoRoot } from './lib/workspace.mjs';

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
