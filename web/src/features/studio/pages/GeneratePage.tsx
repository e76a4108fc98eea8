import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function GeneratePage() {
  const { t } = useTranslation('studio');
  return <PlaceholderPage title={t('generate.title')} />;
}
