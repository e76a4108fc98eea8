import { createContext, useContext } from 'react';
import type { Language } from '../lib/language';

export type LanguageContextValue = {
  language: Language;
  /** Switches the UI language, remembers it under `bitna-language` and updates `<html lang>`. */
  setLanguage: (language: Language) => Promise<void>;
};

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  // A silent default would hide a missing provider until someone switches language in production.
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
