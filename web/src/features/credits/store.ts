import { create } from 'zustand';
import { fetchCredits } from './api';
import type { Balances } from '@contracts';

/** Spec §4 and §9: balances are cached 2 minutes; a forced fetch bypasses the cache. */
export const CREDITS_CACHE_MS = 2 * 60 * 1000;

type CreditsState = {
  uid: string | null;
  credits: Balances | null;
  loading: boolean;
  error: string | null;
  fetchedAt: number;
  /** Loads the balances of `uid`, from the cache when fresh unless `force`. */
  load: (uid: string, force?: boolean) => Promise<void>;
  /** Spec §4: one instant credit used locally, never below 0 (the server has debited it already). */
  consume: () => void;
  reset: () => void;
};

const initial = { uid: null, credits: null, loading: false, error: null, fetchedAt: 0 };

export const useCreditsStore = create<CreditsState>()((set, get) => ({
  ...initial,
  async load(uid, force = false) {
    const state = get();
    const fresh = state.uid === uid && state.credits && Date.now() - state.fetchedAt < CREDITS_CACHE_MS;
    if (fresh && !force) return;
    // Another user's numbers must never show, even for a moment, after an account switch.
    set({ uid, loading: true, error: null, ...(state.uid === uid ? {} : { credits: null }) });
    try {
      const credits = await fetchCredits();
      if (get().uid === uid) set({ credits, loading: false, fetchedAt: Date.now() });
    } catch (error) {
      if (get().uid === uid)
        set({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  },
  consume() {
    const { credits } = get();
    if (credits) set({ credits: { ...credits, instant: Math.max(0, credits.instant - 1) } });
  },
  reset: () => set(initial),
}));
