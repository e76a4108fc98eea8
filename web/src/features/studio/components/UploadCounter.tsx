import { TRAINING_MAX_PHOTOS, TRAINING_MIN_PHOTOS } from '@contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';

type Props = { accepted: number; total: number; ready: boolean };

/** "N of at least 10 accepted", with what was left out and a bar towards the minimum. */
export function UploadCounter({ accepted, total, ready }: Props) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-counter" data-testid="upload-counter">
      <strong className={cx(ready && 'is-ok')}>
        {t('upload.counter', { count: accepted, min: TRAINING_MIN_PHOTOS })}
      </strong>
      <span className="tool-note">
        {t('upload.counterDetail', { total, rejected: total - accepted, max: TRAINING_MAX_PHOTOS })}
      </span>
      <progress
        className="studio-progress"
        max={TRAINING_MIN_PHOTOS}
        value={Math.min(accepted, TRAINING_MIN_PHOTOS)}
        aria-hidden
      />
    </div>
  );
}
