// Firestore TTL policies live in firestore.indexes.json (fieldOverrides with `ttl: true`), so a deploy creates them
// and a later forced deploy does not delete them as unknown overrides. This finds every expiry timestamp the
// functions write and the collection it goes to, and wants each declared, and nothing else (a TTL on the ledger's
// credit expiry would delete the ledger).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/workspace.mjs';

const require = createRequire(import.meta.url);
const src = path.join(repoRoot, 'functions', 'src');

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}
const spec = JSON.parse(readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
  indexes: unknown[];
  fieldOverrides: FieldOverride[];
};

/** Expiry timestamps that are not TTL fields (something else acts on them), by the file writing them, and why. */
const NOT_TTL: Record<string, string> = {
  'features/payments/confirm-payment.ts':
    'the credit grant’s expiry, written to the ledger by credits; creditsExpireDaily handles it',
  'features/instant/instant.line.ts':
    'instant_edits.expiresAt: the hourly purge deletes the result files with the document (a TTL would leave them)',
  'features/instant/record-id-photo.ts': 'instant_edits.expiresAt of a one-step ID photo, as instant.line.ts',
  'features/instant/upload-photo.ts':
    'instant_uploads.expiresAt: the hourly purge deletes the original and keeps a tombstone (a TTL would leave the file)',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sources(src).map((file) => ({
  name: path.relative(src, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));
/** `export const NAME = 'value'` across the functions, to resolve `collection(NAME)`. */
const constants = new Map(
  files.flatMap((f) =>
    [...f.text.matchAll(/export const ([A-Z_]+) = '([a-z_]+)'/g)].map((m) => [m[1]!, m[2]!]),
  ),
);
const EXPIRY_WRITE = /\b(expiresAt|expireAt)\s*:\s*(new Date\(|Timestamp\.from)/g;

/** collection → expiry field, for every file that writes an expiry timestamp. */
function expiryFieldsWritten() {
  const found = new Set<string>();
  for (const file of files) {
    const fields = [...file.text.matchAll(EXPIRY_WRITE)].map((m) => m[1]!);
    if (!fields.length || NOT_TTL[file.name]) continue;
    const collections = [...file.text.matchAll(/\.collection\((?:'([a-z_]+)'|([A-Z_]+))\)/g)].map(
      (m) => m[1] ?? constants.get(m[2]!),
    );
    expect(
      collections.length,
      `${file.name} writes ${fields.join(', ')} to which collection?`,
    ).toBeGreaterThan(0);
    for (const collection of collections) for (const field of fields) found.add(`${collection}.${field}`);
  }
  return [...found].sort();
}

describe('Firestore TTL policies', () => {
  const declared = spec.fieldOverrides
    .filter((o) => o.ttl)
    .map((o) => `${o.collectionGroup}.${o.fieldPath}`)
    .sort();

  it('declares a TTL on every expiry field the functions write, and on nothing else', () => {
    const written = expiryFieldsWritten();
    // The scan sees the three known ones (sign-in states, one-time sign-in codes, rate-limit counters).
    expect(written).toEqual(
      expect.arrayContaining(['oauth_states.expiresAt', 'rate_limits.expiresAt', 'social_codes.expiresAt']),
    );
    expect(declared).toEqual(written);
  });

  it('never expires the ledger (its expiresAt is when credits lapse, not when the entry goes)', () => {
    expect(declared.filter((d) => d.startsWith('ledger.'))).toEqual([]);
  });

  it('is a spec firebase-tools accepts', () => {
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => { validateSpec(spec: unknown): void };
    };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });
});
