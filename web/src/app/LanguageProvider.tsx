import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageContext } from '../shared/hooks/useLanguage';
import { isLanguage, saveLanguage, SOURCE_LANGUAGE, type Language } from '../shared/lib/language';

function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : SOURCE_LANGUAGE;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [language, setCurrent] = useState<Language>(() => toLanguage(i18n.resolvedLanguage ?? i18n.language));

  useEffect(() => {
    const onChange = (next: string) => setCurrent(toLanguage(next));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  useEffect(() => {
    // Screen readers and the browser's font selection for CJK text both read <html lang>.
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    async (next: Language) => {
      saveLanguage(next);
      await i18n.changeLanguage(next);
    },
    [i18n],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
