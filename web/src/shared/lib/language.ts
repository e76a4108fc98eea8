/**
 * Language rules from the spec (§5): only ko, en and ja; a saved choice wins; otherwise the browser
 * language decides (ko → ko, ja → ja, anything else → en); ko is the source and the last fallback.
 */
// The zod-free part of the contract: this module is on the first screen, the schemas are not.
import { LANGUAGES, type Language } from '@contracts/languages';

// The server answers in the same three languages: one list for both sides.
export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };

export const SOURCE_LANGUAGE: Language = 'ko';
export const LANGUAGE_STORAGE_KEY = 'bitna-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag such as 'ko-KR' or 'ja' to one of ours. */
export function languageFromBrowser(tag: string | undefined | null): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'ko') return 'ko';
  if (primary === 'ja') return 'ja';
  return 'en';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type NavigatorLike = { language?: string; languages?: readonly string[] };

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access; the language then simply is not remembered.
    return undefined;
  }
}

export function readSavedLanguage(storage: StorageLike | undefined = defaultStorage()): Language | null {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language, storage: StorageLike | undefined = defaultStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota or privacy mode: the choice still applies for this visit.
  }
}

export function detectInitialLanguage(
  storage: StorageLike | undefined = defaultStorage(),
  nav: NavigatorLike | undefined = globalThis.navigator,
): Language {
  const saved = readSavedLanguage(storage);
  if (saved) return saved;
  const browserTag = nav?.languages?.[0] ?? nav?.language;
  return browserTag ? languageFromBrowser(browserTag) : SOURCE_LANGUAGE;
}
