import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';
import type { PendingPhoto } from '../useUploadSession';

type Props = { item: PendingPhoto; onRetry: () => void; onDismiss: () => void };

/** A photo on its way up, with its own progress bar; a failed one can be sent again or dropped. */
export function PendingTile({ item, onRetry, onDismiss }: Props) {
  const { t } = useTranslation('studio');
  const preview = useMemo(() => URL.createObjectURL(item.file), [item.file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const percent = Math.round(item.progress * 100);
  return (
    <li className={cx('studio-photo', 'studio-photo--pending')} data-testid={`pending-${item.file.name}`}>
      <span className="studio-photo__frame">
        <img src={preview} alt={item.file.name} />
      </span>
      {item.state === 'failed' ? (
        <>
          <span className="tool-error" role="alert">
            {t('upload.uploadFailed', { message: item.error ?? '' })}
          </span>
          <span className="studio-photo__actions">
            <button type="button" className="studio-link" onClick={onRetry}>
              {t('actions.retry')}
            </button>
            <button type="button" className="studio-link studio-link--danger" onClick={onDismiss}>
              {t('upload.remove')}
            </button>
          </span>
        </>
      ) : (
        <>
          <progress
            className="studio-progress"
            max={100}
            value={percent}
            aria-label={t('upload.progressLabel', { name: item.file.name })}
          />
          <span className="studio-photo__name">
            {item.state === 'queued' ? t('upload.queued') : t('upload.uploading', { percent })}
          </span>
        </>
      )}
    </li>
  );
}
