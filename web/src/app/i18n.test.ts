import { describe, expect, it } from 'vitest';
import { createI18n, FIRST_SCREEN_NAMESPACES, NAMESPACES } from './i18n';

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

  it('bundles ko for the first screen only and fetches the other namespaces when a page asks', async () => {
    const i18n = await createI18n('ko', FIRST_SCREEN_NAMESPACES);
    for (const ns of FIRST_SCREEN_NAMESPACES) expect(i18n.hasResourceBundle('ko', ns)).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'studio')).toBe(false);
    await i18n.loadNamespaces('studio');
    expect(i18n.hasResourceBundle('ko', 'studio')).toBe(true);
    expect(NAMESPACES).toEqual(expect.arrayContaining([...FIRST_SCREEN_NAMESPACES, 'studio', 'legal']));
  });

  it('falls back to ko for a namespace fetched in another language', async () => {
    const i18n = await createI18n('ja', FIRST_SCREEN_NAMESPACES);
    await i18n.loadNamespaces('legal');
    expect(i18n.hasResourceBundle('ja', 'legal')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'legal')).toBe(true);
  });
});
