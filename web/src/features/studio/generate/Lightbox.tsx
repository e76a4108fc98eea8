import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Button, Icon, Modal, Skeleton, Spinner } from '../../../shared/ui';
import { LikenessBadge } from './LikenessBadge';
import { saveShot, shotUrl, type Shot } from './shots';

type Props = { shots: Shot[]; at: number; onMove: (at: number) => void; onClose: () => void };
type Variant = 'preview' | 'hd';

/**
 * One result large, with its likeness and the downloads (screen size and full resolution, both fetched with the
 * token). The arrow keys and buttons step through the grid it was opened from; the dialog keeps the focus and
 * Escape closes it, giving the focus back to the tile.
 */
export function Lightbox({ shots, at, onMove, onClose }: Props) {
  const { t } = useTranslation('generate');
  const shot = shots[at] ?? null;
  const image = useOwnerImage(shot && shotUrl(shot));
  const [busy, setBusy] = useState<Variant | null>(null);
  // The download that failed, by position: stepping to another photo clears the message.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const count = shots.length;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === 'ArrowRight') onMove((at + 1) % count);
      if (event.key === 'ArrowLeft') onMove((at - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, count, onMove]);

  if (!shot) return null;
  const label = t('lightbox.label', { n: at + 1, count });
  const save = async (variant: Variant) => {
    setBusy(variant);
    setFailedAt(null);
    const ok = await saveShot(shot, variant);
    setBusy(null);
    setFailedAt(ok ? null : at);
  };

  return (
    <Modal title={label} onClose={onClose}>
      <div className="gen-lightbox" data-testid="gen-lightbox">
        <div className="gen-lightbox__stage">
          {image.src && !image.loading ? (
            <img src={image.src} alt={label} className="gen-lightbox__img" data-testid="gen-lightbox-img" />
          ) : (
            <Skeleton height={320} radius={12} />
          )}
        </div>
        <div className="gen-lightbox__bar">
          <LikenessBadge shot={shot} />
          {count > 1 && (
            <div className="tool-actions">
              <Button size="sm" variant="ghost" onClick={() => onMove((at - 1 + count) % count)}>
                {t('lightbox.previous')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onMove((at + 1) % count)}>
                {t('lightbox.next')}
              </Button>
            </div>
          )}
        </div>
        <div className="tool-actions">
          {(['preview', 'hd'] as const).map((variant) => (
            <Button
              key={variant}
              variant={variant === 'preview' ? 'primary' : 'secondary'}
              onClick={() => void save(variant)}
              disabled={!!busy}
              data-testid={`gen-download-${variant}`}
            >
              {busy === variant ? <Spinner size="sm" /> : <Icon name="download" size={16} />}
              {t(variant === 'hd' ? 'lightbox.downloadHd' : 'lightbox.download')}
            </Button>
          ))}
        </div>
        {failedAt === at && (
          <p className="tool-error" role="alert">
            {t('lightbox.downloadFailed')}
          </p>
        )}
      </div>
    </Modal>
  );
}
