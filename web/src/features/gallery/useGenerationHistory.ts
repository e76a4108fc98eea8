import { GENERATION_LIST_PAGE, type GenerationView } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGenerationList } from './api';

/**
 * The history pages from /generation/list, 20 at a time by offset (spec §9). Load errors are silently ignored
 * (spec §8): the list keeps what it has and stops offering more.
 */
export function useGenerationHistory() {
  const [items, setItems] = useState<GenerationView[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  // Rows say '3 minutes ago' from the moment their page arrived, all from the same moment.
  const [loadedAt, setLoadedAt] = useState(() => new Date());
  const run = useRef(0);
  const nextOffset = useRef(0);

  const load = useCallback(async (offset: number) => {
    const current = ++run.current;
    let page: GenerationView[] = [];
    try {
      page = (await fetchGenerationList(offset)) ?? [];
    } catch {
      page = [];
    }
    if (current !== run.current) return;
    nextOffset.current = offset + page.length;
    setItems((previous) => {
      // A row seen on an earlier page (a new generation shifted the offsets) is not shown twice.
      const base = offset === 0 ? [] : previous;
      const seen = new Set(base.map((g) => g.id));
      return [...base, ...page.filter((g) => !seen.has(g.id))];
    });
    setHasMore(page.length === GENERATION_LIST_PAGE);
    setLoadedAt(new Date());
    setLoading(false);
  }, []);

  useEffect(() => void load(0), [load]);

  const loadMore = useCallback(() => {
    setLoading(true);
    void load(nextOffset.current);
  }, [load]);
  const refresh = useCallback(() => {
    setLoading(true);
    void load(0);
  }, [load]);
  return { items, loading, hasMore, loadedAt, loadMore, refresh };
}
