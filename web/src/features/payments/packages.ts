import {
  packageSchema,
  type Localized,
  type Package,
  type PackageLine,
  type PricingConfig,
} from '@contracts';

/*
 * `pricing_config/main` (seeded by scripts/seed, read-only for clients under the rules), checked against the
 * contract's package schema. Parsing is forgiving where the seed may be sparse: optional flags and a missing
 * translation get defaults (Korean, the source language, for texts) before the check, and an entry that still
 * fails it is dropped rather than crashing the landing page.
 */

export type { Package, PackageLine, PricingConfig };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function withKoreanFallback<T>(value: unknown, empty: T): Localized<unknown> {
  const map = isObject(value) ? value : {};
  const ko = map.ko ?? empty;
  return { ko, en: map.en ?? ko, ja: map.ja ?? ko };
}

/** The defaults of a sparse entry; the types are left to the schema. */
function withDefaults(raw: Loose, line: PackageLine): Loose {
  const provides = isObject(raw.provides) ? raw.provides : {};
  return {
    ...raw,
    // Spec §3: each entry carries `id` or `doc_id`.
    id: raw.id ?? raw.doc_id,
    line: raw.line ?? line,
    order: raw.order ?? Number.MAX_SAFE_INTEGER,
    name: withKoreanFallback(raw.name, ''),
    description: withKoreanFallback(raw.description, ''),
    features: withKoreanFallback(raw.features, []),
    original_price_krw: raw.original_price_krw ?? null,
    discount_rate: raw.discount_rate ?? 0,
    free_trial: raw.free_trial ?? false,
    best_value: raw.best_value ?? false,
    provides: {
      training: provides.training ?? 0,
      generation: provides.generation ?? 0,
      instant: provides.instant ?? 0,
    },
    active: raw.active ?? true,
  };
}

export function parsePackage(raw: unknown, line: PackageLine): Package | null {
  if (!isObject(raw)) return null;
  const parsed = packageSchema.safeParse(withDefaults(raw, line));
  return parsed.success ? parsed.data : null;
}

export function parsePricingConfig(data: unknown): PricingConfig {
  const root = isObject(data) ? data : {};
  const lists = isObject(root.packages) ? root.packages : {};
  const parseLine = (line: PackageLine) =>
    (Array.isArray(lists[line]) ? lists[line] : [])
      .map((raw) => parsePackage(raw, line))
      .filter((pkg): pkg is Package => pkg !== null);
  return {
    currency: typeof root.currency === 'string' && root.currency ? root.currency : 'KRW',
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
