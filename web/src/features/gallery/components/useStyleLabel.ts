import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '../items';

/** The style's name as the user knows it: the instant preset's name, the studio template's, or the raw id. */
export function useStyleLabel() {
  const { t } = useTranslation(['gallery', 'instant']);
  return useCallback(
    (item: Pick<GalleryItem, 'source' | 'style'>) => {
      if (!item.style) return '';
      if (item.source === 'instant')
        return t(`instant:presets.${item.style}.name`, { defaultValue: item.style });
      return t(`gallery:styles.${item.style}`, { defaultValue: item.style });
    },
    [t],
  );
}
