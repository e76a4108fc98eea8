// Hosting predeploy guard (firebase.json): refuses to publish the web app while its business details are the
// placeholders a fresh clone builds with. Set VITE_COMPANY_* (web/.env.production or the environment), rebuild
// the web app, then deploy.
import { companyProblems, productionWebEnv } from './lib/company-settings.mjs';

const missing = companyProblems(productionWebEnv());
if (missing.length) {
  console.error(
    `✖ business details: ${missing.join(', ')} unset or still a placeholder. The footer and the legal pages ` +
      'must show the real company (Korean e-commerce law); set them and rebuild the web app before deploying.',
  );
  process.exit(1);
}
console.log('✔ business details: all set');
