import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { saveOwnerFile } from '../../../shared/lib/ownerFiles';
import { Button, Skeleton } from '../../../shared/ui';

type Props = { image: { generation_id: string; url: string; width: number; height: number }; index: number };

/** One generated image: loaded with the user's token (owner-only route), its size, and a download button. */
export function GeneratedImageCard({ image, index }: Props) {
  const { t } = useTranslation('tools');
  const { src } = useOwnerImage(image.url);

  const download = async () => {
    const saved = await saveOwnerFile(`${image.url}?download=1`, `bitna-gemini-${image.generation_id}.png`);
    if (!saved) window.alert(t('imageGeneration.downloadFailed'));
  };

  return (
    <figure className="image-tile" data-testid="generated-image">
      {src ? (
        <img
          src={src}
          alt={t('imageGeneration.imageAlt', { index: index + 1 })}
          className="image-tile__img"
        />
      ) : (
        <Skeleton height={160} />
      )}
      <figcaption className="image-tile__caption">
        <span data-testid="generated-size">
          {t('imageGeneration.size', { width: image.width, height: image.height })}
        </span>
        <Button size="sm" variant="secondary" onClick={download} data-testid="generated-download">
          {t('imageGeneration.download')}
        </Button>
      </figcaption>
    </figure>
  );
}
