import { describe, expect, it } from 'vitest';
import { parsePricingConfig } from './payments';

describe('parsePricingConfig (the one reader of pricing_config/main, server and web)', () => {
  it('accepts doc_id for id, fills a sparse entry and drops one the contract rejects', () => {
    const config = parsePricingConfig({
      packages: {
        instant: [
          { doc_id: 'instant_10', price_krw: 3900, provides: { instant: 10 } },
          { id: 'broken', price_krw: 'free' },
        ],
        studio: [
          { id: 'studio_basic', price_krw: 24500, provides: { training: 1, generation: 50 }, active: false },
        ],
      },
    });
    expect(config.currency).toBe('KRW');
    expect(config.packages.instant.map((p) => p.id)).toEqual(['instant_10']);
    expect(config.packages.instant[0]).toMatchObject({
      line: 'instant',
      provides: { instant: 10, training: 0, generation: 0 },
      name: { ko: '', en: '', ja: '' },
      active: true,
    });
    expect(config.packages.studio[0]).toMatchObject({ line: 'studio', active: false });
  });

  it('gives empty lines for a missing document', () => {
    expect(parsePricingConfig(undefined).packages).toEqual({ instant: [], studio: [] });
  });
});
