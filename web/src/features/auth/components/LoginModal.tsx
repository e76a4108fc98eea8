import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../../shared/ui';
import { completeRedirectSignIn } from '../api';
import { isUserCancel, socialErrorKey } from '../errors';
import { recallSocialMode, useLoginDialog } from '../store';
import { useAuth } from '../useAuth';
import { AuthForm } from './AuthForm';

/** The login/signup dialog, mounted once in the app shell and opened through useLoginDialog. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const { open, mode, errorKey, show, hide } = useLoginDialog();
  const { user } = useAuth();
  const location = useLocation();

  // A Google redirect that failed comes back here with its error: reopen the dialog to say so.
  useEffect(() => {
    completeRedirectSignIn().catch((error: unknown) => {
      if (!isUserCancel(error)) {
        const previous = recallSocialMode();
        show(previous, socialErrorKey(previous));
      }
    });
  }, [show]);

  // Success closes the dialog, whichever way the user signed in.
  useEffect(() => {
    if (user && open) hide();
  }, [user, open, hide]);

  if (!open || user) return null;
  return (
    <Modal title={t(mode === 'signup' ? 'form.signupTitle' : 'form.loginTitle')} onClose={hide}>
      <p className="auth-form__lead">{t(mode === 'signup' ? 'form.signupLead' : 'form.loginLead')}</p>
      <AuthForm
        key={mode}
        mode={mode}
        onModeChange={(next) => show(next)}
        next={location.pathname + location.search}
        initialErrorKey={errorKey}
        onNavigate={hide}
      />
    </Modal>
  );
}
