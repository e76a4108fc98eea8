// Emulator ports come from firebase.json and the project id from .firebaserc, so each has one place to change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

const readJson = (name) => JSON.parse(readFileSync(path.join(repoRoot, name), 'utf8'));
const { emulators } = readJson('firebase.json');

/** The emulator project (a `demo-` id: the emulators never reach a real project). */
export const PROJECT_ID = readJson('.firebaserc').projects.default;

export const emulatorHost = (name) => `${emulators[name].host}:${emulators[name].port}`;
export const hostingUrl = `http://${emulatorHost('hosting')}`;

/** The variables the Admin SDK and our scripts read to find the emulators. */
export function emulatorClientEnv() {
  return {
    FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost('storage'),
    GCLOUD_PROJECT: PROJECT_ID,
    BITNA_BASE_URL: hostingUrl,
    BASE_URL: hostingUrl, // Playwright's name for it
  };
}
