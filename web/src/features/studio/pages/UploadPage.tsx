import { TRAINING_MAX_PHOTOS, TRAINING_MIN_PHOTOS } from '@contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import {
  Button,
  Card,
  EngineNotice,
  LinkButton,
  PageSpinner,
  ServiceUnavailable,
  Skeleton,
  useLineSold,
} from '../../../shared/ui';
import { useCredits } from '../../credits';
import { BiometricConsent } from '../components/BiometricConsent';
import { PendingTile } from '../components/PendingTile';
import { PhotoTile } from '../components/PhotoTile';
import { UploadCounter } from '../components/UploadCounter';
import { UploadDropzone } from '../components/UploadDropzone';
import { UploadNextStep } from '../components/UploadNextStep';
import { UploadTips } from '../components/UploadTips';
import { WizardSteps } from '../components/WizardSteps';
import { useBiometricConsent } from '../useBiometricConsent';
import { useUploadSession } from '../useUploadSession';
import '../components/studio.css';
import './UploadPage.css';

/**
 * Wizard step 1 (spec §1, §5): 10-50 photos of one person, each checked by the server as it arrives, so a bad
 * photo is named and replaced now instead of spoiling a 20-minute training.
 */
export default function UploadPage() {
  const { t } = useTranslation('studio');
  usePageTitle(t('upload.title'));
  const upload = useUploadSession();
  const { session, pending, skipped } = upload;
  const { credits, loading: creditsLoading } = useCredits();
  const sold = useLineSold('studio');
  const consent = useBiometricConsent();

  if (!sold) return <ServiceUnavailable />;
  if (upload.loading) return <PageSpinner />;

  const photos = session?.photos ?? [];
  const accepted = session?.accepted_count ?? 0;
  const full = photos.length + pending.length >= TRAINING_MAX_PHOTOS;
  const ready = session?.ready ?? false;

  return (
    <section className="tool-page studio-page container">
      {/* Only the steps this user will go through: a training credit skips choosing styles and paying. */}
      {creditsLoading && !credits ? (
        <Skeleton height={24} />
      ) : (
        <WizardSteps current={1} path={(credits?.training ?? 0) > 0 ? 'credit' : 'purchase'} />
      )}
      <h1 className="tool-page__title">{t('upload.title')}</h1>
      <p className="tool-page__lead">
        {t('upload.lead', { min: TRAINING_MIN_PHOTOS, max: TRAINING_MAX_PHOTOS })}
      </p>
      <EngineNotice line="studio" />
      {upload.usedSessionDropped && (
        <Card className="tool-card" role="status" data-testid="upload-session-used">
          <p>{t('upload.sessionUsed')}</p>
          <LinkButton to="/training-status" variant="secondary" size="sm">
            {t('upload.toTrainings')}
          </LinkButton>
        </Card>
      )}
      {upload.loadError && (
        <Card className="tool-card" role="alert">
          <p className="tool-error">{t('upload.loadFailed', { message: upload.loadError })}</p>
          <Button variant="secondary" onClick={upload.reload}>
            {t('actions.retry')}
          </Button>
        </Card>
      )}
      {/* The picker comes first, so on a phone the main action is above the fold; the advice follows it. */}
      <div className="studio-upload">
        <div className="studio-upload__drop">
          {/* No photo is chosen, sent or analysed before the separate face-data consent (PIPA art. 23). */}
          {consent.status === 'given' ? (
            <UploadDropzone onFiles={upload.add} disabled={full} />
          ) : consent.status === 'needed' ? (
            <BiometricConsent consent={consent} />
          ) : (
            <Skeleton height={160} />
          )}
          {(skipped.notImage > 0 || skipped.overLimit > 0) && (
            <p className="tool-error" role="status" data-testid="upload-skipped">
              {skipped.notImage > 0 && t('upload.skippedNotImage', { count: skipped.notImage })}{' '}
              {skipped.overLimit > 0 &&
                t('upload.skippedOverLimit', { count: skipped.overLimit, max: TRAINING_MAX_PHOTOS })}
            </p>
          )}
        </div>
        <UploadTips />
        <Card className="tool-card studio-upload__status">
          <UploadCounter accepted={accepted} total={photos.length} ready={ready} />
          <h2>{t('upload.next.title')}</h2>
          <UploadNextStep sessionId={session?.session_id ?? null} ready={ready && pending.length === 0} />
        </Card>
        <div className="studio-upload__photos">
          {photos.length + pending.length === 0 ? (
            <p className="tool-note studio-empty" data-testid="upload-empty">
              {t('upload.empty')}
            </p>
          ) : (
            <ul className="studio-photos">
              {photos.map((photo) => (
                <PhotoTile
                  key={photo.photo_id}
                  photo={photo}
                  onRemove={() => upload.remove(photo.photo_id)}
                  onReplace={(file) => upload.replace(photo.photo_id, file)}
                />
              ))}
              {pending.map((item) => (
                <PendingTile
                  key={item.key}
                  item={item}
                  onRetry={() => upload.retry(item.key)}
                  onDismiss={() => upload.dismiss(item.key)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
