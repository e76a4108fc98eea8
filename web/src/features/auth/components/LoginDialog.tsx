import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../../shared/ui';
import { useLoginDialog } from '../store';
import { AuthForm } from './AuthForm';

/** The dialog itself, a chunk of its own: visitors who never open it never load the form. */
export default function LoginDialog() {
  const { t } = useTranslation('auth');
  const { mode, errorKey, show, hide } = useLoginDialog();
  const location = useLocation();
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
