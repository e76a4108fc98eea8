import { useLoad } from '../../shared/hooks/useLoad';
import { fetchPackages } from './api';
import type { Package, PackageLine } from './packages';

export type PackagesState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; packages: Package[] };

/** The active packages of one line, with a retry after a failed read. */
export function usePackages(line: PackageLine): PackagesState & { retry: () => void } {
  const { data, error, loading, retry } = useLoad(() => fetchPackages(line), [line]);
  if (error) return { status: 'error', error, retry };
  if (loading || !data) return { status: 'loading', retry };
  return { status: 'ready', packages: data, retry };
}
