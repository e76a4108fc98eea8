import type { TrainingPhotoVerdict } from '@contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Icon, Spinner, cx } from '../../../shared/ui';

type Props = {
  photo: TrainingPhotoVerdict;
  onRemove: () => Promise<void>;
  onReplace: (file: File) => Promise<void>;
};

/** One uploaded photo with the server's verdict: accepted, or rejected with the reason in words. */
export function PhotoTile({ photo, onRemove, onReplace }: Props) {
  const { t } = useTranslation('studio');
  const { src: preview } = useOwnerImage(photo.preview_url);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const accepted = photo.verdict === 'accepted';

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(t('upload.removeFailed', { message: (e as Error).message }));
      setBusy(false);
    }
  }

  return (
    <li
      className={cx('studio-photo', accepted ? 'studio-photo--ok' : 'studio-photo--bad')}
      data-testid={`photo-${photo.photo_id}`}
      data-verdict={photo.verdict}
    >
      <span className="studio-photo__frame">
        {preview ? <img src={preview} alt={photo.file_name} /> : <Icon name="image" size={26} />}
        {busy && (
          <span className="studio-photo__busy">
            <Spinner size="sm" />
          </span>
        )}
      </span>
      <span className={cx('studio-photo__verdict', accepted ? 'is-ok' : 'is-bad')}>
        <Icon name={accepted ? 'check' : 'alert'} size={14} strokeWidth={2.4} />
        {accepted ? t('upload.accepted') : t('upload.rejected')}
      </span>
      {!accepted && photo.reason && (
        <span className="studio-photo__reason" data-testid={`photo-${photo.photo_id}-reason`}>
          {t(`upload.reasons.${photo.reason}`)}
        </span>
      )}
      <span className="studio-photo__name" title={photo.file_name}>
        {photo.file_name}
      </span>
      <span className="studio-photo__actions">
        <button
          type="button"
          className="studio-link"
          disabled={busy}
          onClick={() => picker.current?.click()}
          data-testid={`photo-${photo.photo_id}-replace`}
        >
          {t('upload.replace')}
        </button>
        <button
          type="button"
          className="studio-link studio-link--danger"
          disabled={busy}
          onClick={() => void run(onRemove)}
          data-testid={`photo-${photo.photo_id}-remove`}
        >
          {t('upload.remove')}
        </button>
      </span>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void run(() => onReplace(file));
        }}
      />
      {error && (
        <span className="tool-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}
