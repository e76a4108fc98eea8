/** Balances per credit unit, as GET /api/v1/pricing/credits reports them. */
export type Credits = { instant: number; training: number; generation: number };

export type LedgerKind = 'grant' | 'consume' | 'refund' | 'expire' | 'revoke';

/** One line of users/{uid}/ledger: a signed change and the balance after it. */
export type LedgerLine = {
  id: string;
  kind: LedgerKind;
  unit: keyof Credits;
  amount: number;
  balanceAfter: number;
  ref: string;
  createdAt: Date | null;
  expiresAt: Date | null;
};

/** Spec §3: a payment record as GET /payments/my-payments lists it (only CONFIRMED or COMPLETED). */
export type Purchase = {
  id: string;
  status: string;
  orderName: string;
  amount: number;
  method: string;
  receiptUrl: string | null;
  completedAt: string | null;
  createdAt: string | null;
  refundable: boolean;
};
