import { useLoad } from '../../shared/hooks/useLoad';
import { fetchPricingConfig } from './api';
import type { Package } from './packages';

export type PackageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; pkg: Package };

/** One active package by id, from either line of pricing_config/main. */
export function usePackage(id: string | null): PackageState {
  const { data, error, loading } = useLoad(
    async () => {
      const config = await fetchPricingConfig();
      const all = config ? [...config.packages.instant, ...config.packages.studio] : [];
      return all.find((p) => p.id === id && p.active) ?? null;
    },
    [id],
    { enabled: !!id },
  );
  if (!id) return { status: 'missing' };
  if (error) return { status: 'error' };
  if (loading || data === undefined) return { status: 'loading' };
  return data ? { status: 'ready', pkg: data } : { status: 'missing' };
}
