import { useState } from 'react';
import { useLoad } from '../../shared/hooks/useLoad';
import { useAuth } from '../auth';
import { fetchBiometricConsent, giveBiometricConsent } from './consent-api';

export type BiometricConsent = {
  /** 'loading' until read; 'needed' shows the consent before any photo can be chosen. */
  status: 'loading' | 'needed' | 'given';
  accept: () => Promise<void>;
  busy: boolean;
  error: string | null;
};

/** The signed-in user's face-data consent, and giving it. */
export function useBiometricConsent(): BiometricConsent {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const { data } = useLoad(() => fetchBiometricConsent(uid!), [uid], { enabled: !!uid });
  const [given, setGiven] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await giveBiometricConsent();
      setGiven(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const status = given || data === true ? 'given' : data === false ? 'needed' : 'loading';
  return { status, accept, busy, error };
}
