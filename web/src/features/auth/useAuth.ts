import { createContext, useContext } from 'react';
import type { AuthState } from './types';

export type AuthContextValue = AuthState & {
  signOut: () => Promise<void>;
  /** Re-reads the user from Auth after a change the auth listener does not report (display name). */
  refreshUser: () => Promise<void>;
  /** Sends the e-mail verification message again (password accounts). */
  resendVerification: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // Without the provider every page would treat the visitor as logged out; fail loudly instead.
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
