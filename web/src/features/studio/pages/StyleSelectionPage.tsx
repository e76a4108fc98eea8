import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function StyleSelectionPage() {
  const { t } = useTranslation('studio');
  return <PlaceholderPage title={t('styleSelection.title')} />;
}
