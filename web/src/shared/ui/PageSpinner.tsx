import { useTranslation } from 'react-i18next';
import './Spinner.css';
import { Spinner } from './Spinner';

/** Full-area loading state for lazy pages and for guards waiting on the auth state. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner size="lg" />
      <span>{t('status.loading')}</span>
    </div>
  );
}
