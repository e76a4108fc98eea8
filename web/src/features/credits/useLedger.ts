import { useLoad } from '../../shared/hooks/useLoad';
import { useAuth } from '../auth';
import { fetchLedger } from './api';
import type { LedgerLine } from './types';

export type LedgerState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; lines: LedgerLine[] };

/** The signed-in user's newest ledger lines, with a retry after a failed read. */
export function useLedger(): LedgerState & { retry: () => void } {
  const { user } = useAuth();
  const uid = user?.uid;
  const { data, error, loading, retry } = useLoad(() => fetchLedger(uid!), [uid], { enabled: !!uid });
  if (error) return { status: 'error', retry };
  if (loading || !data) return { status: 'loading', retry };
  return { status: 'ready', lines: data, retry };
}
