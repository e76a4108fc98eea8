import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui';

export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  return <PlaceholderPage title={t('success.title')} />;
}
