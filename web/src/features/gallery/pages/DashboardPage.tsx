import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function DashboardPage() {
  const { t } = useTranslation('gallery');
  return <PlaceholderPage title={t('dashboard.title')} />;
}
