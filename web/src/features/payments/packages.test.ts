import { describe, expect, it } from 'vitest';
import { packagesForLine, packageTarget, parsePricingConfig } from './packages';

const raw = {
  currency: 'KRW',
  packages: {
    instant: [
      {
        id: 'instant_30',
        line: 'instant',
        order: 3,
        name: { ko: '인스턴트 30', en: 'Instant 30', ja: 'インスタント30' },
        description: { ko: '30장' },
        features: { ko: ['a', 'b'], en: ['A', 'B'], ja: ['あ', 'い'] },
        price_krw: 9900,
        original_price_krw: 11700,
        discount_rate: 15,
        free_trial: false,
        best_value: true,
        provides: { training: 0, generation: 0, instant: 30 },
        active: true,
      },
      { doc_id: 'instant_free', order: 1, name: { ko: '무료 체험' }, price_krw: 0, free_trial: true },
      { id: 'retired', order: 2, name: { ko: '단종' }, price_krw: 1000, active: false },
      { id: 'broken', order: 0, name: { ko: '가격 없음' } },
      'not an object',
    ],
  },
};

describe('parsePricingConfig', () => {
  const config = parsePricingConfig(raw);

  it('keeps well-formed entries, accepting doc_id for id', () => {
    expect(config.packages.instant.map((p) => p.id)).toEqual(['instant_30', 'instant_free', 'retired']);
    expect(config.packages.studio).toEqual([]);
  });

  it('falls back to Korean for missing translations', () => {
    const free = config.packages.instant[1]!;
    expect(free.name).toEqual({ ko: '무료 체험', en: '무료 체험', ja: '무료 체험' });
    expect(free.features.en).toEqual([]);
    expect(free.original_price_krw).toBeNull();
  });

  it('survives a missing or malformed document', () => {
    expect(parsePricingConfig(undefined).packages.instant).toEqual([]);
    expect(parsePricingConfig({ packages: { instant: 'nope' } }).packages.instant).toEqual([]);
  });
});

describe('packagesForLine', () => {
  it('returns active packages sorted by order', () => {
    const ids = packagesForLine(parsePricingConfig(raw), 'instant').map((p) => p.id);
    expect(ids).toEqual(['instant_free', 'instant_30']);
  });
});

describe('packageTarget', () => {
  const [paid, free] = parsePricingConfig(raw).packages.instant;
  it('sends free packages to /instant-new and paid ones to /payment', () => {
    expect(packageTarget(free!)).toBe('/instant-new');
    expect(packageTarget(paid!)).toBe('/payment?package=instant_30');
  });
});
