import { useEffect, useState } from 'react';
import { fetchPricingConfig } from './api';
import type { Package } from './packages';

export type PackageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; pkg: Package };

/** One active package by id, from either line of pricing_config/main. */
export function usePackage(id: string | null): PackageState {
  const [state, setState] = useState<PackageState>(id ? { status: 'loading' } : { status: 'missing' });

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    fetchPricingConfig().then(
      (config) => {
        const pkg =
          config &&
          [...config.packages.instant, ...config.packages.studio].find((p) => p.id === id && p.active);
        if (!cancelled) setState(pkg ? { status: 'ready', pkg } : { status: 'missing' });
      },
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  return id ? state : { status: 'missing' };
}
