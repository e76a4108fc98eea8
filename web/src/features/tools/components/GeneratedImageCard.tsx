import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, downloadUrl, Skeleton } from '../../../shared/ui';
import { fetchGeneratedImage } from '../api';

type Props = { image: { generation_id: string; url: string; width: number; height: number }; index: number };

/** One generated image: loaded with the user's token (owner-only route), its size, and a download button. */
export function GeneratedImageCard({ image, index }: Props) {
  const { t } = useTranslation('tools');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchGeneratedImage(image.url).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.url]);

  const download = async () => {
    try {
      const blob = await fetchGeneratedImage(`${image.url}?download=1`);
      const url = URL.createObjectURL(blob);
      downloadUrl(url, `bitna-gemini-${image.generation_id}.png`, t('imageGeneration.downloadFailed'));
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      window.alert(t('imageGeneration.downloadFailed'));
    }
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
