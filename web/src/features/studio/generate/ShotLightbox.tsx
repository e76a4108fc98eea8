import { useTranslation } from 'react-i18next';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { FourKNote, fourKFileOf, useFourKDownload } from '../../../shared/ui/FourK';
import { Lightbox } from '../../../shared/ui/Lightbox';
import { LikenessBadge } from './LikenessBadge';
import { saveShot, shotUrl, type Shot } from './shots';

type Props = { shots: Shot[]; at: number; onMove: (at: number) => void; onClose: () => void };

/**
 * One result large, with its likeness and the downloads (screen size and full resolution, both fetched with the
 * token). The arrow keys and buttons step round the grid it was opened from.
 */
export function ShotLightbox({ shots, at, onMove, onClose }: Props) {
  const { t } = useTranslation('generate');
  const shot = shots[at] ?? null;
  const image = useOwnerImage(shot && shotUrl(shot));
  const fourK = shot && fourKFileOf(shot.generation.four_k, shot.index);
  const fourKDownload = useFourKDownload(
    fourK,
    shot ? `bitna-${shot.generation.id}-${shot.index + 1}` : '',
    shot ? shot.generation.request.output_format.replace('jpeg', 'jpg') : '',
  );
  if (!shot) return null;
  const label = t('lightbox.label', { n: at + 1, count: shots.length });
  return (
    <Lightbox
      title={label}
      src={image.loading ? null : image.src}
      alt={label}
      onClose={onClose}
      steps={{ at, count: shots.length, onMove, wrap: true }}
      badge={<LikenessBadge shot={shot} />}
      downloads={[
        ...(['preview', 'hd'] as const).map((variant) => ({
          label: t(variant === 'hd' ? 'lightbox.downloadHd' : 'lightbox.download'),
          save: () => saveShot(shot, variant),
          testId: `gen-download-${variant}`,
          variant: variant === 'preview' ? ('primary' as const) : ('secondary' as const),
        })),
        ...fourKDownload,
      ]}
      downloadFailedText={t('lightbox.downloadFailed')}
      testId="gen-lightbox"
      imageTestId="gen-lightbox-img"
    >
      {fourK && (
        <p className="gen-lightbox__four-k">
          <FourKNote file={fourK} />
        </p>
      )}
    </Lightbox>
  );
}
