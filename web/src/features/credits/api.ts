import type { Balances } from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';
import type { LedgerLine } from './types';

/** Spec §7: GET /pricing/credits; without a token the call fails before reaching the server. */
export async function fetchCredits(): Promise<Balances> {
  // The header's balance ships with the first screen: the schema (and zod) load with the first call.
  const body = await apiRequest('/pricing/credits', {
    auth: true,
    schema: async () => (await import('@contracts/credits')).creditsResponseSchema,
  });
  return {
    instant: body.instant_credits,
    training: body.training_credits,
    generation: body.generation_credits,
  };
}

export const LEDGER_PAGE_SIZE = 20;

/** The newest ledger lines of the caller, read under the rules (a user reads only their own ledger). */
export async function fetchLedger(uid: string): Promise<LedgerLine[]> {
  // The schema (and zod) load with Firestore, on first use: the balance in the header needs neither.
  const [{ collection, getDocs, limit, orderBy, query }, db, { ledgerEntryDocSchema }] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
    import('@contracts'),
  ]);
  const snapshot = await getDocs(
    query(collection(db, 'users', uid, 'ledger'), orderBy('createdAt', 'desc'), limit(LEDGER_PAGE_SIZE)),
  );
  return snapshot.docs.map((doc) => {
    // A line that does not match the contract is an error for the tab to show, not a row of zeros.
    const { kind, unit, amount, balanceAfter, ref, reason, createdAt, expiresAt } =
      ledgerEntryDocSchema.parse(doc.data());
    return {
      id: doc.id,
      kind,
      unit,
      amount,
      balanceAfter,
      ref,
      reason,
      createdAt: createdAt?.toDate() ?? null,
      expiresAt: expiresAt?.toDate() ?? null,
    };
  });
}
