import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  openSession,
  reloadUser,
  resendVerificationEmail,
  signOut as apiSignOut,
  subscribeToAuth,
} from '../api';
import { beginSession, clearSession, readSessionStart } from '../session';
import type { AuthState } from '../types';
import { AuthContext } from '../useAuth';
import { useSessionGuard } from '../useSessionGuard';

async function signOut() {
  clearSession();
  await apiSignOut();
}

/**
 * A user without `sessionStartTime` has just signed in (a restored session still has it): the session starts
 * and the server creates the user document with the free trial before the app sees the user, so credits
 * and the profile never show a half-made account.
 */
async function openNewSession(): Promise<void> {
  beginSession();
  try {
    await openSession();
  } catch {
    // The next sign-in retries; the app works without the document meanwhile (balances show as loading).
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });

  useEffect(() => {
    let latest = 0;
    return subscribeToAuth((user) => {
      const turn = ++latest;
      if (!user) {
        clearSession();
        setState({ user: null, loading: false });
        return;
      }
      if (readSessionStart()) {
        setState({ user, loading: false });
        return;
      }
      void openNewSession().then(() => {
        if (turn === latest) setState({ user, loading: false });
      });
    });
  }, []);

  useSessionGuard(state.user, signOut);

  const refreshUser = useCallback(async () => {
    const user = await reloadUser();
    setState((current) => ({ ...current, user }));
  }, []);

  const value = useMemo(
    () => ({ ...state, signOut, refreshUser, resendVerification: resendVerificationEmail }),
    [state, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
