import { getDb, idToken } from '../../app/firebase';
import { apiRequest, ApiError } from '../../shared/lib/apiClient';
import type { Credits, LedgerKind, LedgerLine, Purchase } from './types';

type CreditsResponse = {
  instant_credits: number;
  training_credits: number;
  generation_credits: number;
};

/** Spec §7: GET /pricing/credits; without a token the call fails before reaching the server. */
export async function fetchCredits(): Promise<Credits> {
  const token = await idToken();
  if (!token) throw new ApiError('Failed to get authentication token', 401);
  const body = await apiRequest<CreditsResponse>('/pricing/credits', { token });
  return {
    instant: body.instant_credits ?? 0,
    training: body.training_credits ?? 0,
    generation: body.generation_credits ?? 0,
  };
}

export const LEDGER_PAGE_SIZE = 20;

const toDate = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

/** The newest ledger lines of the caller, read under the rules (a user reads only their own ledger). */
export async function fetchLedger(uid: string): Promise<LedgerLine[]> {
  const [{ collection, getDocs, limit, orderBy, query }, db] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
  ]);
  const snapshot = await getDocs(
    query(collection(db, 'users', uid, 'ledger'), orderBy('createdAt', 'desc'), limit(LEDGER_PAGE_SIZE)),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      kind: data.kind as LedgerKind,
      unit: data.unit as LedgerLine['unit'],
      amount: Number(data.amount) || 0,
      balanceAfter: Number(data.balanceAfter) || 0,
      ref: String(data.ref ?? ''),
      createdAt: toDate(data.createdAt),
      expiresAt: toDate(data.expiresAt),
    };
  });
}

/** Spec §7: either {success, payments[]} or a bare array; §8: a failure shows an empty list. */
export async function fetchPurchases(): Promise<Purchase[]> {
  const token = await idToken();
  if (!token) return [];
  try {
    const body = await apiRequest<{ payments?: Purchase[] } | Purchase[]>('/payments/my-payments', { token });
    const list = Array.isArray(body) ? body : (body.payments ?? []);
    return list.filter((p) => p.status === 'CONFIRMED' || p.status === 'COMPLETED');
  } catch {
    return [];
  }
}

export type RefundQuote =
  | { allowed: true; kind: 'full' | 'partial'; refund: number; fee: number }
  | { allowed: false; reason: 'nothing_left' | 'below_minimum' };

/** What the refund policy allows for a purchase right now (owner only, checked on the server). */
export async function fetchRefundQuote(paymentKey: string): Promise<RefundQuote | null> {
  const token = await idToken();
  if (!token) throw new ApiError('Failed to get authentication token', 401);
  const body = await apiRequest<{ quote: RefundQuote | null }>(
    `/payments/${encodeURIComponent(paymentKey)}/refund`,
    {
      token,
    },
  );
  return body.quote;
}

export async function requestRefund(paymentKey: string): Promise<void> {
  const token = await idToken();
  if (!token) throw new ApiError('Failed to get authentication token', 401);
  await apiRequest(`/payments/${encodeURIComponent(paymentKey)}/refund`, { method: 'POST', token, body: {} });
}
