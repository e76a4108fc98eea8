import { type Package, type PackageLine, type PricingConfig } from '@contracts';

// The price list's parser lives in the contracts (the server reads the same document with it).
export { parsePackage, parsePricingConfig } from '@contracts';
export type { Package, PackageLine, PricingConfig };

/** What a card shows: active packages of one line, in the configured order. */
export function packagesForLine(config: PricingConfig, line: PackageLine): Package[] {
  return config.packages[line].filter((pkg) => pkg.active).sort((a, b) => a.order - b.order);
}

/**
 * A package's name in `language` by id, retired packages included (a purchase outlives its package on sale);
 * null when the price list is not loaded or has no such package.
 */
export function packageName(
  config: PricingConfig | null | undefined,
  id: string,
  language: keyof Package['name'],
): string | null {
  const pkg = config && [...config.packages.instant, ...config.packages.studio].find((p) => p.id === id);
  return pkg ? pkg.name[language] : null;
}

export function isFreePackage(pkg: Package): boolean {
  return pkg.free_trial || pkg.price_krw === 0;
}

/** What a studio user buys when generations run out: 10 more images from the model already trained. */
export const STUDIO_TOPUP_PACKAGE_ID = 'studio_addon_10';

/** The order page of one package. */
export function packagePath(id: string): string {
  return `/payment?package=${encodeURIComponent(id)}`;
}

/** Where a package's choose button leads (spec §2): free → /instant-new, paid → /payment?package={id}. */
export function packageTarget(pkg: Package): string {
  return isFreePackage(pkg) ? '/instant-new' : packagePath(pkg.id);
}
