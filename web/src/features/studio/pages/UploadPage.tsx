import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function UploadPage() {
  const { t } = useTranslation('studio');
  return <PlaceholderPage title={t('upload.title')} />;
}
