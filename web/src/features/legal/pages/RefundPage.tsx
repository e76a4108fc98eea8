import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function RefundPage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('refund.title')} />;
}
