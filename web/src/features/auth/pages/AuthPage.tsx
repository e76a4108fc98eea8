import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Card, PageSpinner } from '../../../shared/ui';
import { AuthForm } from '../components/AuthForm';
import { safeNextPath } from '../redirect';
import type { AuthMode } from '../types';
import { useAuth } from '../useAuth';
import './AuthPage.css';

/**
 * Sign-in as a page: where the payment guard sends logged-out visitors (`?next=` brings them back) and where
 * links without a dialog land. `?mode=signup` opens the signup mode.
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [mode, setMode] = useState<AuthMode>(params.get('mode') === 'signup' ? 'signup' : 'login');
  usePageTitle(t(mode === 'signup' ? 'form.signupTitle' : 'form.loginTitle'));

  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={next} replace />;

  return (
    <section className="auth-page container">
      <Card className="auth-page__card">
        <h1 className="auth-page__title">{t(mode === 'signup' ? 'form.signupTitle' : 'form.loginTitle')}</h1>
        <p className="auth-form__lead">{t(mode === 'signup' ? 'form.signupLead' : 'form.loginLead')}</p>
        {params.get('next') && (
          <p className="auth-page__next soft-note" data-next={next}>
            {t('signIn.next')}
          </p>
        )}
        <AuthForm key={mode} mode={mode} onModeChange={setMode} next={next} />
      </Card>
    </section>
  );
}
