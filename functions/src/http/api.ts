// The deployed `api` HTTPS function. Hosting rewrites /api/** here, so paths arrive as /api/v1/...
import { onRequest } from 'firebase-functions/v2/https';
import { REGION, secrets } from '../config';
import { auth } from '../shared/firebase';
import { createApp } from './app';
import { routes } from './routes';

const app = createApp({ verifyIdToken: (token) => auth().verifyIdToken(token) }, routes);

export const api = onRequest(
  { region: REGION, secrets: Object.values(secrets), memory: '512MiB', timeoutSeconds: 120, concurrency: 40 },
  app,
);
