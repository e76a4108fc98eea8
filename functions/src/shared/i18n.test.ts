import { describe, expect, it } from 'vitest';
import { hasMessage, pickLanguage, translator } from './i18n';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['ja-JP', 'ja'],
    ['fr-FR,ja;q=0.5,en;q=0.8', 'en'],
    ['de, ko;q=0.1', 'ko'],
    ['en;q=0, ja;q=0.2', 'ja'],
    ['zh-CN', 'ko'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('translator', () => {
  it('interpolates and falls back to Korean', () => {
    expect(translator('en')('request.too_large', { limit: '1kb' })).toBe(
      'The request is too large (maximum 1kb).',
    );
    expect(hasMessage('auth.required')).toBe(true);
    expect(hasMessage('no.such.key')).toBe(false);
  });
});
