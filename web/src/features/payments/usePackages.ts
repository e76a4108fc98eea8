import { useCallback, useEffect, useState } from 'react';
import { fetchPackages } from './api';
import type { Package, PackageLine } from './packages';

export type PackagesState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; packages: Package[] };

export function usePackages(line: PackageLine): PackagesState & { retry: () => void } {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchPackages(line).then(
      (packages) => !cancelled && setState({ status: 'ready', packages }),
      (error: unknown) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [line, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
