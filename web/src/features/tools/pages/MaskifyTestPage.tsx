import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function MaskifyTestPage() {
  const { t } = useTranslation('tools');
  return <PlaceholderPage title={t('maskifyTest.title')} />;
}
