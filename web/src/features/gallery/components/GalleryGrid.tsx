import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import type { GalleryItem } from '../items';
import { GRID_SIZES, useGalleryPrefs } from '../store';
import { GalleryTile } from './GalleryTile';

type Props = { items: GalleryItem[]; onOpen: (index: number) => void };
const LOCALE = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' } as const;

/** Thumbnails under month headers (a year of photos stays findable on a phone). */
export function GalleryGrid({ items, onOpen }: Props) {
  const { t } = useTranslation('gallery');
  const { language } = useLanguage();
  const size = GRID_SIZES[useGalleryPrefs((s) => s.gridSize)];
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE[language], { year: 'numeric', month: 'long' });
    const groups: { label: string; entries: { item: GalleryItem; index: number }[] }[] = [];
    items.forEach((item, index) => {
      const label = item.createdAt ? format.format(item.createdAt) : t('gallery.undated');
      const last = groups[groups.length - 1];
      if (last?.label === label) last.entries.push({ item, index });
      else groups.push({ label, entries: [{ item, index }] });
    });
    return groups;
  }, [items, language, t]);

  return (
    <div
      className="gallery-grid"
      data-testid="gallery-grid"
      data-size={size}
      style={{ '--gallery-tile': `${size}px` } as CSSProperties}
    >
      {months.map((month) => (
        <section key={month.label} className="gallery-grid__month">
          <h2 className="gallery-grid__heading">{month.label}</h2>
          <div className="gallery-grid__tiles">
            {month.entries.map(({ item, index }) => (
              <GalleryTile key={item.key} item={item} onOpen={() => onOpen(index)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
