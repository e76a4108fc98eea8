import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { saveOwnerFile } from '../../../shared/lib/ownerFiles';
import { LikenessBadge } from '../../../shared/ui';
import { FourKMeta, useFourKDownload } from '../../../shared/ui/FourK';
import { Lightbox } from '../../../shared/ui/Lightbox';
import type { GalleryItem } from '../items';
import { useStyleLabel } from './useStyleLabel';

type Props = { items: GalleryItem[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/**
 * A gallery photo large (the full file the download saves), titled by its style, with its date, that file's
 * size, style and provider, and its download.
 */
export function GalleryLightbox({ items, index, onIndex, onClose }: Props) {
  const { t } = useTranslation('gallery');
  const format = useFormat();
  const styleLabel = useStyleLabel();
  const item = items[index]!;
  // The lightbox shows the file its download saves, so the size line is that file's: its pixels as read off
  // the loaded image and its bytes. The stored width/height are what was asked for, not what was made.
  const { src, bytes, failed } = useOwnerImage(item.fullUrl);
  const [natural, setNatural] = useState<{ key: string; size: string } | null>(null);
  const dimensions = natural?.key === item.key ? natural.size : null;
  // Named by its style as the member chose it (item 5); the prompt only for an image without a style. A studio
  // prompt is the model's English instruction, not a name.
  const title = (item.style && styleLabel(item)) || item.prompt || t('gallery.untitled');
  const fourKDownload = useFourKDownload(
    item.fourK ?? null,
    `bitna-${item.source}-${item.id}`,
    item.fourK?.ext ?? 'png',
  );

  return (
    <Lightbox
      title={title}
      src={src}
      alt={title}
      failedText={failed ? t('gallery.imageFailed') : undefined}
      onClose={onClose}
      steps={{ at: index, count: items.length, onMove: onIndex }}
      downloads={[
        {
          label: t('lightbox.download'),
          save: () => saveOwnerFile(item.fullUrl, `bitna-${item.source}-${item.id}`),
          testId: 'gallery-download',
        },
        ...fourKDownload,
      ]}
      downloadFailedText={t('lightbox.downloadFailed')}
      testId="gallery-lightbox"
      onImageLoad={({ width, height }) => setNatural({ key: item.key, size: `${width} × ${height}` })}
    >
      <dl className="gallery-lightbox__meta">
        <dt>{t('lightbox.created')}</dt>
        <dd data-testid="gallery-lightbox-date">{item.createdAt ? format.dateTime(item.createdAt) : '-'}</dd>
        <dt>{t('lightbox.size')}</dt>
        <dd data-testid="gallery-lightbox-size">
          {[
            dimensions,
            bytes !== null ? t('lightbox.kb', { count: Math.max(1, Math.round(bytes / 1024)) }) : null,
          ]
            .filter(Boolean)
            .join(' · ') || '-'}
        </dd>
        {item.fourK && <FourKMeta file={item.fourK} />}
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
    </Lightbox>
  );
}
