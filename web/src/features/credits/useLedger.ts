import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth';
import { fetchLedger } from './api';
import type { LedgerLine } from './types';

export type LedgerState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; lines: LedgerLine[] };

export function useLedger(): LedgerState & { retry: () => void } {
  const { user } = useAuth();
  const uid = user?.uid;
  const [state, setState] = useState<LedgerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    fetchLedger(uid).then(
      (lines) => !cancelled && setState({ status: 'ready', lines }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
