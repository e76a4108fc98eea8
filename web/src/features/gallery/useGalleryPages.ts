import { useCallback, useEffect, useRef, useState } from 'react';
import { gallerySources } from './api';
import { GALLERY_SOURCE_NAMES, type GalleryDoc, type GallerySourceName } from './firestore-source';
import { toGalleryItems, type GalleryItem } from './items';
import { createPager, type Pager } from './paging';

/** Profile and gallery page size (spec §9). */
export const GALLERY_PAGE = 12;

export type GalleryPages = {
  items: GalleryItem[];
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  more: () => void;
  retry: () => void;
};

type Loaded = { key: string; items: GalleryItem[]; hasMore: boolean; error: boolean; busy: boolean };
type Run = { key: string; pager: Promise<Pager<GalleryDoc>> };

/**
 * The signed-in user's finished images, 12 at a time, from the chosen sources (all of them by default). A new
 * source choice starts over with a fresh pager; a page that arrives for a choice already left is dropped.
 */
export function useGalleryPages(uid: string, source: GallerySourceName | 'all'): GalleryPages {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid}|${source}|${attempt}`;
  const [loaded, setLoaded] = useState<Loaded>({
    key: '',
    items: [],
    hasMore: false,
    error: false,
    busy: false,
  });
  const run = useRef<Run | null>(null);

  const fetchPage = useCallback(async () => {
    const current = run.current!;
    const same = (s: Loaded) => s.key === current.key;
    try {
      const pager = await current.pager;
      const page = await pager.next();
      if (run.current !== current) return;
      const shown: GalleryItem[] = page.flatMap(toGalleryItems);
      setLoaded((s) => ({
        key: current.key,
        items: same(s) ? [...s.items, ...shown] : shown,
        hasMore: pager.hasMore(),
        error: false,
        busy: false,
      }));
    } catch {
      if (run.current !== current) return;
      setLoaded((s) => ({
        ...(same(s) ? s : { items: [], hasMore: false }),
        key: current.key,
        error: true,
        busy: false,
      }));
    }
  }, []);

  useEffect(() => {
    const names = source === 'all' ? GALLERY_SOURCE_NAMES : [source];
    run.current = { key, pager: gallerySources(uid, names).then((s) => createPager(s, GALLERY_PAGE)) };
    void fetchPage();
  }, [key, uid, source, fetchPage]);

  const more = useCallback(() => {
    setLoaded((s) => ({ ...s, busy: true, error: false }));
    void fetchPage();
  }, [fetchPage]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const current = loaded.key === key;
  return {
    items: current ? loaded.items : [],
    loading: !current || loaded.busy,
    error: current && loaded.error,
    hasMore: current && loaded.hasMore,
    more,
    retry,
  };
}
