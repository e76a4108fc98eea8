import { describe, expect, it } from 'vitest';
import { createI18n, NAMESPACES } from './i18n';

describe('createI18n', () => {
  it('finds the web namespaces in locales/ko', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'landing', 'payments', 'legal']));
  });

  it.each([
    ['ko', '요금제'],
    ['en', 'Pricing'],
    ['ja', '料金プラン'],
  ] as const)('loads %s before resolving', async (language, pricing) => {
    const i18n = await createI18n(language);
    expect(i18n.language).toBe(language);
    expect(i18n.t('nav.pricing')).toBe(pricing);
    expect(i18n.t('landing:hero.login')).not.toBe('hero.login');
  });

  it('loads another language on demand', async () => {
    const i18n = await createI18n('ko');
    await i18n.changeLanguage('ja');
    expect(i18n.t('price.free')).toBe('無料');
  });
});
