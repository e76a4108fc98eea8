import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { saveOwnerFile } from '../../../shared/lib/ownerFiles';
import { Button, Icon, LikenessBadge, Modal, Spinner } from '../../../shared/ui';
import type { GalleryItem } from '../items';
import { useStyleLabel } from './useStyleLabel';

type Props = { items: GalleryItem[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/** The enlarged image with its date, size and download; arrow keys step through the list. */
export function Lightbox({ items, index, onIndex, onClose }: Props) {
  const { t } = useTranslation('gallery');
  const format = useFormat();
  const styleLabel = useStyleLabel();
  const item = items[index]!;
  const { src: url, bytes, failed } = useOwnerImage(item.thumbUrl);
  const [downloading, setDownloading] = useState(false);
  // Remembered per image, so stepping to another image does not carry the alert along.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const downloadFailed = failedKey === item.key;
  // Instant edits do not store their size: it is read off the image once it has loaded.
  const [natural, setNatural] = useState<{ key: string; size: string } | null>(null);
  const hasPrev = index > 0;
  const hasNext = index < items.length - 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && hasPrev) onIndex(index - 1);
      if (event.key === 'ArrowRight' && hasNext) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, hasPrev, hasNext, onIndex]);

  const download = async () => {
    setDownloading(true);
    setFailedKey(null);
    const ok = await saveOwnerFile(item.fullUrl, `bitna-${item.source}-${item.id}`);
    setDownloading(false);
    if (!ok) setFailedKey(item.key);
  };

  const dimensions =
    item.width && item.height
      ? `${item.width} × ${item.height}`
      : natural?.key === item.key
        ? natural.size
        : null;
  return (
    <Modal title={item.prompt || t('gallery.untitled')} onClose={onClose}>
      <div className="gallery-lightbox" data-testid="gallery-lightbox">
        <div className="gallery-lightbox__stage">
          {url ? (
            <img
              src={url}
              alt={item.prompt || t('gallery.untitled')}
              className="gallery-lightbox__img"
              onLoad={(e) => {
                const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
                if (w && h) setNatural({ key: item.key, size: `${w} × ${h}` });
              }}
            />
          ) : failed ? (
            <p role="alert">{t('gallery.imageFailed')}</p>
          ) : (
            <Spinner />
          )}
        </div>
        <dl className="gallery-lightbox__meta">
          <dt>{t('lightbox.created')}</dt>
          <dd data-testid="gallery-lightbox-date">
            {item.createdAt ? format.dateTime(item.createdAt) : '-'}
          </dd>
          <dt>{t('lightbox.size')}</dt>
          <dd data-testid="gallery-lightbox-size">
            {[
              dimensions,
              bytes !== null ? t('lightbox.kb', { count: Math.max(1, Math.round(bytes / 1024)) }) : null,
            ]
              .filter(Boolean)
              .join(' · ') || '-'}
          </dd>
          {item.style && (
            <>
              <dt>{t('lightbox.style')}</dt>
              <dd>{styleLabel(item)}</dd>
            </>
          )}
          {item.likeness?.level && (
            <>
              <dt>{t('lightbox.likeness')}</dt>
              <dd>
                <LikenessBadge likeness={item.likeness} />
              </dd>
            </>
          )}
          {item.provider && (
            <>
              <dt>{t('lightbox.provider')}</dt>
              <dd>{t(`providers.${item.provider}`, { defaultValue: item.provider })}</dd>
            </>
          )}
        </dl>
        <div className="gallery-lightbox__actions">
          <Button variant="secondary" onClick={() => onIndex(index - 1)} disabled={!hasPrev}>
            {t('lightbox.previous')}
          </Button>
          <Button onClick={() => void download()} disabled={downloading} data-testid="gallery-download">
            {downloading ? <Spinner size="sm" /> : <Icon name="download" size={16} />}
            {t('lightbox.download')}
          </Button>
          <Button variant="secondary" onClick={() => onIndex(index + 1)} disabled={!hasNext}>
            {t('lightbox.next')}
          </Button>
        </div>
        {downloadFailed && (
          <p className="tool-error" role="alert">
            {t('lightbox.downloadFailed')}
          </p>
        )}
        <p className="gallery-lightbox__hint">{t('lightbox.keys')}</p>
      </div>
    </Modal>
  );
}
