import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './PhotoPicker.css';

type Props = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  testId?: string;
};

/** A file input with a preview of the chosen photo; camera capture on phones comes with accept="image/*". */
export function PhotoPicker({ label, file, onChange, hint, testId }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="photo-picker">
      <label htmlFor={id} className="photo-picker__label">
        {label}
      </label>
      <label htmlFor={id} className="photo-picker__drop">
        {preview ? (
          <img src={preview} alt={t('photo.selectedPhoto')} className="photo-picker__preview" />
        ) : (
          <span className="photo-picker__empty">{t('photo.choosePhoto')}</span>
        )}
      </label>
      <input
        id={id}
        data-testid={testId}
        className="photo-picker__input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <span className="photo-picker__name">{file ? file.name : t('photo.noFile')}</span>
      {hint && <p className="photo-picker__hint">{hint}</p>}
    </div>
  );
}
