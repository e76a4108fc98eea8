import type { LedgerEntryDoc } from '@contracts';

/** One line of users/{uid}/ledger as the credits tab shows it: the document, its id, timestamps as dates. */
export type LedgerLine = Pick<
  LedgerEntryDoc,
  'kind' | 'unit' | 'amount' | 'balanceAfter' | 'ref' | 'reason'
> & {
  id: string;
  createdAt: Date | null;
  expiresAt: Date | null;
};
