import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the batch grid previews 8 thumbnails, then '+N' for the rest. */
export const THUMBNAILS_SHOWN = 8;

export function ThumbnailGrid({ files }: { files: File[] }) {
  const { t } = useTranslation('tools');
  const shown = useMemo(() => files.slice(0, THUMBNAILS_SHOWN), [files]);
  const urls = useMemo(() => shown.map((f) => URL.createObjectURL(f)), [shown]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const rest = files.length - shown.length;
  return (
    <ul className="thumb-grid" data-testid="thumb-grid">
      {urls.map((url, i) => (
        <li key={url} className="thumb-grid__item">
          <img src={url} alt={shown[i]!.name} />
        </li>
      ))}
      {rest > 0 && (
        <li className="thumb-grid__item thumb-grid__more" data-testid="thumb-more">
          {t('analysis.more', { count: rest })}
        </li>
      )}
    </ul>
  );
}
