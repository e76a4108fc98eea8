#!/usr/bin/env node
// Seeds the data the app cannot run without: the price list in pricing_config/main.
//
//   node scripts/seed.mjs                   with FIRESTORE_EMULATOR_HOST set: the emulator, project demo-bitna
//   node scripts/seed.mjs --project <id>    the emulator if FIRESTORE_EMULATOR_HOST is set, otherwise the real
//                                           project through Application Default Credentials
//
// Idempotent: the document is written only when it is missing or differs from scripts/seed/, so a second
// run changes nothing (its updatedAt included). The seed is the source of truth: a price edited by hand in
// the console is put back to the seed's value.
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/ports.mjs';
import { PRICING_CONFIG_PATH, pricingConfig } from './seed/pricing-config.mjs';

export const DEFAULT_EMULATOR_PROJECT = PROJECT_ID;

/** Fields the seed adds on write; they are not part of the comparison. */
const BOOKKEEPING = ['updatedAt'];

/**
 * Picks the target: the emulator when FIRESTORE_EMULATOR_HOST is set, else a real project by id.
 * @param {string | undefined} projectId
 */
export function resolveTarget(projectId, env = process.env) {
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST || undefined;
  if (emulatorHost) return { projectId: projectId || DEFAULT_EMULATOR_PROJECT, emulatorHost };
  if (!projectId) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST is not set and no project was given. ' +
        'Start the emulators (npm start) or pass --project <id> to seed a real project with ' +
        'Application Default Credentials.',
    );
  }
  if (projectId.startsWith('demo-')) {
    throw new Error(`Refusing to seed: ${projectId} is a demo- project, which exists only in the emulator.`);
  }
  return { projectId, emulatorHost: undefined };
}

/** @param {Record<string, unknown> | undefined} data */
function withoutBookkeeping(data) {
  if (!data) return undefined;
  const copy = { ...data };
  for (const key of BOOKKEEPING) delete copy[key];
  return copy;
}

/**
 * Writes pricing_config/main when it is missing or differs from the seed.
 * @param {{ projectId?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ projectId: string, path: string, action: 'created' | 'updated' | 'unchanged' }>}
 */
export async function seed({ projectId, log = console.log } = {}) {
  const target = resolveTarget(projectId);
  const where = target.emulatorHost
    ? `${target.projectId} (emulator at ${target.emulatorHost})`
    : `${target.projectId} (real project)`;
  // A named app, deleted at the end, so an importer's own default app is untouched and the process can exit.
  const app = initializeApp(
    target.emulatorHost
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `bitna-seed-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    const db = getFirestore(app);
    const ref = db.doc(PRICING_CONFIG_PATH);
    const wanted = structuredClone(pricingConfig);
    // A transaction, so two seeds started together (start and test scripts) write at most once.
    const action = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists && isDeepStrictEqual(withoutBookkeeping(snap.data()), wanted)) return 'unchanged';
      tx.set(ref, { ...wanted, updatedAt: FieldValue.serverTimestamp() });
      return snap.exists ? 'updated' : 'created';
    });
    log(`seed: ${PRICING_CONFIG_PATH} ${action} in ${where}`);
    return { projectId: target.projectId, path: PRICING_CONFIG_PATH, action };
  } finally {
    await deleteApp(app);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string', short: 'p' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: node scripts/seed.mjs [--project <id>]');
    return;
  }
  await seed({ projectId: values.project });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
