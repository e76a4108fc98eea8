import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';
import { GALLERY_SOURCE_NAMES, type GallerySourceName } from '../firestore-source';
import { GRID_SIZES, useGalleryPrefs, type GridSize } from '../store';

export type GalleryFilters = { search: string; source: GallerySourceName | 'all'; provider: string | null };
type Props = { filters: GalleryFilters; providers: string[]; onChange: (filters: GalleryFilters) => void };

/** Search, source and provider filters, and the grid size (remembered). */
export function GalleryToolbar({ filters, providers, onChange }: Props) {
  const { t } = useTranslation('gallery');
  const { gridSize, setGridSize } = useGalleryPrefs();
  return (
    <div className="gallery-toolbar">
      <input
        type="search"
        className="gallery-toolbar__search"
        value={filters.search}
        placeholder={t('gallery.searchPlaceholder')}
        aria-label={t('gallery.search')}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <label className="gallery-toolbar__field">
        <span>{t('gallery.source')}</span>
        <select
          value={filters.source}
          onChange={(e) => onChange({ ...filters, source: e.target.value as GalleryFilters['source'] })}
        >
          {(['all', ...GALLERY_SOURCE_NAMES] as const).map((name) => (
            <option key={name} value={name}>
              {t(`sources.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="gallery-toolbar__field">
        <span>{t('gallery.provider')}</span>
        <select
          value={filters.provider ?? ''}
          onChange={(e) => onChange({ ...filters, provider: e.target.value || null })}
        >
          <option value="">{t('providers.all')}</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {t(`providers.${p}`, { defaultValue: p })}
            </option>
          ))}
        </select>
      </label>
      <div className="gallery-toolbar__sizes" role="group" aria-label={t('gallery.gridSize')}>
        {(Object.keys(GRID_SIZES) as GridSize[]).map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={gridSize === size}
            className={cx('gallery-toolbar__size', gridSize === size && 'is-active')}
            onClick={() => setGridSize(size)}
          >
            {t(`sizes.${size}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
