import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';
import './MessageDialog.css';

type Props = {
  title: string;
  message: string;
  /** An error is announced at once (role="alert"); a notice politely (role="status"). */
  tone?: 'notice' | 'error';
  onClose: () => void;
  /** With a confirm action the dialog asks a question: cancel closes, confirm runs this. */
  onConfirm?: () => void;
  confirmLabel?: string;
};

/** The app's one way to tell or ask the user something over the page (instead of window.alert/confirm). */
export function MessageDialog({ title, message, tone = 'notice', onClose, onConfirm, confirmLabel }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <p className="message-dialog__text" role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      <div className="message-dialog__actions">
        {onConfirm ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel ?? t('actions.ok')}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('actions.ok')}</Button>
        )}
      </div>
    </Modal>
  );
}
