import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { signOut, subscribeToAuth } from '../api';
import type { AuthState } from '../types';
import { AuthContext } from '../useAuth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });

  useEffect(() => subscribeToAuth((user) => setState({ user, loading: false })), []);

  const value = useMemo(() => ({ ...state, signOut }), [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
