import type { Language } from '../../shared/lib/language';

/*
 * Domain types for `pricing_config/main` (seeded by scripts/seed, read-only for clients under the rules).
 * Parsing is defensive: a malformed entry is dropped rather than crashing the landing page, and a missing
 * translation falls back to Korean, the source language.
 */

export type PackageLine = 'instant' | 'studio';
export type Localized<T> = Record<Language, T>;

export type Package = {
  id: string;
  line: PackageLine;
  order: number;
  name: Localized<string>;
  description: Localized<string>;
  features: Localized<string[]>;
  price_krw: number;
  original_price_krw: number | null;
  /** Percent, e.g. 15 for 15% off the original price. */
  discount_rate: number;
  free_trial: boolean;
  best_value: boolean;
  provides: { training: number; generation: number; instant: number };
  active: boolean;
};

export type PricingConfig = {
  currency: string;
  packages: Record<PackageLine, Package[]>;
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function localized<T>(value: unknown, read: (v: unknown) => T): Localized<T> {
  const map = isObject(value) ? value : {};
  const ko = read(map.ko);
  return { ko, en: map.en === undefined ? ko : read(map.en), ja: map.ja === undefined ? ko : read(map.ja) };
}

export function parsePackage(raw: unknown, line: PackageLine): Package | null {
  if (!isObject(raw)) return null;
  // Spec §3: each entry carries `id` or `doc_id`.
  const id = str(raw.id) || str(raw.doc_id);
  if (!id || typeof raw.price_krw !== 'number') return null;
  const provides = isObject(raw.provides) ? raw.provides : {};
  return {
    id,
    line: raw.line === 'studio' || raw.line === 'instant' ? raw.line : line,
    order: num(raw.order, Number.MAX_SAFE_INTEGER),
    name: localized(raw.name, str),
    description: localized(raw.description, str),
    features: localized(raw.features, strList),
    price_krw: num(raw.price_krw),
    original_price_krw: typeof raw.original_price_krw === 'number' ? raw.original_price_krw : null,
    discount_rate: num(raw.discount_rate),
    free_trial: raw.free_trial === true,
    best_value: raw.best_value === true,
    provides: {
      training: num(provides.training),
      generation: num(provides.generation),
      instant: num(provides.instant),
    },
    active: raw.active !== false,
  };
}

export function parsePricingConfig(data: unknown): PricingConfig {
  const root = isObject(data) ? data : {};
  const lists = isObject(root.packages) ? root.packages : {};
  const parseLine = (line: PackageLine) =>
    (Array.isArray(lists[line]) ? lists[line] : [])
      .map((raw) => parsePackage(raw, line))
      .filter((pkg): pkg is Package => pkg !== null);
  return {
    currency: str(root.currency) || 'KRW',
    packages: { instant: parseLine('instant'), studio: parseLine('studio') },
  };
}

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
