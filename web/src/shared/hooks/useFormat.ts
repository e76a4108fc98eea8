import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatPrice } from '../lib/format';
import { useLanguage } from './useLanguage';

/** Formatters bound to the current language, so components never pass the language around. */
export function useFormat() {
  const { language } = useLanguage();
  const { t } = useTranslation('common');
  const freeLabel = t('price.free');
  return useMemo(
    () => ({
      price: (amount: number) => formatPrice(amount, freeLabel),
      date: (date: Date | number) => formatDate(date, language),
      dateTime: (date: Date | number) => formatDateTime(date, language),
    }),
    [language, freeLabel],
  );
}
