import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx, Icon } from '../../../shared/ui';
import { INSTANT_ACCEPT, INSTANT_MAX_MB } from '../upload';

type Props = {
  file: File | null;
  previewUrl: string | null;
  onChoose: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * The photo: picked from the gallery, taken with the camera on a phone (`capture`), or dropped on the zone on a
 * desktop, with a preview of the original.
 */
export function UploadPanel({ file, previewUrl, onChoose, disabled = false }: Props) {
  const { t } = useTranslation('instant');
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onChoose(event.dataTransfer.files[0] ?? null);
  };
  const pick = (input: HTMLInputElement) => {
    onChoose(input.files?.[0] ?? null);
    // The same file chosen again after an error must still fire a change.
    input.value = '';
  };

  return (
    <div className="instant-upload">
      <button
        type="button"
        className={cx('instant-drop', over && 'is-over', previewUrl && 'has-photo')}
        onClick={() => gallery.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        disabled={disabled}
        aria-label={file ? t('upload.change') : t('upload.drop')}
        data-testid="instant-drop"
      >
        {previewUrl ? (
          <img src={previewUrl} alt={t('upload.original')} className="instant-drop__preview" />
        ) : (
          <span className="instant-drop__empty">
            <Icon name="upload" size={28} />
            {t('upload.drop')}
          </span>
        )}
      </button>
      <div className="tool-actions">
        <Button variant="secondary" size="sm" onClick={() => gallery.current?.click()} disabled={disabled}>
          <Icon name="image" size={16} />
          {file ? t('upload.change') : t('upload.gallery')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="instant-camera"
          onClick={() => camera.current?.click()}
          disabled={disabled}
        >
          <Icon name="user" size={16} />
          {t('upload.camera')}
        </Button>
      </div>
      <input
        ref={gallery}
        className="instant-file-input"
        type="file"
        accept={INSTANT_ACCEPT}
        onChange={(e) => pick(e.currentTarget)}
        data-testid="instant-file"
        tabIndex={-1}
        aria-hidden="true"
      />
      <input
        ref={camera}
        className="instant-file-input"
        type="file"
        accept="image/*"
        capture="user"
        onChange={(e) => pick(e.currentTarget)}
        data-testid="instant-camera"
        tabIndex={-1}
        aria-hidden="true"
      />
      {file && <span className="instant-upload__name">{file.name}</span>}
      <p className="tool-note">{t('upload.hint', { mb: INSTANT_MAX_MB })}</p>
      <p className="tool-note">{t('upload.retention')}</p>
    </div>
  );
}
