import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';

type Props = { src: string; caption: string; download?: string; testId?: string };

/** One result image with its caption and an optional download button. */
export function ImageTile({ src, caption, download, testId }: Props) {
  const { t } = useTranslation('tools');
  return (
    <figure className="image-tile" data-testid={testId}>
      <img src={src} alt={caption} className="image-tile__img" />
      <figcaption className="image-tile__caption">
        <span>{caption}</span>
        {download && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadUrl(src, download, t('common.downloadFailed'))}
          >
            {t('common.download')}
          </Button>
        )}
      </figcaption>
    </figure>
  );
}

export function downloadUrl(url: string, filename: string, failure: string) {
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.click();
  } catch {
    window.alert(failure);
  }
}
