import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Icon, Skeleton } from '../../../shared/ui';
import type { GalleryItem } from '../items';

type Props = { item: GalleryItem; onOpen: () => void };

/** One thumbnail: a placeholder until it scrolls into view and its owner-only file has arrived. */
export function GalleryTile({ item, onOpen }: Props) {
  const { t } = useTranslation('gallery');
  const { ref, src: url, failed } = useOwnerImage(item.thumbUrl, { lazy: true });
  const label = item.prompt || t('gallery.untitled');
  return (
    <button
      ref={(el) => void (ref.current = el)}
      type="button"
      className="gallery-tile"
      onClick={onOpen}
      aria-label={t('gallery.open', { label })}
      data-testid="gallery-tile"
    >
      {url ? (
        <img src={url} alt="" className="cover-img" />
      ) : failed ? (
        <span className="gallery-tile__failed" title={t('gallery.imageFailed')}>
          <Icon name="image" size={20} />
        </span>
      ) : (
        <Skeleton height="100%" className="gallery-tile__placeholder" />
      )}
    </button>
  );
}
