import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function GeneratePage() {
  const { t } = useTranslation('generate');
  return <PlaceholderPage title={t('generate.title')} />;
}
