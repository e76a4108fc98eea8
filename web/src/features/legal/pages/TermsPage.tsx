import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('terms.title')} />;
}
