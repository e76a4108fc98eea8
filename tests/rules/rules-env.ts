import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { PROJECT_ID as APP_PROJECT_ID } from '../../scripts/lib/ports.mjs';

// A demo- project never reaches a real backend, whatever the configuration says. The rules suite has a project of
// its own in the same emulator: it empties its database before every test, while the function and browser suites
// run side by side on the app's project.
export const PROJECT_ID = `${APP_PROJECT_ID}-rules`;

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** The test environment for firestore.rules, against the emulator named by FIRESTORE_EMULATOR_HOST. */
export function createRulesEnv(): Promise<RulesTestEnvironment> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the rules suite under the emulators (npm test).',
    );
  }
  // Denied requests are the point of most tests; the SDK would log each one as a warning.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(RULES_PATH, 'utf8') },
  });
}

/** The context's client SDK instance, typed for the modular API (it is the same object). */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Registers the suite's lifecycle (create once, clear Firestore before each test, clean up) and returns a getter
 * for the environment, so every rules file starts from an empty database the same way.
 */
export function useRulesEnv(beforeEachExtra?: () => void): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await createRulesEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env!.clearFirestore();
    beforeEachExtra?.();
  });
  return () => env!;
}
