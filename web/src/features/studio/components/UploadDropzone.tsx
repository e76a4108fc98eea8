import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, cx } from '../../../shared/ui';

type Props = { onFiles: (files: File[]) => void; disabled: boolean };

/** Drag and drop, the file picker (several at once), or the front camera on phones. */
export function UploadDropzone({ onFiles, disabled }: Props) {
  const { t } = useTranslation('studio');
  const [over, setOver] = useState(false);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...e.dataTransfer.files]);
  };
  const pick = (files: FileList | null, input: HTMLInputElement) => {
    if (files?.length) onFiles([...files]);
    input.value = '';
  };

  return (
    <div
      className={cx('studio-drop', over && 'studio-drop--over', disabled && 'studio-drop--disabled')}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="upload-drop"
    >
      <Icon name="upload" size={30} />
      <p className="studio-drop__title">{t('upload.dropTitle')}</p>
      <p className="tool-note">{t('upload.dropHint')}</p>
      <div className="studio-drop__buttons">
        <label className={cx('btn btn--primary', disabled && 'is-disabled')}>
          {t('upload.pick')}
          <input
            type="file"
            accept="image/*"
            multiple
            hidden
            disabled={disabled}
            onChange={(e) => pick(e.target.files, e.target)}
            data-testid="upload-files"
          />
        </label>
        <label className={cx('btn btn--secondary studio-drop__camera', disabled && 'is-disabled')}>
          {t('upload.camera')}
          <input
            type="file"
            accept="image/*"
            capture="user"
            hidden
            disabled={disabled}
            onChange={(e) => pick(e.target.files, e.target)}
          />
        </label>
      </div>
    </div>
  );
}
