import { useTranslation } from 'react-i18next';
import { SelectField, ToggleButton } from '../../../shared/ui';
import { GALLERY_SOURCE_NAMES, type GallerySourceName } from '../firestore-source';
import { GRID_SIZES, useGalleryPrefs, type GridSize } from '../store';

export type GalleryFilters = { search: string; source: GallerySourceName | 'all'; provider: string | null };
const SOURCES = ['all', ...GALLERY_SOURCE_NAMES] as const;

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
      <SelectField
        className="gallery-toolbar__field"
        label={<span>{t('gallery.source')}</span>}
        value={filters.source}
        options={SOURCES}
        optionLabel={(name) => t(`sources.${name}`)}
        onChange={(source) => onChange({ ...filters, source })}
      />
      <SelectField
        className="gallery-toolbar__field"
        label={<span>{t('gallery.provider')}</span>}
        value={filters.provider ?? ''}
        options={['', ...providers]}
        optionLabel={(p) => (p ? t(`providers.${p}`, { defaultValue: p }) : t('providers.all'))}
        onChange={(provider) => onChange({ ...filters, provider: provider || null })}
      />
      <div className="gallery-toolbar__sizes" role="group" aria-label={t('gallery.gridSize')}>
        {(Object.keys(GRID_SIZES) as GridSize[]).map((size) => (
          <ToggleButton
            key={size}
            pressed={gridSize === size}
            className="gallery-toolbar__size"
            onClick={() => setGridSize(size)}
          >
            {t(`sizes.${size}`)}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
