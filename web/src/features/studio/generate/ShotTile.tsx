import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Icon, Skeleton } from '../../../shared/ui';
import { LikenessBadge } from './LikenessBadge';
import { shotKey, shotUrl, type Shot } from './shots';

type Props = { shot: Shot; label: string; onOpen: () => void };

/** One result in a grid: the preview (fetched with the token), its likeness, and a press to enlarge it. */
export function ShotTile({ shot, label, onOpen }: Props) {
  const { t } = useTranslation('generate');
  const image = useOwnerImage(shotUrl(shot));
  return (
    <figure className="gen-tile" data-testid="gen-tile" data-shot={shotKey(shot)}>
      <button
        type="button"
        className="gen-tile__button"
        onClick={onOpen}
        aria-label={t('lightbox.open', { label })}
      >
        {image.src ? (
          <img src={image.src} alt={label} className="gen-tile__img cover-img" />
        ) : image.failed ? (
          <span className="gen-tile__failed">
            <Icon name="alert" size={20} />
            {t('results.imageFailed')}
          </span>
        ) : (
          <Skeleton height="100%" radius={12} className="gen-tile__skeleton" />
        )}
      </button>
      <figcaption className="gen-tile__caption">
        <LikenessBadge shot={shot} />
      </figcaption>
    </figure>
  );
}
