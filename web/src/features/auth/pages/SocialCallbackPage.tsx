import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, Card, Icon, LinkButton, Spinner } from '../../../shared/ui';
import { signInWithSocialCode } from '../api';
import { socialErrorKey } from '../errors';
import { safeNextPath } from '../redirect';
import { forgetSocialNonce, readSocialNonce, recallSocialMode, useLoginDialog } from '../store';
import { useAuth } from '../useAuth';

/**
 * Where the api function sends the browser back after Kakao or Naver: `#code=<one-time code>&next=<path>` on
 * success, `?error=cancelled|failed` otherwise. The code is in the fragment, so it never reaches a server log,
 * and it is wiped from the address bar and history at once. It signs in only together with the nonce this tab
 * kept when it started the flow (login CSRF: a link carrying someone else's code fails here).
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [signedIn, setSignedIn] = useState(false);
  const showLogin = useLoginDialog((s) => s.show);
  const mode = recallSocialMode();
  // Read once: navigating to `next` replaces the URL and its fragment.
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const code = fragment.get('code');
  const [nonce] = useState(readSocialNonce);
  // Without this tab's nonce the code is not ours to use: a link made in another browser (login CSRF).
  const [failed, setFailed] = useState(params.has('error') || !code || !nonce);
  const started = useRef(false);
  usePageTitle(t('social.callbackTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Nothing of the sign-in stays in the address bar or history, whatever happens next.
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    forgetSocialNonce();
    if (failed || !code || !nonce) return;
    signInWithSocialCode(code, nonce).then(
      () => setSignedIn(true),
      () => setFailed(true),
    );
  }, [failed, code, nonce]);

  // Leave only once the app has the user (its session document is made first), or the guard of `next`
  // would see nobody and send the user home.
  if (signedIn && user) return <Navigate to={safeNextPath(fragment.get('next'))} replace />;

  const cancelled = params.get('error') === 'cancelled';
  return (
    <section className="auth-page container">
      <Card className="auth-page__card social-callback" data-testid="social-callback">
        {failed ? (
          <>
            <Icon name="alert" size={32} />
            <h1 className="auth-page__title">{t(cancelled ? 'social.cancelled' : socialErrorKey(mode))}</h1>
            <p className="auth-form__lead">{t('social.retryHint')}</p>
            <Button onClick={() => showLogin(mode)}>{t('social.retry')}</Button>
            <LinkButton to="/" variant="ghost">
              {t('social.home')}
            </LinkButton>
          </>
        ) : (
          <>
            <Spinner />
            <h1 className="auth-page__title">{t('social.signingIn')}</h1>
          </>
        )}
      </Card>
    </section>
  );
}
