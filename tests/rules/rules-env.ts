import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';

// A demo- project never reaches a real backend, whatever the configuration says.
export const PROJECT_ID = 'demo-bitna';

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
