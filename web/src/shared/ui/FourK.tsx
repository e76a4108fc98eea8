// A result's 4K file (the images a Value 30 purchase paid for): its download for a lightbox, and the line that
// says its pixel size and how it was made, honestly: an AI upscale, or a plain resize that added no detail.
import type { FourKMethod } from '@contracts';
import { useTranslation } from 'react-i18next';
import { saveOwnerFile } from '../lib/ownerFiles';
import type { LightboxDownload } from './Lightbox';

/** One image's 4K file: its owner-only link, its size and how it was made. */
export type FourKFile = { url: string; width: number; height: number; method: FourKMethod };

/** The file of image `index` of a generation's `four_k`, or null when that image has none. */
export function fourKFileOf(
  fourK: { images: string[]; width: number; height: number; method: FourKMethod } | null | undefined,
  index: number,
): FourKFile | null {
  const url = fourK?.images[index];
  return fourK && url ? { url, width: fourK.width, height: fourK.height, method: fourK.method } : null;
}

/** The lightbox download of a 4K file, saved as `<name>-4k.<ext>`. */
export function useFourKDownload(file: FourKFile | null, name: string, ext: string): LightboxDownload[] {
  const { t } = useTranslation('common');
  if (!file) return [];
  return [
    {
      label: t('fourK.download', { width: file.width, height: file.height }),
      save: () => saveOwnerFile(file.url, `${name}-4k.${ext}`),
      testId: 'download-4k',
      variant: 'secondary',
    },
  ];
}

/** "4K · 2880 × 3840 · made by AI upscaling" or "… plainly resized, no AI". */
export function FourKNote({ file }: { file: FourKFile }) {
  const { t } = useTranslation('common');
  return (
    <span data-testid="four-k-note" data-method={file.method}>
      {`${t('fourK.label')} · ${file.width} × ${file.height} · ${t(`fourK.${file.method}`)}`}
    </span>
  );
}

/** The same as a row of a details list (`<dt>4K</dt><dd>…</dd>`). */
export function FourKMeta({ file }: { file: FourKFile }) {
  const { t } = useTranslation('common');
  return (
    <>
      <dt>{t('fourK.label')}</dt>
      <dd>
        <FourKNote file={file} />
      </dd>
    </>
  );
}
