import { type Package, type PackageLine, type PricingConfig } from '@contracts';

// The price list's parser lives in the contracts (the server reads the same document with it).
export { parsePackage, parsePricingConfig } from '@contracts';
export type { Package, PackageLine, PricingConfig };

/** What a card shows: active packages of one line, in the configured order. */
export function packagesForLine(config: PricingConfig, line: PackageLine): Package[] {
  return config.packages[line].filter((pkg) => pkg.active).sort((a, b) => a.order - b.order);
}

export function isFreePackage(pkg: Package): boolean {
  return pkg.free_trial || pkg.price_krw === 0;
}

/** Where a package's choose button leads (spec §2): free → /instant-new, paid → /payment?package={id}. */
export function packageTarget(pkg: Package): string {
  return isFreePackage(pkg) ? '/instant-new' : `/payment?package=${encodeURIComponent(pkg.id)}`;
}
