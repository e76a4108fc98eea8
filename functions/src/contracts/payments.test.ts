import { describe, expect, it } from 'vitest';
import { parsePricingConfig, paymentRequestSchema, styleOrderProvides } from './payments';
import { STYLE_GENERATIONS_EACH, STYLE_ORDER_TRAININGS } from './studio';

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
    expect(parsePricingConfig(undefined).styles).toEqual([]);
  });

  it('reads styles forgivingly: doc_id and imageUrl accepted, unknown ids and bad prices dropped', () => {
    const { styles } = parsePricingConfig({
      styles: [
        { doc_id: 'casual', price_krw: 12000, imageUrl: 'https://img.example/casual.jpg' },
        { id: 'disco', price_krw: 9000 },
        { id: 'vintage', price_krw: 'cheap' },
      ],
    });
    expect(styles).toEqual([
      expect.objectContaining({
        id: 'casual',
        image_url: 'https://img.example/casual.jpg',
        popular: false,
        active: true,
        name: { ko: '', en: '', ja: '' },
      }),
    ]);
  });
});

describe('paymentRequestSchema', () => {
  const urls = {
    successUrl: 'https://bitna.example/payment/success',
    failUrl: 'https://bitna.example/payment/fail',
  };

  it('takes a package or styles, exactly one, and only known style ids', () => {
    expect(paymentRequestSchema.safeParse({ packageId: 'instant_10', ...urls }).success).toBe(true);
    expect(paymentRequestSchema.safeParse({ styleIds: ['business', 'casual'], ...urls }).success).toBe(true);
    expect(paymentRequestSchema.safeParse({ ...urls }).success).toBe(false);
    expect(paymentRequestSchema.safeParse({ packageId: 'x', styleIds: ['casual'], ...urls }).success).toBe(
      false,
    );
    expect(paymentRequestSchema.safeParse({ styleIds: [], ...urls }).success).toBe(false);
    expect(paymentRequestSchema.safeParse({ styleIds: ['disco'], ...urls }).success).toBe(false);
  });

  it('grants one training and the style images per style', () => {
    expect(styleOrderProvides(3)).toEqual({
      training: STYLE_ORDER_TRAININGS,
      generation: 3 * STYLE_GENERATIONS_EACH,
      instant: 0,
    });
  });
});
