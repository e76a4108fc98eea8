import { describe, expect, it } from 'vitest';
import {
  detectInitialLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  readSavedLanguage,
  saveLanguage,
} from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('detectInitialLanguage', () => {
  it('uses a saved choice over the browser language', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ja' });
    expect(detectInitialLanguage(storage, { language: 'ko-KR' })).toBe('ja');
  });

  it.each([
    ['ko-KR', 'ko'],
    ['ko', 'ko'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    ['zh-CN', 'en'],
  ])('maps browser language %s to %s when nothing is saved', (tag, expected) => {
    expect(detectInitialLanguage(memoryStorage(), { language: tag })).toBe(expected);
  });

  it('prefers the first entry of navigator.languages', () => {
    expect(detectInitialLanguage(memoryStorage(), { languages: ['ja-JP', 'en'], language: 'en-US' })).toBe(
      'ja',
    );
  });

  it.each(['fr', 'jp', 'KO', '', 'english'])('ignores an invalid saved value (%j)', (saved) => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: saved });
    expect(detectInitialLanguage(storage, { language: 'ja-JP' })).toBe('ja');
  });

  it('falls back to Korean without any browser language', () => {
    expect(detectInitialLanguage(memoryStorage(), {})).toBe('ko');
    expect(detectInitialLanguage(memoryStorage(), { languages: [] })).toBe('ko');
  });

  it('survives a storage that throws (privacy mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectInitialLanguage(throwing, { language: 'en-GB' })).toBe('en');
    expect(() => saveLanguage('ko', throwing)).not.toThrow();
  });
});

describe('saveLanguage / readSavedLanguage', () => {
  it('stores the choice under bitna-language', () => {
    const storage = memoryStorage();
    saveLanguage('en', storage);
    expect(storage.data.get('bitna-language')).toBe('en');
    expect(readSavedLanguage(storage)).toBe('en');
  });
});

describe('languageFromBrowser', () => {
  it('handles underscores and case', () => {
    expect(languageFromBrowser('KO_kr')).toBe('ko');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
});
