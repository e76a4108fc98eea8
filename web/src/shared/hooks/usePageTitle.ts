import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title; `null` uses the brand title alone (the landing page). */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation('common');
  const brandTitle = t('brand.documentTitle');
  useEffect(() => {
    document.title = title ? `${title} · ${t('brand.name')} ${t('brand.latin')}` : brandTitle;
  }, [title, brandTitle, t]);
}
