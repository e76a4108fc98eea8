import type { Localized, StyleOptionId } from '@contracts';
import { useLoad } from '../../shared/hooks/useLoad';
import { fetchPricingConfig } from './api';
import type { Package } from './packages';
import { stylesAsPackage } from './styleOrder';

export type PackageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; pkg: Package };

/**
 * One active package by id, from either line of pricing_config/main, or the style wizard's choice
 * (`styles`, named `stylesName`) as a package.
 */
export function usePackage(
  id: string | null,
  styles: StyleOptionId[] | null = null,
  stylesName?: Localized<string>,
): PackageState {
  const key = styles ? styles.join(',') : id;
  const { data, error, loading } = useLoad(
    async () => {
      const config = await fetchPricingConfig();
      if (styles) return config && stylesName ? stylesAsPackage(config.styles, styles, stylesName) : null;
      const all = config ? [...config.packages.instant, ...config.packages.studio] : [];
      return all.find((p) => p.id === id && p.active) ?? null;
    },
    [key],
    { enabled: !!key },
  );
  if (!key) return { status: 'missing' };
  if (error) return { status: 'error' };
  if (loading || data === undefined) return { status: 'loading' };
  return data ? { status: 'ready', pkg: data } : { status: 'missing' };
}
