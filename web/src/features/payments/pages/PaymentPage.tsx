import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function PaymentPage() {
  const { t } = useTranslation('payments');
  return <PlaceholderPage title={t('payment.title')} />;
}
