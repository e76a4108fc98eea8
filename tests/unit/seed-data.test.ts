// The seeded price list (scripts/seed/pricing-config.mjs) against the spec (accounts-pricing-payment §3, §9).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pricingConfigSchema } from '../../functions/src/contracts';
import { pricingConfig } from '../../scripts/seed/pricing-config.mjs';

const publicDir = path.resolve(import.meta.dirname, '..', '..', 'web', 'public');

// The seed must be exactly what the wire contract says clients read.
const packages = pricingConfigSchema.parse(pricingConfig).packages;
const all = [...packages.instant, ...packages.studio];

type Row = [
  id: string,
  line: string,
  price: number,
  original: number | null,
  rate: number,
  free: boolean,
  best: boolean,
  provides: [training: number, generation: number, instant: number],
];

// The spec's table: id, line, price, original price, discount %, free trial, best value, [training, generation, instant].
const EXPECTED: Row[] = [
  ['instant_free', 'instant', 0, null, 0, true, false, [0, 0, 5]],
  ['instant_10', 'instant', 3900, null, 0, false, false, [0, 0, 10]],
  ['instant_30', 'instant', 9900, 11700, 15, false, true, [0, 0, 30]],
  ['studio_starter_10', 'studio', 9900, null, 0, false, false, [1, 10, 0]],
  ['studio_addon_10', 'studio', 5000, null, 0, false, false, [0, 10, 0]],
  ['studio_value_30', 'studio', 14900, null, 0, false, true, [1, 30, 0]],
];

describe('pricing_config/main seed', () => {
  it('is priced in won and holds exactly the spec packages, each in its line', () => {
    expect(pricingConfig.currency).toBe('KRW');
    expect(Object.keys(packages).sort()).toEqual(['instant', 'studio']);
    expect(all.map((p) => p.id).sort()).toEqual(EXPECTED.map(([id]) => id).sort());
    for (const [line, list] of Object.entries(packages)) {
      for (const p of list) expect(p.line, p.id).toBe(line);
    }
  });

  it.each(EXPECTED)('%s: %s line, %d won, has the spec credits and flags', (id, ...row) => {
    const [line, price_krw, original_price_krw, discount_rate, free_trial, best_value, provides] = row;
    expect(all.find((p) => p.id === id)).toMatchObject({
      line,
      price_krw,
      original_price_krw,
      discount_rate,
      free_trial,
      best_value,
      provides: { training: provides[0], generation: provides[1], instant: provides[2] },
      active: true,
    });
  });

  it('gives the free trial flag to instant_free only, and it is the only free package', () => {
    expect(all.filter((p) => p.free_trial).map((p) => p.id)).toEqual(['instant_free']);
    expect(all.filter((p) => p.price_krw === 0).map((p) => p.id)).toEqual(['instant_free']);
  });

  it.each(all.map((p) => [p.id, p] as const))('%s: discount_rate matches the prices', (_, p) => {
    const rate =
      p.original_price_krw === null ? 0 : Math.round((1 - p.price_krw / p.original_price_krw) * 100);
    expect(p.discount_rate).toBe(rate);
    if (p.original_price_krw !== null) expect(p.original_price_krw).toBeGreaterThan(p.price_krw);
  });

  it.each(all.map((p) => [p.id, p] as const))(
    '%s has a name, description and 3-5 features in ko, en and ja',
    (_, p) => {
      for (const lang of LANGUAGES) {
        expect(p.name[lang]?.trim(), `name.${lang}`).toBeTruthy();
        expect(p.description[lang]?.trim(), `description.${lang}`).toBeTruthy();
        const features = p.features[lang] ?? [];
        expect(features.length, `features.${lang}`).toBeGreaterThanOrEqual(3);
        expect(features.length, `features.${lang}`).toBeLessThanOrEqual(5);
        for (const f of features) expect(f.trim(), `features.${lang}`).not.toBe('');
      }
      // The same list in every language, so a translated card does not lose a line.
      expect(new Set(LANGUAGES.map((lang) => p.features[lang]?.length)).size).toBe(1);
    },
  );

  it('orders each line 1, 2, 3 and marks one best value per line', () => {
    for (const list of Object.values(packages)) {
      expect(list.map((p) => p.order)).toEqual(list.map((_, i) => i + 1));
      expect(list.filter((p) => p.best_value)).toHaveLength(1);
    }
  });

  it('uses whole won and whole credit counts only', () => {
    for (const p of all) {
      for (const n of [p.price_krw, p.original_price_krw ?? 0, ...Object.values(p.provides)]) {
        expect(Number.isInteger(n) && n >= 0, p.id).toBe(true);
      }
    }
  });

  // Spec §9: studio delivery is 24 h for Starter 10 and 12 h for Add-on 10 and Value 30; the cards show it.
  it.each([
    ['studio_starter_10', 24],
    ['studio_addon_10', 12],
    ['studio_value_30', 12],
  ] as const)('%s advertises delivery within %d hours in ko, en and ja', (id, hours) => {
    const p = all.find((x) => x.id === id)!;
    expect(p.features.ko).toContain(`${hours}시간 이내 완성`);
    expect(p.features.en).toContain(`Delivered within ${hours} hours`);
    expect(p.features.ja).toContain(`${hours}時間以内にお届け`);
  });
});

describe('pricing_config/main seed: the style wizard (creation spec §9)', () => {
  const styles = pricingConfigSchema.parse(pricingConfig).styles;

  it('prices the six spec styles in won and marks business and linkedin popular', () => {
    expect(Object.fromEntries(styles.map((s) => [s.id, s.price_krw]))).toEqual({
      business: 15000,
      casual: 12000,
      formal_id: 10000,
      linkedin: 18000,
      creative: 20000,
      vintage: 16000,
    });
    expect(styles.filter((s) => s.popular).map((s) => s.id)).toEqual(['business', 'linkedin']);
  });

  it('names and describes every style in every language', () => {
    for (const s of styles)
      for (const language of LANGUAGES) {
        expect(s.name[language], `${s.id} ${language}`).not.toBe('');
        expect(s.description[language], `${s.id} ${language}`).not.toBe('');
      }
  });

  // A77: every style card shows a picture our own engine made (scripts/style-samples.mjs), with its source named.
  it.each(styles.map((s) => [s.id] as const))('%s has a small sample picture with a named source', (id) => {
    const style = styles.find((s) => s.id === id)!;
    expect(style.image_url).toBe(`/styles/${id}.webp`);
    const file = path.join(publicDir, style.image_url!);
    const bytes = readFileSync(file);
    expect(bytes.subarray(8, 12).toString('ascii'), 'WebP').toBe('WEBP');
    expect(bytes.length).toBeLessThan(60_000);
    expect(readFileSync(path.join(publicDir, 'styles', 'SOURCES.md'), 'utf8')).toMatch(
      new RegExp(`^\\| ${id}\\.webp +\\| \\S+ +\\| .+\\| (MIT|Apache-2\\.0) +\\|`, 'm'),
    );
  });
});
