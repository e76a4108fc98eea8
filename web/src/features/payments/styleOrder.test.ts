import { describe, expect, it } from 'vitest';
import { styleOptions } from '../../test/pricingFixture';
import { parseStyleIds, stylesAsPackage } from './styleOrder';

const name = { ko: '스타일', en: 'Styles', ja: 'スタイル' };

describe('parseStyleIds', () => {
  it('keeps known ids once, in order, and gives null without any', () => {
    expect(parseStyleIds('linkedin,business,linkedin,disco')).toEqual(['linkedin', 'business']);
    expect(parseStyleIds('disco')).toBeNull();
    expect(parseStyleIds(null)).toBeNull();
  });
});

describe('stylesAsPackage', () => {
  it('totals the listed prices and grants one training plus images per style', () => {
    const pkg = stylesAsPackage(styleOptions, ['casual', 'vintage'], name);
    expect(pkg).toMatchObject({
      price_krw: 28000,
      line: 'studio',
      provides: { training: 1, generation: 20 },
    });
  });

  it('refuses a style that is not on sale', () => {
    const off = styleOptions.map((s) => (s.id === 'casual' ? { ...s, active: false } : s));
    expect(stylesAsPackage(off, ['casual'], name)).toBeNull();
  });
});
