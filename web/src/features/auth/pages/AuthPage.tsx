import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner, PlaceholderPage } from '../../../shared/ui';
import { safeNextPath } from '../redirect';
import { useAuth } from '../useAuth';

/**
 * Placeholder sign-in page. It already honours `?next=`: once sign-in exists (a later issue), a signed-in
 * visitor lands back where the guard stopped them, e.g. /payment?package=instant_10.
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const next = params.get('next');

  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={safeNextPath(next)} replace />;

  return (
    <PlaceholderPage title={t('signIn.title')}>
      <p>{t('signIn.body')}</p>
      {next && (
        <p className="auth-page__next" data-next={safeNextPath(next)}>
          {t('signIn.next')}
        </p>
      )}
    </PlaceholderPage>
  );
}
