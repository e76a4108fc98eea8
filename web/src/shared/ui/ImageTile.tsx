import { useTranslation } from 'react-i18next';
import { startDownload } from '../lib/ownerFiles';
import { Button } from './Button';
import './ImageTile.css';

type Props = { src: string; caption: string; download?: string; testId?: string };

/** One result image with its caption and an optional download button. */
export function ImageTile({ src, caption, download, testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <figure className="image-tile" data-testid={testId}>
      <img src={src} alt={caption} className="image-tile__img" />
      <figcaption className="image-tile__caption">
        <span>{caption}</span>
        {download && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadUrl(src, download, t('photo.downloadFailed'))}
          >
            {t('photo.download')}
          </Button>
        )}
      </figcaption>
    </figure>
  );
}

/** Saves `url` under `filename`; `failure` is the spec's download-failure alert text. */
export function downloadUrl(url: string, filename: string, failure: string) {
  if (!startDownload(url, filename)) window.alert(failure);
}
