import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  return <PlaceholderPage title={t('gallery.title')} />;
}
