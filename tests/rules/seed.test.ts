// scripts/seed.mjs against the Firestore emulator: it writes the price list once, leaves an identical
// document alone, and puts a hand-edited one back. The document is read signed out, as the pricing page
// reads it, so this also proves the seeded document is public.
import { describe, expect, it } from 'vitest';
import { doc, getDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { seed } from '../../scripts/seed.mjs';
import { PRICING_CONFIG_PATH, pricingConfig } from '../../scripts/seed/pricing-config.mjs';
import { PROJECT_ID, firestoreOf, useRulesEnv } from './rules-env';

const lines: string[] = [];
const log = (line: string) => lines.push(line);
const rulesEnv = useRulesEnv(() => {
  lines.length = 0;
});

async function readPublicly(): Promise<DocumentData> {
  const snap = await getDoc(doc(firestoreOf(rulesEnv().unauthenticatedContext()), PRICING_CONFIG_PATH));
  if (!snap.exists()) throw new Error(`${PRICING_CONFIG_PATH} is missing`);
  return snap.data();
}

function splitUpdatedAt(data: DocumentData) {
  const { updatedAt, ...rest } = data;
  return { updatedAt: updatedAt?.toMillis() as number, rest };
}

describe('seed', () => {
  it('creates pricing_config/main once and leaves it untouched the second time', async () => {
    expect(await seed({ projectId: PROJECT_ID, log })).toMatchObject({ action: 'created' });
    const first = splitUpdatedAt(await readPublicly());
    expect(first.rest).toEqual(pricingConfig);
    expect(first.updatedAt).toBeGreaterThan(0);

    expect(await seed({ projectId: PROJECT_ID, log })).toMatchObject({ action: 'unchanged' });
    const second = splitUpdatedAt(await readPublicly());
    expect(second.rest).toEqual(pricingConfig);
    expect(second.updatedAt).toBe(first.updatedAt);

    expect(lines).toEqual([
      expect.stringMatching(/pricing_config\/main created in demo-bitna/),
      expect.stringMatching(/pricing_config\/main unchanged in demo-bitna/),
    ]);
  });

  it('puts a hand-edited price list back to the seed', async () => {
    await seed({ projectId: PROJECT_ID, log });
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), PRICING_CONFIG_PATH), { currency: 'USD' });
    });

    expect(await seed({ projectId: PROJECT_ID, log })).toMatchObject({ action: 'updated' });
    expect(splitUpdatedAt(await readPublicly()).rest).toEqual(pricingConfig);
  });
});
