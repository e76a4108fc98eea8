import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, LinkButton, Spinner } from '../../../shared/ui';
import { INSTANT_PROVIDERS, STUDIO_PROVIDERS } from '@contracts';
import { matchesItem, type GalleryItem } from '../items';
import { useGalleryPages } from '../useGalleryPages';
import { GalleryGrid } from './GalleryGrid';
import { GalleryToolbar, type GalleryFilters } from './GalleryToolbar';
import { GalleryLightbox } from './GalleryLightbox';
import { useStyleLabel } from './useStyleLabel';
import './gallery.css';

type Props = {
  uid: string;
  /** A generation handed over from the history list: opened first in the lightbox. */
  preview?: GalleryItem[];
};

const KNOWN_PROVIDERS = [...new Set<string>([...INSTANT_PROVIDERS, ...STUDIO_PROVIDERS])];
type Open = { list: 'preview' | 'grid'; index: number } | null;

/** The signed-in user's finished images (gallery page and the profile's gallery tab). */
export function GalleryView({ uid, preview = [] }: Props) {
  const { t } = useTranslation('gallery');
  const styleLabel = useStyleLabel();
  const [filters, setFilters] = useState<GalleryFilters>({ search: '', source: 'all', provider: null });
  const pages = useGalleryPages(uid, filters.source);
  const [open, setOpen] = useState<Open>(preview.length > 0 ? { list: 'preview', index: 0 } : null);

  const providers = useMemo(
    () => [...new Set([...KNOWN_PROVIDERS, ...pages.items.flatMap((i) => (i.provider ? [i.provider] : []))])],
    [pages.items],
  );
  const shown = useMemo(
    () => pages.items.filter((i) => matchesItem(i, filters.search, filters.provider, styleLabel(i))),
    [pages.items, filters.search, filters.provider, styleLabel],
  );
  const filtered = filters.search.trim() !== '' || filters.provider !== null || filters.source !== 'all';
  const firstLoad = pages.loading && pages.items.length === 0;
  const lightboxItems = open?.list === 'preview' ? preview : shown;

  return (
    <div className="gallery-view">
      <GalleryToolbar filters={filters} providers={providers} onChange={setFilters} />
      {filters.search.trim() !== '' && pages.hasMore && (
        <p className="gallery-view__note">{t('gallery.searchLoaded')}</p>
      )}
      {firstLoad ? (
        <div className="gallery-view__state" data-testid="gallery-loading">
          <Spinner />
          <span>{t('gallery.loading')}</span>
        </div>
      ) : pages.error && pages.items.length === 0 ? (
        <Card className="gallery-view__state" data-testid="gallery-error">
          <p role="alert">{t('gallery.loadFailed')}</p>
          <Button variant="secondary" onClick={pages.retry}>
            {t('gallery.retry')}
          </Button>
        </Card>
      ) : shown.length === 0 && !pages.hasMore ? (
        <Card className="gallery-view__state" data-testid="gallery-empty">
          <p>{filtered ? t('gallery.noMatch') : t('gallery.empty')}</p>
          {!filtered && (
            <div className="gallery-view__actions">
              <LinkButton to="/instant-new">{t('gallery.startInstant')}</LinkButton>
              <LinkButton to="/upload" variant="secondary">
                {t('gallery.startStudio')}
              </LinkButton>
            </div>
          )}
        </Card>
      ) : (
        <GalleryGrid items={shown} onOpen={(index) => setOpen({ list: 'grid', index })} />
      )}
      {pages.error && pages.items.length > 0 && (
        <p className="tool-error" role="alert">
          {t('gallery.loadFailed')}
        </p>
      )}
      {pages.hasMore && !firstLoad && (
        <div className="gallery-view__more">
          <Button
            variant="secondary"
            onClick={pages.more}
            disabled={pages.loading}
            data-testid="gallery-more"
          >
            {pages.loading ? <Spinner size="sm" /> : null}
            {t('gallery.more')}
          </Button>
        </div>
      )}
      {open && lightboxItems[open.index] && (
        <GalleryLightbox
          items={lightboxItems}
          index={open.index}
          onIndex={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
