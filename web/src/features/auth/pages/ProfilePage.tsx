import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function ProfilePage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('profile.title')} />;
}
