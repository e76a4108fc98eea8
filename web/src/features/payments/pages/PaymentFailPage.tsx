import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function PaymentFailPage() {
  const { t } = useTranslation('payments');
  return <PlaceholderPage title={t('fail.title')} />;
}
