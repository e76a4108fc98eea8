import type { InstantEditStatus } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, LikenessBadge, LikenessRefund, RetryNote, Skeleton } from '../../../shared/ui';
import { Lightbox } from '../../../shared/ui/Lightbox';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { CompareSlider } from './CompareSlider';
import { DownloadButtons } from './DownloadButtons';
import { EngineLabel } from './EngineLabel';
import { IdPhotoDetails } from './IdPhotoDetails';

type Props = { result: InstantEditStatus; originalUrl: string | null; onRetry: () => void };

/**
 * A settled job: the result beside the original with its downloads right below (the picture is capped so both
 * fit on a laptop's screen), then who made it and its likeness (and the credit back with a retry when it is not
 * the person); or why it failed.
 */
export function ResultPanel({ result, originalUrl, onRetry }: Props) {
  const { t } = useTranslation('instant');
  const [enlarged, setEnlarged] = useState(false);
  const image = useOwnerImage(result.status === 'completed' ? (result.outputs[0] ?? null) : null);

  if (result.status === 'failed') {
    return (
      <div className="instant-failed" role="alert" data-testid="instant-failed">
        <strong>{t('result.failed')}</strong>
        <p>{result.error?.detail ?? t('result.unknownError')}</p>
        <p className="tool-note">{t('result.refunded')}</p>
      </div>
    );
  }

  const name = t(`presets.${result.preset_id}.name`);
  return (
    <div className="instant-result" data-testid="instant-result">
      {image.src ? (
        originalUrl ? (
          <CompareSlider before={originalUrl} after={image.src} afterAlt={name} frame={result.frame} />
        ) : (
          <img
            src={image.src}
            alt={name}
            className="instant-result__image"
            data-testid="instant-result-image"
          />
        )
      ) : image.failed ? (
        <RetryNote message={t('result.imageFailed')} onRetry={image.retry} />
      ) : (
        <Skeleton height={280} radius={12} className="instant-result__skeleton" />
      )}
      {/* The downloads right under the picture, where the eye is when it arrives (tour finding 27). */}
      <DownloadButtons result={result} />
      <div className="tool-actions">
        <Button
          variant="ghost"
          onClick={() => setEnlarged(true)}
          disabled={!image.src}
          data-testid="instant-enlarge"
        >
          <Icon name="image" size={16} />
          {t('actions.enlarge')}
        </Button>
      </div>
      <EngineLabel provider={result.provider} model={result.model} local_look={result.local_look} />
      <LikenessBadge likeness={result.likeness[0]} />
      <LikenessRefund credits={result.likeness_refund} onRetry={onRetry} />
      {result.processing_time !== null && (
        <p className="tool-note">{t('result.time', { seconds: result.processing_time.toFixed(1) })}</p>
      )}
      {result.id_photo && image.src && <IdPhotoDetails idPhoto={result.id_photo} image={image.src} />}
      {enlarged && image.src && (
        <Lightbox
          title={t('result.enlarged', { name })}
          src={image.src}
          alt={name}
          onClose={() => setEnlarged(false)}
          testId="instant-lightbox"
          imageTestId="instant-enlarged"
        />
      )}
    </div>
  );
}
