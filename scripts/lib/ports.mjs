// Emulator ports come from firebase.json so there is one place to change them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

const { emulators } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));

export const emulatorHost = (name) => `${emulators[name].host}:${emulators[name].port}`;
export const hostingUrl = `http://${emulatorHost('hosting')}`;

/** The variables the Admin SDK and our scripts read to find the emulators. */
export function emulatorClientEnv() {
  return {
    FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost('storage'),
    GCLOUD_PROJECT: 'demo-bitna',
    BITNA_BASE_URL: hostingUrl,
    BASE_URL: hostingUrl, // Playwright's name for it
  };
}
