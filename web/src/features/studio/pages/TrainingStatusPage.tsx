import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function TrainingStatusPage() {
  const { t } = useTranslation('studio');
  return <PlaceholderPage title={t('trainingStatus.title')} />;
}
