import { LORA_NAME_MAX, STUDIO_STARTER_PACKAGE_ID } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Icon, LinkButton, Skeleton, Spinner } from '../../../shared/ui';
import { useCredits } from '../../credits';
import { startTraining } from '../training-api';
import { uploadSession } from '../wizardStorage';

type Props = { sessionId: string | null; ready: boolean };

/**
 * After the photos: with a training credit, name the model and start training; without one, buy the starter
 * package or choose styles and pay first (the payment brings the user back here, to the same session).
 */
export function UploadNextStep({ sessionId, ready }: Props) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const { credits, loading } = useCredits();
  const [name, setName] = useState('');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (loading) return <Skeleton height={48} />;
  const hasCredit = (credits?.training ?? 0) > 0;

  if (!hasCredit)
    return (
      <div className="studio-next" data-testid="upload-next-styles">
        <p className="tool-note">{t('upload.next.noCredit')}</p>
        {ready && sessionId ? (
          <LinkButton to="/style-selection" size="lg" block data-testid="upload-choose-styles">
            {t('upload.next.chooseStyles')}
            <Icon name="arrowRight" size={18} />
          </LinkButton>
        ) : (
          <Button size="lg" block disabled data-testid="upload-choose-styles">
            {t('upload.next.chooseStyles')}
          </Button>
        )}
        {/* The services page's offer: the starter package trains once and makes 10 photos; payment brings the
            user back here to the same session. */}
        <LinkButton
          to={`/payment?package=${STUDIO_STARTER_PACKAGE_ID}`}
          variant="secondary"
          block
          data-testid="upload-buy-starter"
        >
          {t('upload.next.buyStarter')}
        </LinkButton>
      </div>
    );

  async function start() {
    if (!sessionId || !ready || !name.trim() || starting) return;
    setStarting(true);
    setError(null);
    try {
      await startTraining({ session_id: sessionId, lora_name: name.trim() });
      // The photos now belong to the training: the next visit to /upload starts a new set.
      uploadSession.set(null);
      navigate('/training-status');
    } catch (e) {
      setError(t('upload.next.startFailed', { message: (e as Error).message }));
      setStarting(false);
    }
  }

  return (
    <form
      className="studio-next"
      data-testid="upload-next-train"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <p className="tool-note">{t('upload.next.credit', { count: credits?.training ?? 0 })}</p>
      <label className="studio-field">
        <span>{t('upload.next.nameLabel')}</span>
        <input
          value={name}
          maxLength={LORA_NAME_MAX}
          placeholder={t('upload.next.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          data-testid="upload-lora-name"
        />
      </label>
      <Button
        type="submit"
        size="lg"
        block
        disabled={!ready || !sessionId || !name.trim() || starting}
        data-testid="upload-start"
      >
        {starting ? <Spinner size="sm" /> : <Icon name="sparkles" size={18} />}
        {t('upload.next.start')}
      </Button>
      {error && (
        <p className="tool-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
