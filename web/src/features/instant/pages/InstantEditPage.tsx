import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function InstantEditPage() {
  const { t } = useTranslation('instant');
  return <PlaceholderPage title={t('edit.title')} />;
}
