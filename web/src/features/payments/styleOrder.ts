import {
  STYLE_OPTION_IDS,
  styleOrderProvides,
  type Localized,
  type StyleOption,
  type StyleOptionId,
} from '@contracts';
import type { Package } from './packages';

/** `/payment?styles=business,linkedin`: the known ids, each once, in the order given; null without any. */
export function parseStyleIds(param: string | null): StyleOptionId[] | null {
  if (!param) return null;
  const known = new Set<string>(STYLE_OPTION_IDS);
  const ids = [...new Set(param.split(','))].filter((id): id is StyleOptionId => known.has(id));
  return ids.length ? ids : null;
}

/**
 * The style wizard's choice shown as a package on the payment page: the total of the chosen styles as
 * pricing_config lists them (the server prices the order the same way) and what such an order grants.
 * Null when any id is not on sale.
 */
export function stylesAsPackage(
  styles: StyleOption[],
  ids: StyleOptionId[],
  name: Localized<string>,
): Package | null {
  const chosen = ids.map((id) => styles.find((s) => s.id === id && s.active));
  if (chosen.some((s) => !s)) return null;
  const list = chosen as StyleOption[];
  const names = (language: keyof Localized<string>) => list.map((s) => s.name[language]).join(', ');
  return {
    id: 'styles',
    line: 'studio',
    order: 0,
    name,
    description: { ko: names('ko'), en: names('en'), ja: names('ja') },
    features: { ko: [], en: [], ja: [] },
    price_krw: list.reduce((sum, s) => sum + s.price_krw, 0),
    original_price_krw: null,
    discount_rate: 0,
    free_trial: false,
    best_value: false,
    four_k: false,
    provides: styleOrderProvides(list.length),
    active: true,
  };
}
