// The deployed `api` HTTPS function. Hosting rewrites /api/** here, so paths arrive as /api/v1/...
import { onRequest } from 'firebase-functions/v2/https';
import { REGION, secrets, settings } from './config';
import { createApp } from './http/app';
import { providersFor } from './providers';
import { routes } from './routes';
import { auth } from './shared/firebase';

const app = createApp(
  { verifyIdToken: (token) => auth().verifyIdToken(token, true), providers: () => providersFor(settings()) },
  routes,
);

// 2 GiB: the imaging routes run up to two worker threads, each holding its tfjs models (~300 MB at 1024 px).
// 2 GiB also brings a second vCPU on Cloud Run, which the second worker uses.
export const api = onRequest(
  { region: REGION, secrets: Object.values(secrets), memory: '2GiB', timeoutSeconds: 120, concurrency: 40 },
  app,
);
