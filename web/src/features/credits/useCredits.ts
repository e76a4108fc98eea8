import { useCallback, useEffect } from 'react';
import { useAuth } from '../auth';
import { useCreditsStore } from './store';

/**
 * The signed-in user's balances (spec §4): fetched when a user is present, cached 2 minutes, cleared on
 * sign-out. `fetch(true)` bypasses the cache, e.g. after a purchase or a generation.
 */
export function useCredits() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const { credits, loading, error, load, consume, reset } = useCreditsStore();

  useEffect(() => {
    if (uid) void load(uid);
    else reset();
  }, [uid, load, reset]);

  const fetch = useCallback((force = false) => (uid ? load(uid, force) : Promise.resolve()), [uid, load]);

  return {
    credits: uid ? credits : null,
    loading: !!uid && (loading || (!credits && !error)),
    error,
    fetch,
    consume,
  };
}
