import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function InstantNewPage() {
  const { t } = useTranslation('instant');
  return <PlaceholderPage title={t('new.title')} />;
}
